import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { WasteLogDocument } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { MutedText as Muted } from '../../ui/RecordCard';
import { Spinner } from '../../ui/Spinner';
import { TableScroll } from '../../ui/TableScroll';
import { periodBounds, type ReportPeriod } from './report-period';

/**
 * Issue 36: the waste log — food discarded after corrective actions in the period — with its totals
 * per unit of quantity (the API adds them up). One chosen location, else every location the user may see.
 */
export function WasteLogCard({ period }: { period: ReportPeriod }) {
  const locationId = period.locationIds.length === 1 ? period.locationIds[0] : null;
  const { data, loading, error } = useQuery(WasteLogDocument, { variables: { ...periodBounds(period), locationId } });
  const log = data?.wasteLog;
  return (
    <Card aria-labelledby="waste-log-title" id="waste-log">
      <CardHeader>
        <CardTitle id="waste-log-title">Waste log</CardTitle>
        <Muted>{locationId === null ? 'Food discarded after corrective actions, at all your locations' : 'Food discarded after corrective actions'}</Muted>
      </CardHeader>
      <CardBody>
        {loading && !log ? <Spinner label="Loading the waste log" /> : null}
        {error && !log ? <LoadError title="Could not load the waste log" error={error} /> : null}
        {log && !log.entries.length ? <Muted>No food was discarded in this period.</Muted> : null}
        {log?.entries.length ? (
          <>
            <Totals aria-label="Waste totals">
              {log.totals.map((total) => (
                <li key={total.unit}>{`${total.quantity} ${total.unit} discarded (${total.entries} ${total.entries === 1 ? 'entry' : 'entries'})`}</li>
              ))}
            </Totals>
            <TableScroll label="Waste log entries">
              <Table>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Site</th>
                    <th scope="col">Food</th>
                    <th scope="col">Quantity</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {log.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatDateTime(entry.discardedAt)}</td>
                      <td>{entry.locationName}</td>
                      <td>{entry.food}</td>
                      <td>{`${entry.quantity} ${entry.unit}`}</td>
                      <td>{entry.reason}</td>
                      <td>{`Action #${entry.correctiveActionId}`}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </>
        ) : null}
      </CardBody>
    </Card>
  );
}

const Totals = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-weight: 600;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td { padding: ${({ theme }) => theme.space(2)}; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;
