import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ReportFiguresQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { formatMinutes } from '../../lib/format/minutes';
import { Badge } from '../../ui/Badge';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { MutedText as Muted } from '../../ui/RecordCard';
import { frequencyLabel, severityLabel } from './report-period';

type Figures = ReportFiguresQuery['reportFigures'];

/** Three of the four tabs of SPEC 2.13 (Temperature is TemperaturePanel), each from the figures of the chosen range. */
export function CompliancePanel({ rows }: { rows: Figures['completionByFrequency'] }) {
  return (
    <ListCard title="Monthly Completion" empty="No checks were due in this range.">
      {rows.map((row) => (
        <Row key={row.frequency}>
          <span>{frequencyLabel(row.frequency)}</span>
          <Figure>
            {row.completed}/{row.scheduled} completed
          </Figure>
        </Row>
      ))}
    </ListCard>
  );
}

export function IncidentsPanel({ incidents }: { incidents: Figures['incidents'] }) {
  return (
    <ListCard title="Recent Incidents" empty="No incident reports or critical actions in this range.">
      {incidents.map((incident) => (
        <Row key={`${incident.kind}-${incident.id}`}>
          <div>
            <p>{incident.title}</p>
            <Muted>
              {incident.kind === 'incident_report' ? 'Incident report' : `Action #${incident.id}`} · {formatDateTime(incident.occurredAt)}
            </Muted>
          </div>
          <Badges>
            {incident.severity ? (
              <Badge
                $tone={incident.severity === 'critical' || incident.severity === 'high' ? 'danger' : incident.severity === 'medium' ? 'warning' : 'neutral'}
              >
                {incident.severity}
              </Badge>
            ) : null}
            <Badge $tone={incident.status === 'resolved' || incident.status === 'submitted' ? 'success' : 'warning'}>{incident.status.replace('_', ' ')}</Badge>
          </Badges>
        </Row>
      ))}
    </ListCard>
  );
}

export function PerformancePanel({ responses, staff }: { responses: Figures['responseBySeverity']; staff: Figures['staffPerformance'] }) {
  return (
    <Columns>
      <ListCard title="Response Times">
        {responses.map((row) => (
          <Row key={row.severity}>
            <div>
              <span>{severityLabel(row.severity)}</span>
              <Muted>
                {row.actions} actions · resolved in {formatMinutes(row.minutesToResolve)}
              </Muted>
            </div>
            <Figure>{formatMinutes(row.minutesToStart)}</Figure>
          </Row>
        ))}
      </ListCard>
      <ListCard title="Staff Performance" empty="Nobody recorded checks or readings in this range.">
        {staff.map((person) => (
          <Row key={person.userId}>
            <div>
              <p>{person.name}</p>
              <Muted>{person.checksCompleted} checks completed</Muted>
            </div>
            <Figure>{person.readingsRecorded} readings</Figure>
          </Row>
        ))}
      </ListCard>
    </Columns>
  );
}

function ListCard({ title, empty, children }: { title: string; empty?: string; children: ReactNode[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardBody>{children.length ? <List>{children}</List> : <Muted>{empty}</Muted>}</CardBody>
    </Card>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  list-style: none;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Figure = styled.span`
  font-weight: 600;
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;
