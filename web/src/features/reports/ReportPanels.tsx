import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../ui/Badge';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { ReportIcon } from '../../ui/icons';
import { MutedText as Muted } from '../../ui/RecordCard';
import { MONTHLY_COMPLETIONS, RESPONSE_TIMES, SAMPLE_INCIDENTS, STAFF_PERFORMANCE } from './report-samples';

/** The four tabs of SPEC 2.13, all static placeholder content. */
export function TemperaturePanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Temperature Trends</CardTitle>
      </CardHeader>
      <CardBody>
        <ChartPlaceholder>
          <ReportIcon size={32} />
          <p>Temperature chart will appear here</p>
        </ChartPlaceholder>
      </CardBody>
    </Card>
  );
}

export function CompliancePanel() {
  return (
    <ListCard title="Monthly Completion">
      {MONTHLY_COMPLETIONS.map((row) => (
        <Row key={row.label}>
          <span>{row.label}</span>
          <Figure>
            {row.completed}/{row.scheduled} completed
          </Figure>
        </Row>
      ))}
    </ListCard>
  );
}

export function IncidentsPanel() {
  return (
    <ListCard title="Recent Incidents">
      {SAMPLE_INCIDENTS.map((incident) => (
        <Row key={incident.title}>
          <div>
            <p>{incident.title}</p>
            <Muted>{incident.when}</Muted>
          </div>
          <Badges>
            <Badge $tone={incident.severity === 'high' ? 'danger' : incident.severity === 'medium' ? 'warning' : 'neutral'}>{incident.severity}</Badge>
            <Badge $tone="success">{incident.status}</Badge>
          </Badges>
        </Row>
      ))}
    </ListCard>
  );
}

export function PerformancePanel() {
  return (
    <Columns>
      <ListCard title="Response Times">
        {RESPONSE_TIMES.map((row) => (
          <Row key={row.label}>
            <span>{row.label}</span>
            <Figure>{row.value}</Figure>
          </Row>
        ))}
      </ListCard>
      <ListCard title="Staff Performance">
        {STAFF_PERFORMANCE.map((person) => (
          <Row key={person.name}>
            <div>
              <p>{person.name}</p>
              <Muted>{person.checks} checks completed</Muted>
            </div>
            <Figure>{person.rate}</Figure>
          </Row>
        ))}
      </ListCard>
    </Columns>
  );
}

function ListCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardBody>
        <List>{children}</List>
      </CardBody>
    </Card>
  );
}

const ChartPlaceholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 260px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
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
