import styled from 'styled-components';
import { nextBackupLine, useBackupStatus } from '../../components/backups/useBackupStatus';
import type { DashboardQuery } from '../../graphql/graphql';
import { formatDateTime, formatTimeAgo } from '../../lib/format/date';
import { EXPORT_PARAM, paths, reportIssuePath } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { AlertIcon, ChecklistIcon, ReportIcon, ThermometerIcon } from '../../ui/icons';
import { MutedText as Muted } from '../../ui/RecordCard';

/** SPEC 2.4's quick actions, each taking the user where that work is done; Generate Report opens the export dialog on Reports & Analytics. */
export function QuickActions() {
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardHeader>
        <CardTitle id="quick-actions-title">Quick Actions</CardTitle>
      </CardHeader>
      <ActionList>
        <ButtonLink variant="secondary" to={paths.temperature}>
          <ThermometerIcon size={16} />
          Record Temperature
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.compliance}>
          <ChecklistIcon size={16} />
          Start Compliance Check
        </ButtonLink>
        <ButtonLink variant="secondary" to={reportIssuePath}>
          <AlertIcon size={16} />
          Report Issue
        </ButtonLink>
        <ButtonLink variant="secondary" to={`${paths.reports}?${EXPORT_PARAM}`}>
          <ReportIcon size={16} />
          Generate Report
        </ButtonLink>
      </ActionList>
    </Card>
  );
}

type Site = NonNullable<DashboardQuery['dashboard']['site']>;
type Activity = Site['recentActivity'][number];

/** SPEC 2.4's Recent Activity: the API's newest audit events, in its words, with when they happened. */
export function RecentActivity({ entries }: { entries: Activity[] }) {
  return (
    <Card aria-labelledby="recent-activity-title">
      <CardHeader>
        <CardTitle id="recent-activity-title">Recent Activity</CardTitle>
      </CardHeader>
      <CardBody>
        {entries.length === 0 ? (
          <Muted>No activity yet</Muted>
        ) : (
          <ActivityList>
            {entries.map((entry) => (
              <li key={entry.id}>
                <p>{entry.description}</p>
                <Muted>
                  <time dateTime={entry.occurredAt} title={formatDateTime(entry.occurredAt)}>
                    {formatTimeAgo(entry.occurredAt)}
                  </time>
                </Muted>
              </li>
            ))}
          </ActivityList>
        )}
      </CardBody>
    </Card>
  );
}

type Status = Site['systemStatus'];

/**
 * SPEC 9's System Status: when this location's last reading arrived, whether the background jobs
 * keep up, and the server's next backup (issue 31).
 */
export function SystemStatus({ status }: { status: Status }) {
  const healthy = status?.jobsHealthy ?? true;
  return (
    <Card aria-labelledby="system-status-title">
      <CardHeader>
        <CardTitle id="system-status-title">System Status</CardTitle>
        {healthy ? <Badge $tone="success">Online</Badge> : <Badge $tone="warning">Delayed</Badge>}
      </CardHeader>
      <CardBody>
        <Muted>{status?.lastReadingAt ? `Data sync: ${formatTimeAgo(status.lastReadingAt)}` : 'No readings yet'}</Muted>
        {healthy ? null : <Muted>Background jobs (alerts, escalations, scheduled checks) are running late.</Muted>}
        <Muted>{nextBackupLine(useBackupStatus())}</Muted>
      </CardBody>
    </Card>
  );
}

const ActionList = styled(CardBody)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  a,
  button {
    justify-content: flex-start;
  }
`;

const ActivityList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;
