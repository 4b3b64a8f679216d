import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ReportFiguresQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { equipmentHistoryPath } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { MutedText as Muted } from '../../ui/RecordCard';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { formatMinutes, frequencyLabel, severityLabel } from './report-period';

type Figures = ReportFiguresQuery['reportFigures'];

/** The four tabs of SPEC 2.13, each from the figures of the chosen range. */
export function TemperaturePanel({ units }: { units: Figures['temperatureByUnit'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Temperature Trends</CardTitle>
      </CardHeader>
      <CardBody>
        {units.length ? (
          <Table>
            <thead>
              <tr>
                <th scope="col">Unit</th>
                <th scope="col">Location</th>
                <th scope="col">Readings</th>
                <th scope="col">Out of range</th>
                <th scope="col">Excursions</th>
                <th scope="col">
                  <VisuallyHidden>History</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {units.map((unit) => (
                <tr key={unit.equipmentId}>
                  <td>{unit.name}</td>
                  <td>{unit.locationName}</td>
                  <td>{unit.readings}</td>
                  <td>{unit.outOfRange}</td>
                  <td>{unit.excursions}</td>
                  <td>
                    <ButtonLink variant="ghost" size="sm" to={equipmentHistoryPath(unit.equipmentId)} aria-label={`View History of ${unit.name}`}>
                      View History
                    </ButtonLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <Muted>No equipment at these locations.</Muted>
        )}
      </CardBody>
    </Card>
  );
}

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

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

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
