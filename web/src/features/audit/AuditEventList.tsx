import styled from 'styled-components';
import type { AuditEventRowFragment } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { focusRing } from '../../lib/theme';
import { Badge } from '../../ui/Badge';
import { recordTypeLabel } from './audit-filter';

/** One entry per write: when, who, what and to which record, with the record before and after. */
export function AuditEventList({ events }: { events: AuditEventRowFragment[] }) {
  return (
    <List>
      {events.map((event) => (
        <Entry key={event.id} aria-label={`Event ${event.seq}`}>
          <Summary>
            <Badge $tone="info">{event.action}</Badge>
            <strong>
              {recordTypeLabel(event.entity)} #{event.entityId}
            </strong>
            <span>by {event.actorName ?? 'System'}</span>
            <When dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</When>
          </Summary>
          <Changes>
            <Change label="Before" event={event.seq} json={event.before} />
            <Change label="After" event={event.seq} json={event.after} />
          </Changes>
        </Entry>
      ))}
    </List>
  );
}

/** A long record scrolls inside its box, so the box is a named, focusable region keyboard users can scroll too (axe: scrollable-region-focusable). */
function Change({ label, event, json }: { label: string; event: number; json: string | null }) {
  return (
    <div>
      <ChangeLabel>{label}</ChangeLabel>
      {json ? (
        <Json role="region" aria-label={`${label}, event ${event}`} tabIndex={0}>
          {JSON.stringify(JSON.parse(json), null, 2)}
        </Json>
      ) : (
        <Empty>—</Empty>
      )}
    </div>
  );
}

const List = styled.ol`
  list-style: none;
`;

const Entry = styled.li`
  padding: ${({ theme }) => theme.space(3)} 0;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const When = styled.time`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Changes = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const ChangeLabel = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Json = styled.pre`
  max-height: 200px;
  overflow: auto;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  word-break: break-word;
  ${focusRing}
`;

const Empty = styled.div`
  color: ${({ theme }) => theme.colors.textSubtle};
`;
