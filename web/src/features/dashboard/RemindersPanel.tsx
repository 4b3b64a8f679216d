import { RemindersCard } from '../../components/reminders/RemindersCard';
import { useReminders } from '../../components/reminders/useReminders';

/** Issue 14: the viewer's due reminders beside the quick actions. */
export function RemindersPanel() {
  const { reminders, markDone } = useReminders();
  return reminders ? <RemindersCard reminders={reminders} onDone={(id) => void markDone(id)} /> : null;
}
