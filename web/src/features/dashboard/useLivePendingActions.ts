import { useApolloClient } from '@apollo/client/react';
import { useLiveCorrectiveActions } from '../../components/corrective-actions/useLiveCorrectiveActions';
import { DashboardDocument, type DashboardQueryVariables } from '../../graphql/graphql';

/**
 * The banner and Pending Actions follow corrective actions at the location live: each change
 * carries the location's open count (computed by the API), written into the cached dashboard.
 */
export function useLivePendingActions(variables: DashboardQueryVariables, locationId: number | undefined): void {
  const { cache } = useApolloClient();
  useLiveCorrectiveActions(locationId ? [locationId] : [], ({ openActions }) =>
    cache.updateQuery({ query: DashboardDocument, variables }, (data) => {
      const site = data?.dashboard.site;
      return site ? { ...data, dashboard: { ...data.dashboard, site: { ...site, pendingActions: openActions } } } : data;
    }),
  );
}
