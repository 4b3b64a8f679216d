import styled from 'styled-components';
import { nextBackupLine, useBackupStatus } from '../../components/backups/useBackupStatus';
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

/** SPEC 2.4 / 9: static sample entries, not read from the server. */
const sampleActivity = [
  { text: 'Walk-in Fridge temperature recorded', when: '5 minutes ago' },
  { text: 'Opening checklist completed', when: '2 hours ago' },
  { text: 'Corrective action resolved', when: 'Yesterday' },
];

export function RecentActivity() {
  return (
    <Card aria-labelledby="recent-activity-title">
      <CardHeader>
        <CardTitle id="recent-activity-title">Recent Activity</CardTitle>
      </CardHeader>
      <CardBody>
        <Activity>
          {sampleActivity.map((entry) => (
            <li key={entry.text}>
              <p>{entry.text}</p>
              <Muted>{entry.when}</Muted>
            </li>
          ))}
        </Activity>
      </CardBody>
    </Card>
  );
}

/** SPEC 9: the status card; its next backup comes from the server's schedule (issue 31). */
export function SystemStatus() {
  return (
    <Card aria-labelledby="system-status-title">
      <CardHeader>
        <CardTitle id="system-status-title">System Status</CardTitle>
        <Badge $tone="success">Online</Badge>
      </CardHeader>
      <CardBody>
        <Muted>Data sync: 30 seconds ago</Muted>
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

const Activity = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;
