import { useReminders } from '../../../components/reminders/useReminders';
import { Button } from '../../../ui/Button';
import { Card, CardBody } from '../../../ui/Card';
import { ButtonRow, List, Muted, RowTitle, SectionTitle } from '../shell/mobile-ui';

/**
 * Issue 14: the branch user's due reminders on the phone home, each with Done. Offline (no
 * answer yet) the section stays away rather than claiming nothing is due.
 */
export function MobileReminders() {
  const { reminders, markDone } = useReminders();
  if (!reminders) return null;
  return (
    <section aria-labelledby="mobile-reminders">
      <SectionTitle id="mobile-reminders">Reminders</SectionTitle>
      <Card as="div">
        <CardBody>
          {reminders.length ? (
            <List>
              {reminders.map((reminder) => (
                <ButtonRow key={reminder.id}>
                  <div>
                    <RowTitle>{reminder.title}</RowTitle>
                    {reminder.description ? <Muted>{reminder.description}</Muted> : null}
                  </div>
                  <Button size="sm" variant="secondary" aria-label={`Done: ${reminder.title}`} onClick={() => void markDone(reminder.id)}>
                    Done
                  </Button>
                </ButtonRow>
              ))}
            </List>
          ) : (
            <Muted>No reminders due.</Muted>
          )}
        </CardBody>
      </Card>
    </section>
  );
}
