import { useReminders } from '../../components/reminders/useReminders';
import { RemindersCard } from '../../ui/RemindersCard';

/** Issue 14: the viewer's due reminders beside the quick actions. */
export function RemindersPanel() {
  const { reminders, markDone } = useReminders();
  return reminders ? <RemindersCard reminders={reminders} onDone={(id) => void markDone(id)} /> : null;
}
