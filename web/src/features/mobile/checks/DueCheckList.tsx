import { checkStatusTone } from '../../../components/checks/check-status';
import { formatDateTime } from '../../../lib/format/date';
import { titleWords } from '../../../lib/format/labels';
import { Badge } from '../../../ui/Badge';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { CardButton, List, Muted, CardTop as Top } from '../shell/mobile-ui';
import type { DueCheck, DueChecks, Listed } from './useChecksToDo';

type DueCheckListProps = {
  due: Listed<DueChecks>;
  /** Due checks completed on this phone whose completion still waits to sync: done here, not to be done twice. */
  waitingIds: ReadonlySet<number>;
  onOpen(check: DueCheck): void;
};

/** Today's due checks in the API's order (overdue first, then by due time), each with its due time on the site's clock. */
export function DueCheckList({ due, waitingIds, onOpen }: DueCheckListProps) {
  if (due.loading) return <Spinner label="Loading today's checks" />;
  if (due.error) return <LoadError title="Failed to load today's checks" error={due.error} />;
  // Without a location there is nothing due to load.
  if (!due.data?.checks.length) return <Muted>No checks due today.</Muted>;
  const { checks, timezone } = due.data;
  return (
    <List aria-label="Checks due today">
      {checks.map((check) => {
        const waiting = waitingIds.has(check.id);
        return (
          <li key={check.id}>
            <CardButton type="button" disabled={waiting} onClick={() => onOpen(check)}>
              <Top>
                <strong>{check.templateName}</strong>
                {waiting ? <Badge $tone="success">Waiting to sync</Badge> : <Badge $tone={checkStatusTone(check.status)}>{titleWords(check.status)}</Badge>}
              </Top>
              <Muted>{`Due ${formatDateTime(check.dueDate, { timeZone: timezone })}`}</Muted>
            </CardButton>
          </li>
        );
      })}
    </List>
  );
}
