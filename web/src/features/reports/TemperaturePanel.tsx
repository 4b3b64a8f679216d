import styled from 'styled-components';
import type { ReportFiguresQuery } from '../../graphql/graphql';
import { equipmentHistoryPath } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { MutedText as Muted } from '../../ui/RecordCard';
import { TableScroll } from '../../ui/TableScroll';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

/** The Temperature tab: each unit's readings, out-of-range readings and excursions in the range, and a way to its history. */
export function TemperaturePanel({ units }: { units: ReportFiguresQuery['reportFigures']['temperatureByUnit'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Temperature Trends</CardTitle>
      </CardHeader>
      <CardBody>
        {units.length ? (
          <TableScroll label="Temperature trends by unit">
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
          </TableScroll>
        ) : (
          <Muted>No equipment at these locations.</Muted>
        )}
      </CardBody>
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
