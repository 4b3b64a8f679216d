import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { MutedText } from '../../ui/RecordCard';

type Reminder = { id: number; title: string; description?: string | null };

/** Due reminders, each with Done; nothing due says so. */
export function RemindersCard({ reminders, onDone }: { reminders: Reminder[]; onDone(id: number): void }) {
  return (
    <Card aria-labelledby="reminders-title">
      <CardHeader>
        <CardTitle id="reminders-title">Reminders</CardTitle>
      </CardHeader>
      <CardBody>
        {reminders.length ? (
          <List>
            {reminders.map((reminder) => (
              <li key={reminder.id}>
                <div>
                  <p>{reminder.title}</p>
                  {reminder.description ? <MutedText>{reminder.description}</MutedText> : null}
                </div>
                <Button size="sm" variant="secondary" aria-label={`Done: ${reminder.title}`} onClick={() => onDone(reminder.id)}>
                  Done
                </Button>
              </li>
            ))}
          </List>
        ) : (
          <MutedText>No reminders due.</MutedText>
        )}
      </CardBody>
    </Card>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;
