import styled from 'styled-components';
import { useReminders } from '../../../components/reminders/useReminders';
import { Button } from '../../../ui/Button';
import { Card, CardBody } from '../../../ui/Card';
import { List, Muted, SectionTitle } from '../shell/mobile-ui';

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
                <Row key={reminder.id}>
                  <div>
                    <Title>{reminder.title}</Title>
                    {reminder.description ? <Muted>{reminder.description}</Muted> : null}
                  </div>
                  <Button size="sm" variant="secondary" aria-label={`Done: ${reminder.title}`} onClick={() => void markDone(reminder.id)}>
                    Done
                  </Button>
                </Row>
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

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  /* A thumb-sized target for Done. */
  button {
    min-height: 40px;
    flex-shrink: 0;
  }
`;

const Title = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;
