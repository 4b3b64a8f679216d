import styled from 'styled-components';
import type { ReadingStatsQuery, UnitIntegrityFlagsQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { paths } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { ListRow as Item, MutedText, PlainList } from '../../ui/RecordCard';
import { RULE_WORDS } from './integrity-words';

type Excursion = ReadingStatsQuery['readingStats']['excursions'][number];
type Flag = UnitIntegrityFlagsQuery['readingIntegrityFlags'][number];

/** Each excursion of the range with the corrective action it opened: what was done and how it stands (times on the site's clock). */
export function ExcursionList({ excursions, timeZone }: { excursions: Excursion[]; timeZone: string }) {
  if (!excursions.length) return <MutedText>No excursions in this range.</MutedText>;
  return (
    <PlainList aria-label="Excursions">
      {excursions.map((x) => (
        <Item key={x.actionId}>
          <div>
            <strong>Excursion from {formatDateTime(x.startedAt, { timeZone })}</strong>
            <MutedText>
              Action #{x.actionId}: {x.description}
            </MutedText>
            {x.resolution ? (
              <MutedText>
                Resolved {formatDateTime(x.resolvedAt, { timeZone })}: {x.resolution}
              </MutedText>
            ) : null}
          </div>
          <Side>
            <Badge $tone={x.status === 'resolved' ? 'success' : 'warning'}>{x.status.replace('_', ' ')}</Badge>
            <ButtonLink variant="secondary" size="sm" to={paths.correctiveActions} aria-label={`Open corrective actions (action #${x.actionId})`}>
              View action
            </ButtonLink>
          </Side>
        </Item>
      ))}
    </PlainList>
  );
}

/** Manual readings that look invented, each with the rule that raised the flag. */
export function IntegrityFlagList({ flags, timeZone }: { flags: Flag[]; timeZone?: string }) {
  if (!flags.length) return <MutedText>No manual readings in this range look invented.</MutedText>;
  return (
    <PlainList aria-label="Record-integrity flags">
      {flags.map((flag) => (
        <Item key={`${flag.rule}-${flag.readingIds.join(',')}`}>
          <div>
            <Badge $tone="warning">{RULE_WORDS[flag.rule]}</Badge>
            <MutedText>{flag.explanation}</MutedText>
            <MutedText>
              {formatDateTime(flag.firstRecordedAt, { timeZone })}
              {flag.lastRecordedAt !== flag.firstRecordedAt ? ` – ${formatDateTime(flag.lastRecordedAt, { timeZone })}` : ''}
            </MutedText>
          </div>
        </Item>
      ))}
    </PlainList>
  );
}

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
