import { skipToken, useQuery } from '@apollo/client/react';
import { CheckTypeFiguresDocument } from '../../graphql/graphql';
import { formatRate } from '../../lib/format/rate';
import { useSelectedLocation } from '../../lib/selected-location';
import { StatTile } from '../../ui/StatTile';
import { NO_FIGURE } from './check-format';

/** The Closing, Allergen and Monthly screens' tiles: this period's completed checks, pending, completion rate. */
export function CheckTypeFigures({ type, periodLabel }: { type: 'closing' | 'allergen' | 'monthly'; periodLabel: string }) {
  const { location } = useSelectedLocation();
  const { data } = useQuery(
    CheckTypeFiguresDocument,
    location ? { variables: { locationId: location.id, type }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const summary = data?.checkTypeSummary;
  return (
    <>
      <StatTile
        label={periodLabel}
        value={summary?.completedThisPeriod ?? NO_FIGURE}
        hint={summary?.period === 'month' ? 'Completed this month' : 'Completed today'}
      />
      <StatTile label="Pending" value={summary?.pending ?? NO_FIGURE} />
      <StatTile label="Completion Rate" value={formatRate(summary?.completionRate)} />
    </>
  );
}
