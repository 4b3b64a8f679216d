import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { type IntegrityRule, ReadingHistoryDocument, type ReadingHistoryQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { READING_SOURCE_LABELS } from '../../lib/format/labels';
import { formatTemperature } from '../../lib/format/temperature';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ThermometerIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { TableScroll } from '../../ui/TableScroll';
import type { HistoryRange } from './history-range';
import { RULE_WORDS } from './integrity-words';

type Reading = ReadingHistoryQuery['readings']['nodes'][number];

/**
 * The range's readings newest first, 25 at a time: "Load older readings" asks for the page after
 * the last cursor (a keyset, so old pages cost what new ones do). Flagged readings name their rules.
 */
export function ReadingsTable({
  equipmentId,
  range,
  flags,
  timeZone,
}: {
  equipmentId: number;
  range: HistoryRange;
  flags: Map<number, IntegrityRule[]>;
  /** The site's clock; undefined (still loading) is the browser's. */
  timeZone?: string;
}) {
  const variables = { equipmentId, from: range.from, to: range.to };
  const { data, loading, error, fetchMore } = useQuery(ReadingHistoryDocument, { variables });
  if (loading && !data) return <Spinner label="Loading readings" />;
  if (error && !data) return <LoadError title="Could not load readings" error={error} />;
  const page = data?.readings;
  if (!page?.nodes.length)
    return <EmptyState icon={<ThermometerIcon />} title="No readings in this range" text="Choose a longer range to see older readings." />;
  const loadOlder = () =>
    fetchMore({
      variables: { ...variables, after: page.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        readings: { ...fetchMoreResult.readings, nodes: [...(previous.readings?.nodes ?? []), ...fetchMoreResult.readings.nodes] },
      }),
    });
  return (
    <>
      <TableScroll label="Readings">
        <Table>
          <caption>Readings, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Recorded</th>
              <th scope="col">Temperature</th>
              <th scope="col">Status</th>
              <th scope="col">Source</th>
              <th scope="col">Recorded by</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {page.nodes.map((reading) => (
              <ReadingRow key={reading.id} reading={reading} rules={flags.get(reading.id) ?? []} timeZone={timeZone} />
            ))}
          </tbody>
        </Table>
      </TableScroll>
      {page.pageInfo.hasNextPage ? (
        <More>
          <Button variant="secondary" onClick={() => void loadOlder()} disabled={loading}>
            Load older readings
          </Button>
        </More>
      ) : null}
    </>
  );
}

function ReadingRow({ reading, rules, timeZone }: { reading: Reading; rules: IntegrityRule[]; timeZone?: string }) {
  return (
    <tr>
      <td>{formatDateTime(reading.recordedAt, { timeZone })}</td>
      <td>{formatTemperature(reading.temperature, { oneDecimal: true })}</td>
      <td>{reading.status === 'ALERT' ? <Badge $tone="danger">Out of range</Badge> : <Badge $tone="success">In range</Badge>}</td>
      <td>{READING_SOURCE_LABELS[reading.source]}</td>
      <td>{reading.recordedByName ?? '—'}</td>
      <td>
        {reading.correctsId ? <Note>Correction: {reading.correctionReason}</Note> : null}
        {reading.corrections.map((c) => (
          <Note key={c.id}>
            Corrected to {formatTemperature(c.temperature, { oneDecimal: true })} by {c.recordedByName ?? 'someone'}: {c.reason}
          </Note>
        ))}
        {rules.map((rule) => (
          <Badge key={rule} $tone="warning">
            Flagged: {RULE_WORDS[rule]}
          </Badge>
        ))}
      </td>
    </tr>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th, td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(3)};
`;
