import { skipToken, useQuery } from '@apollo/client/react';
import { TodaysCheckCountsDocument, type TodaysCheckCountsQuery } from '../../graphql/graphql';

export type TodaysCheckCounts = TodaysCheckCountsQuery['todaysCheckCounts'];

/** SPEC 9's refetch interval: a check completed on another device shows within it. */
const REFRESH_MS = 30_000;

/** Today's check counts at the location, as the API counts them; undefined until known (or with no location). */
export function useTodaysCheckCounts(locationId: number | undefined): TodaysCheckCounts | undefined {
  const { data } = useQuery(TodaysCheckCountsDocument, locationId === undefined ? skipToken : { variables: { locationId }, pollInterval: REFRESH_MS });
  return data?.todaysCheckCounts;
}
