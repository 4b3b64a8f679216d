import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, formatDateTime } from '../../lib/format/date';
import { READING_SOURCE_LABELS } from '../../lib/format/labels';
import { ButtonAnchor } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { CentredSpinner } from '../../ui/Spinner';
import { type Inspection, type InspectionState, loadInspection } from './inspection';

/** `/inspect/:token`: what an inspector link shows, with no account and nothing to change, and its due-diligence PDF. */
export function InspectionPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<InspectionState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void loadInspection(token).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [token]);
  if (state.status === 'loading') return <CentredSpinner />;
  if (state.status !== 'ready') {
    const text =
      state.status === 'invalid' ? 'This inspector link is not valid: it may have expired or been revoked.' : 'The records could not be loaded. Try again.';
    return (
      <Page>
        <EmptyState title="Records unavailable" text={text} />
      </Page>
    );
  }
  return <InspectionRecords inspection={state.inspection} packUrl={`/api/inspect/${encodeURIComponent(token)}/pack`} />;
}

function InspectionRecords({ inspection, packUrl }: { inspection: Inspection; packUrl: string }) {
  const lastDay = new Date(new Date(inspection.to).getTime() - 1).toISOString();
  return (
    <Page>
      <PageHeader
        title={`${inspection.companyName}: food safety records`}
        subtitle={`${inspection.label} · ${formatDate(inspection.from)} to ${formatDate(lastDay)} · read-only, link expires ${formatDateTime(inspection.expiresAt)}`}
        actions={
          <ButtonAnchor href={packUrl} download>
            Download Due-Diligence Pack (PDF)
          </ButtonAnchor>
        }
      />
      {inspection.locations.map((location) => (
        <Section key={location.id} aria-labelledby={`location-${location.id}`}>
          <CardHeader>
            <CardTitle id={`location-${location.id}`}>{location.name}</CardTitle>
          </CardHeader>
          <CardBody>
            <h3>Temperatures (daily min / max, UTC days)</h3>
            {location.units.map((unit) => (
              <Table key={unit.id} aria-label={unit.name}>
                <caption>
                  {unit.name} ({unit.type}
                  {unit.targetMin !== null && unit.targetMax !== null ? `, target ${unit.targetMin}–${unit.targetMax} °C` : ''})
                </caption>
                <thead>
                  <tr>
                    <th>Day</th>
                    <th>Min °C</th>
                    <th>Max °C</th>
                    <th>Readings</th>
                    <th>Source</th>
                  </tr>
                </thead>
                <tbody>
                  {unit.days.length ? null : (
                    <tr>
                      <td colSpan={5}>No readings in this period</td>
                    </tr>
                  )}
                  {unit.days.map((day) => (
                    <tr key={day.day}>
                      <td>{day.day}</td>
                      <td>{day.min}</td>
                      <td>{day.max}</td>
                      <td>{day.readings}</td>
                      <td>{day.sources.map((source) => READING_SOURCE_LABELS[source]).join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ))}
            <h3>Excursions and corrective actions</h3>
            {location.excursions.length ? null : <p>No excursions in this period.</p>}
            <ul>
              {location.excursions.map((excursion) => (
                <li key={excursion.actionId}>
                  {excursion.unitName ?? 'Unit'} from {formatDateTime(excursion.startedAt)}: {excursion.description} ({excursion.severity}, {excursion.status})
                  {excursion.resolution ? ` · Resolved ${formatDateTime(excursion.resolvedAt)}: ${excursion.resolution}` : ''}
                </li>
              ))}
            </ul>
            <h3>Checks</h3>
            {location.checks.length ? null : <p>No checks in this period.</p>}
            <ul>
              {location.checks.map((check) => (
                <li key={check.id}>
                  {check.name ?? 'Check'}: {check.status}
                  {check.completedAt ? ` ${formatDateTime(check.completedAt)}${check.completedBy ? ` by ${check.completedBy}` : ''}` : ''}
                  {!check.completedAt && check.dueDate ? ` (due ${formatDateTime(check.dueDate)})` : ''}
                </li>
              ))}
            </ul>
          </CardBody>
        </Section>
      ))}
    </Page>
  );
}

const Page = styled.main`
  max-width: 1000px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h3 { margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)}; }
`;

const Table = styled.table`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-collapse: collapse;
  caption { text-align: left; font-weight: 500; }
  th, td { text-align: left; padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;
