import type { CalibrationRowFragment } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { formatTemperature } from '../../lib/format/temperature';
import { Badge } from '../../ui/Badge';
import { DataTable as Table } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { ThermometerIcon } from '../../ui/icons';
import { TableScroll } from '../../ui/TableScroll';

/** The location's calibrations, newest first: probe, reference, reading, variance, verdict, who and when. */
export function CalibrationHistory({ calibrations }: { calibrations: CalibrationRowFragment[] }) {
  if (!calibrations.length)
    return <EmptyState icon={<ThermometerIcon />} title="No calibrations recorded" text="Record a probe's ice-point or boiling-point test above." />;
  return (
    <TableScroll label="Calibration history">
      <Table>
        <thead>
          <tr>
            <th scope="col">Probe</th>
            <th scope="col">Reference</th>
            <th scope="col">Reading</th>
            <th scope="col">Variance</th>
            <th scope="col">Result</th>
            <th scope="col">By</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {calibrations.map((row) => (
            <tr key={row.id}>
              <td>{row.equipmentName}</td>
              <td>{formatTemperature(row.referenceTemp)}</td>
              <td>{formatTemperature(row.actualTemp, { oneDecimal: true })}</td>
              {/* A difference, not a temperature: shown in °C, the unit the tolerance is set in. */}
              <td>{`${row.variance > 0 ? '+' : ''}${row.variance.toFixed(1)} °C`}</td>
              <td>{row.isWithinTolerance ? <Badge $tone="success">Within tolerance</Badge> : <Badge $tone="danger">Out of tolerance</Badge>}</td>
              <td>{row.calibratedBy}</td>
              <td>{formatDateTime(row.calibratedAt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
