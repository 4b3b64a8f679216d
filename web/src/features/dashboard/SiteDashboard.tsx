import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FoodProcessesPanel } from '../../components/food-processes/FoodProcessesPanel';
import { HaccpReviewBanner } from '../../components/haccp/HaccpReviewBanner';
import type { DashboardQuery } from '../../graphql/graphql';
import { formatRate } from '../../lib/format/rate';
import { AlertIcon, ChecklistIcon, ReportIcon, ThermometerIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { StatGrid, StatTile } from '../../ui/StatTile';
import { RemindersPanel } from './RemindersPanel';
import { QuickActions, RecentActivity, SystemStatus } from './SidePanels';
import { TemperatureMonitor } from './TemperatureMonitor';
import { TodaysChecks } from './TodaysChecks';

/** Open cooling, cooking and reheating logs show beside the reminders, with their time left. */
const PROCESS_KINDS = ['cooling', 'cooking', 'reheating'];

export type SiteDashboardData = NonNullable<DashboardQuery['dashboard']['site']>;

export const siteTitle = {
  title: 'Dashboard Overview',
  subtitle: 'Monitor temperature compliance and safety checks across your locations',
};

type SiteDashboardProps = { site: SiteDashboardData; attention?: ReactNode };

/** SPEC 2.4: one location's figures, equipment and checks, as computed by the API. */
export function SiteDashboard({ site, attention }: SiteDashboardProps) {
  return (
    <>
      <PageHeader {...siteTitle} />
      <HaccpReviewBanner />
      {attention}
      {site.pendingActions > 0 ? (
        <Banner role="alert">
          <AlertIcon />
          {`${site.pendingActions} corrective action(s) require(s) attention.`}
        </Banner>
      ) : null}
      <StatGrid>
        <StatTile label="Active Monitoring" value={site.activeMonitoring} hint="Equipment units" icon={<ThermometerIcon />} tone="primary" />
        <StatTile
          label="Compliance Rate"
          value={formatRate(site.complianceRate, { oneDecimal: true })}
          hint="Equipment in target range"
          icon={<ChecklistIcon />}
          tone="success"
        />
        <StatTile label="Pending Actions" value={site.pendingActions} hint="Open corrective actions" icon={<AlertIcon />} tone="warning" />
        <StatTile label="Total Checks" value={site.totalChecks} hint="This month" icon={<ReportIcon />} tone="info" />
      </StatGrid>
      <Columns>
        <Stack>
          <TemperatureMonitor locationId={site.locationId} equipment={site.equipment} />
          <TodaysChecks checks={site.todaysChecks} weeklyCompletion={site.weeklyCompletion ?? null} />
        </Stack>
        <Stack>
          <RemindersPanel />
          <FoodProcessesPanel title="Open Food Processes" locationId={site.locationId} kinds={PROCESS_KINDS} canStart={false} showFinished={false} />
          <QuickActions />
          <RecentActivity entries={site.recentActivity} />
          <SystemStatus status={site.systemStatus} />
        </Stack>
      </Columns>
    </>
  );
}

const Banner = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.textStrong};
  font-weight: 500;
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;
