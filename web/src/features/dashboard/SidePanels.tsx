import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { EXPORT_PARAM, paths } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { AlertIcon, ChecklistIcon, ReportIcon, ThermometerIcon } from '../../ui/icons';
import { MutedText as Muted } from '../../ui/RecordCard';

/** SPEC 2.4: Generate Report opens the export dialog on Reports & Analytics; the others are not wired up yet. */
export function QuickActions() {
  const navigate = useNavigate();
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardHeader>
        <CardTitle id="quick-actions-title">Quick Actions</CardTitle>
      </CardHeader>
      <ActionList>
        <Button variant="secondary">
          <ThermometerIcon size={16} />
          Record Temperature
        </Button>
        <Button variant="secondary">
          <ChecklistIcon size={16} />
          Start Compliance Check
        </Button>
        <Button variant="secondary">
          <AlertIcon size={16} />
          Report Issue
        </Button>
        <Button variant="secondary" onClick={() => navigate(`${paths.reports}?${EXPORT_PARAM}`)}>
          <ReportIcon size={16} />
          Generate Report
        </Button>
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

/** SPEC 9: static status text. */
export function SystemStatus() {
  return (
    <Card aria-labelledby="system-status-title">
      <CardHeader>
        <CardTitle id="system-status-title">System Status</CardTitle>
        <Badge $tone="success">Online</Badge>
      </CardHeader>
      <CardBody>
        <Muted>Data sync: 30 seconds ago</Muted>
        <Muted>Next backup: 3:00 PM</Muted>
      </CardBody>
    </Card>
  );
}

const ActionList = styled(CardBody)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
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
