import styled from 'styled-components';
import type { ReadingStatsQuery, UnitIntegrityFlagsQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { paths } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { ListRow as Item, MutedText, PlainList } from '../../ui/RecordCard';
import { RULE_WORDS } from './integrity-words';

type Stats = ReadingStatsQuery['readingStats'];
type Flag = UnitIntegrityFlagsQuery['readingIntegrityFlags'][number];

/**
 * Every excursion of the range as the readings show it (the API's one rule, the pack's and the
 * inspector's too), with the corrective action it opened, or "no action recorded" (times on the site's clock).
 */
export function ExcursionList({ stats }: { stats: Stats }) {
  const timeZone = stats.timezone;
  if (!stats.readingExcursions.length) return <MutedText>No excursions in this range.</MutedText>;
  const actions = new Map(stats.excursions.map((action) => [action.actionId, action]));
  return (
    <PlainList aria-label="Excursions">
      {stats.readingExcursions.map((x) => {
        const action = x.actionId === null ? undefined : actions.get(x.actionId);
        return (
          <Item key={x.startedAt}>
            <div>
              <strong>
                Excursion from {formatDateTime(x.startedAt, { timeZone })} to {x.endedAt ? formatDateTime(x.endedAt, { timeZone }) : 'still open'}
              </strong>
              <MutedText>
                Peak {x.peak} °C, {x.minutesOutOfRange} minutes out of range (target {x.target} °C)
              </MutedText>
              {action ? (
                <MutedText>
                  Action #{action.actionId}: {action.description}
                </MutedText>
              ) : (
                <MutedText>no action recorded</MutedText>
              )}
              {action?.resolution ? (
                <MutedText>
                  Resolved {formatDateTime(action.resolvedAt, { timeZone })}: {action.resolution}
                </MutedText>
              ) : null}
            </div>
            {action ? (
              <Side>
                <Badge $tone={action.status === 'resolved' ? 'success' : 'warning'}>{action.status.replace('_', ' ')}</Badge>
                <ButtonLink variant="secondary" size="sm" to={paths.correctiveActions} aria-label={`Open corrective actions (action #${action.actionId})`}>
                  View action
                </ButtonLink>
              </Side>
            ) : null}
          </Item>
        );
      })}
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
