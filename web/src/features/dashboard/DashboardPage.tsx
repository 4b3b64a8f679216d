import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHaccpReviewNeeded } from '../../components/haccp/HaccpReviewBanner';
import { useDueReminders } from '../../components/reminders/useReminders';
import { DashboardDocument } from '../../graphql/graphql';
import { useSelectedLocation } from '../../lib/selected-location';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { SiteDashboard, siteTitle } from './SiteDashboard';
import { SitesNeedingAttention, useSitesNeedingAttention } from './SitesNeedingAttention';
import { SuperUserDashboard } from './SuperUserDashboard';
import { useLivePendingActions } from './useLivePendingActions';

/** SPEC 9: the dashboard refetches every 30 s; live readings arrive sooner over the subscription. */
const DASHBOARD_POLL_INTERVAL = 30_000;

/** `/`: a location's dashboard, or the provider overview when the API answers with one (SPEC 2.4, 2.5). */
export function DashboardPage() {
  const { location } = useSelectedLocation();
  // Asked for with the dashboard, not once it has drawn: the card goes above everything else.
  const attentionLoading = useSitesNeedingAttention().loading;
  return <DashboardOf locationId={location?.id} attention={<SitesNeedingAttention />} attentionLoading={attentionLoading} />;
}

type DashboardOfProps = {
  locationId: number | undefined;
  /** Goes above a site's figures; while `attentionLoading`, the spinner stays. */
  attention?: ReactNode;
  attentionLoading?: boolean;
  failure?: ReactNode;
};

/**
 * Whether a site dashboard's parts that ask for their own data and change its layout when they
 * answer (the HACCP review line above the figures, the reminders atop the side column) are still
 * loading. Asked for with the dashboard, so the page draws once, whole: each arriving on its own
 * moved everything below it (Lighthouse: cumulative layout shift 0.12–0.25). The parts read the
 * same queries from the cache.
 */
function useSitePartsLoading(): boolean {
  const haccpReview = useHaccpReviewNeeded();
  const reminders = useDueReminders();
  // The first answer only: a refetch (a reminder marked Done) keeps the page as it is.
  return haccpReview.loading || (reminders.loading && !reminders.data);
}

/**
 * One location's dashboard, polled and live, exactly as its manager sees it (the head-office view
 * shows the same); `attention` goes above a site's figures. A location out of reach fails to load like a missing one.
 */
export function DashboardOf({ locationId, attention, attentionLoading = false, failure }: DashboardOfProps) {
  const variables = { locationId };
  const { data, previousData, error, loading } = useQuery(DashboardDocument, { variables, pollInterval: DASHBOARD_POLL_INTERVAL });
  // A failed poll keeps the last good figures on screen; only a first load that fails shows the error.
  const dashboard = (data ?? (error ? previousData : undefined))?.dashboard;
  useLivePendingActions(variables, dashboard?.site?.locationId ?? undefined);
  const partsLoading = useSitePartsLoading() || attentionLoading;

  if (dashboard?.overview) return <SuperUserDashboard overview={dashboard.overview} />;
  if (dashboard?.site && !partsLoading) return <SiteDashboard site={dashboard.site} attention={attention} />;
  return (
    <>
      <PageHeader {...siteTitle} />
      {loading || dashboard?.site ? (
        <Centre>
          <Spinner label="Loading dashboard" size={40} />
        </Centre>
      ) : (
        (failure ?? <Failure role="alert">Failed to load dashboard data. Please try refreshing the page.</Failure>)
      )}
    </>
  );
}

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(16)} 0;
`;

const Failure = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerHover};
`;
