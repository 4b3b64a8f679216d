import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type IntegrityRule, ReadingStatsDocument, UnitIntegrityFlagsDocument } from '../../graphql/graphql';
import { formatTemperatureRange } from '../../lib/format/temperature';
import { paths } from '../../lib/paths';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ThermometerIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { HistoryChart } from './HistoryChart';
import { ExcursionList, IntegrityFlagList } from './HistoryFindings';
import { type HistoryRange, presetRange } from './history-range';
import { RangePicker } from './RangePicker';
import { ReadingsTable } from './ReadingsTable';

const BUCKET_WORDS = { FIVE_MINUTES: '5-minute', HOUR: 'hourly', DAY: 'daily', AUTO: '' } as const;

/** One unit's temperature history: chart of a chosen range, its excursions and actions, flags and the readings. */
export function HistoryPage() {
  const equipmentId = Number(useParams().equipmentId);
  const [range, setRange] = useState<HistoryRange>(() => presetRange('24h'));
  const variables = { equipmentId, from: range.from, to: range.to };
  const stats = useQuery(ReadingStatsDocument, { variables });
  const flags = useQuery(UnitIntegrityFlagsDocument, { variables });
  const flagged = useMemo(() => flaggedReadings(flags.data?.readingIntegrityFlags ?? []), [flags.data]);
  const unit = stats.data?.readingStats;
  const title = unit ? `${unit.equipmentName} history` : 'Temperature history';
  return (
    <>
      <Breadcrumb items={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Temperature', to: paths.temperature }, { label: 'History' }]} />
      <PageHeader
        title={title}
        subtitle={
          unit ? `${unit.locationName} · target ${formatTemperatureRange(unit.targetMin, unit.targetMax)} · times in ${unit.timezone}` : 'Readings over time'
        }
      />
      <Stack>
        <RangePicker range={range} onChange={setRange} />
        <Card>
          <CardHeader>
            <CardTitle>Temperatures{unit ? ` (${BUCKET_WORDS[unit.bucket]} min, max and mean)` : ''}</CardTitle>
          </CardHeader>
          <CardBody>
            {stats.loading && !stats.data ? <Spinner label="Loading the chart" /> : null}
            {stats.error && !stats.data ? <LoadError title="Could not load the history" error={stats.error} /> : null}
            {unit && !unit.buckets.length ? <EmptyState icon={<ThermometerIcon />} title="No readings in this range" text="Choose a longer range." /> : null}
            {unit?.buckets.length ? <HistoryChart stats={unit} label={chartLabel(unit)} from={range.from} to={range.to} /> : null}
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Excursions and corrective actions</CardTitle>
          </CardHeader>
          <CardBody>{unit ? <ExcursionList stats={unit} /> : null}</CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Record integrity</CardTitle>
          </CardHeader>
          <CardBody>
            {flags.error ? <LoadError title="Could not check the records" error={flags.error} /> : null}
            {flags.data ? <IntegrityFlagList flags={flags.data.readingIntegrityFlags} timeZone={unit?.timezone} /> : null}
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <ReadingsTable equipmentId={equipmentId} range={range} flags={flagged} timeZone={unit?.timezone} />
          </CardBody>
        </Card>
      </Stack>
    </>
  );
}

/** Reading id → the rules that flagged it, so each table row can name them. */
function flaggedReadings(flags: { rule: IntegrityRule; readingIds: number[] }[]): Map<number, IntegrityRule[]> {
  const byReading = new Map<number, IntegrityRule[]>();
  for (const flag of flags) for (const id of flag.readingIds) byReading.set(id, [...(byReading.get(id) ?? []), flag.rule]);
  return byReading;
}

/** What the chart shows, for screen readers (the table below has every reading). */
function chartLabel(unit: { buckets: { outOfRange: number }[]; excursions: unknown[] }): string {
  const outside = unit.buckets.filter((b) => b.outOfRange > 0).length;
  return `Temperature chart: ${unit.buckets.length} periods, ${outside} with readings out of range, ${unit.excursions.length} excursions.`;
}

/* One column that may shrink below its content's width (minmax 0): the readings table scrolls in
   its own box and the chart takes the card's width, so a 390 px phone never scrolls sideways. */
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;
