import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type DateStyle, formatDate, formatDateTime } from '../../lib/format/date';
import { READING_SOURCE_LABELS } from '../../lib/format/labels';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { CentredSpinner } from '../../ui/Spinner';
import { TableScroll } from '../../ui/TableScroll';
import { type Inspection, type InspectionState, loadInspection } from './inspection';
import { PackDownload } from './PackDownload';

/** `/inspect/:token`: what an inspector link shows, with no account and nothing to change, and its due-diligence PDF (made in the background, its progress shown). */
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
  return <InspectionRecords inspection={state.inspection} token={token} />;
}

/** The company's date format and, for each location, its own clock: the inspector reads the kitchen's records as the kitchen kept them. */
function InspectionRecords({ inspection, token }: { inspection: Inspection; token: string }) {
  const lastDay = new Date(new Date(inspection.to).getTime() - 1).toISOString();
  const { dateFormat } = inspection;
  const period: DateStyle = { dateFormat, timeZone: inspection.locations[0]?.timezone };
  return (
    <Page>
      <PageHeader
        title={`${inspection.companyName}: food safety records`}
        subtitle={`${inspection.label} · ${formatDate(inspection.from, period)} to ${formatDate(lastDay, period)} · read-only, link expires ${formatDateTime(inspection.expiresAt, period)}`}
        actions={<PackDownload token={token} packUrl={`/api/inspect/${encodeURIComponent(token)}/pack`} />}
      />
      {inspection.locations.map((location) => (
        <LocationRecords key={location.id} location={location} style={{ dateFormat, timeZone: location.timezone }} />
      ))}
    </Page>
  );
}

function LocationRecords({ location, style }: { location: Inspection['locations'][number]; style: DateStyle }) {
  return (
    <Section aria-labelledby={`location-${location.id}`}>
      <CardHeader>
        <CardTitle id={`location-${location.id}`}>{location.name}</CardTitle>
      </CardHeader>
      <CardBody>
        <p>Days and times are the location’s own ({location.timezone.replaceAll('_', ' ')}).</p>
        <h3>Temperatures (daily min / max, local days)</h3>
        {location.units.map((unit) => (
          <TableScroll key={unit.id} label={`${unit.name}: daily temperatures`}>
            <Table aria-label={unit.name}>
              <caption>
                {unit.name} ({unit.type}
                {unit.targetMin !== null && unit.targetMax !== null ? `, target ${unit.targetMin}–${unit.targetMax} °C` : ''})
              </caption>
              <thead>
                <tr>
                  <th>Day</th>
                  <th>Min °C</th>
                  <th>Max °C</th>
                  <th>Mean °C</th>
                  <th>Readings</th>
                  <th>Target °C</th>
                  <th>Source</th>
                </tr>
              </thead>
              <tbody>
                {unit.days.length ? null : (
                  <tr>
                    <td colSpan={7}>No readings in this period</td>
                  </tr>
                )}
                {unit.days.map((day) => (
                  <tr key={day.day}>
                    <td>{formatDate(day.day, style)}</td>
                    <td>{day.min}</td>
                    <td>{day.max}</td>
                    <td>{day.mean}</td>
                    <td>{day.readings}</td>
                    <td>{day.target}</td>
                    <td>{day.sources.map((source) => READING_SOURCE_LABELS[source]).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        ))}
        <h3>Excursions and corrective actions</h3>
        {location.excursions.length ? null : <p>No excursions in this period.</p>}
        <ul>
          {location.excursions.map((excursion) => (
            <li key={`${excursion.unitName}-${excursion.startedAt}`}>
              {excursion.unitName} from {formatDateTime(excursion.startedAt, style)} to{' '}
              {excursion.endedAt ? formatDateTime(excursion.endedAt, style) : 'still open'}: peak {excursion.peak} °C, {excursion.minutesOutOfRange} minutes out
              of range (target {excursion.target} °C) ·{' '}
              {excursion.actionId === null
                ? 'no action recorded'
                : `Action #${excursion.actionId}: ${excursion.description} (${excursion.severity}, ${excursion.status})${excursion.resolution ? ` · Resolved ${formatDateTime(excursion.resolvedAt, style)}: ${excursion.resolution}` : ''}`}
            </li>
          ))}
        </ul>
        <h3>Checks</h3>
        {location.checks.length ? null : <p>No checks in this period.</p>}
        <ul>
          {location.checks.map((check) => (
            <li key={check.id}>
              {check.name ?? 'Check'}: {check.status}
              {check.completedAt ? ` ${formatDateTime(check.completedAt, style)}${check.completedBy ? ` by ${check.completedBy}` : ''}` : ''}
              {!check.completedAt && check.dueDate ? ` (due ${formatDateTime(check.dueDate, style)})` : ''}
            </li>
          ))}
        </ul>
      </CardBody>
    </Section>
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
