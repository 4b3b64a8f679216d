import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { HaccpCcpCoverageDocument, HaccpPlanInForceDocument } from '../../graphql/graphql';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { MutedText } from '../../ui/RecordCard';
import { Spinner } from '../../ui/Spinner';
import { TableScroll } from '../../ui/TableScroll';
import { PlanTable } from './PlanTable';

type Period = { from: string; to: string };

/** Monitoring coverage per CCP of one plan over a period: what the API counted, shown as it is. */
export function HaccpCoverageTable({ planId, from, to }: { planId: number } & Period) {
  const { data, loading, error } = useQuery(HaccpCcpCoverageDocument, { variables: { planId, from, to } });
  const rows = data?.haccpCoverage;
  if (loading && !rows) return <Spinner label="Loading coverage" />;
  if (error && !rows) return <LoadError title="Could not load coverage" error={error} />;
  if (!rows?.length) return <MutedText>The plan has no critical control points to measure.</MutedText>;
  return (
    <TableScroll label="Monitoring coverage per critical control point">
      <PlanTable>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Critical limit</th>
            <th scope="col">Expected</th>
            <th scope="col">Recorded</th>
            <th scope="col">Coverage</th>
            <th scope="col">Excursions</th>
            <th scope="col">With corrective action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.step}-${row.limit?.key ?? row.kind}`}>
              <td>{row.label}</td>
              <td>
                {row.limit ? `${row.limit.source}: ${row.limit.text}` : 'No longer set'}
                {row.units.length ? (
                  <UnitList>
                    {row.units.map((unit) => (
                      <li key={unit.equipmentId}>
                        {unit.unit} ({unit.locationName}): {unit.received} of {unit.expected ?? 'no set number of'} readings
                      </li>
                    ))}
                  </UnitList>
                ) : null}
              </td>
              <td>{row.expected ?? 'Not set'}</td>
              <td>{row.recorded}</td>
              <td>{row.coveragePercent === null || row.coveragePercent === undefined ? '—' : `${row.coveragePercent}%`}</td>
              <td>{row.excursions}</td>
              <td>{row.withAction}</td>
            </tr>
          ))}
        </tbody>
      </PlanTable>
    </TableScroll>
  );
}

/** Reports & Analytics: the company plan in force, measured over the report's period. */
export function CompanyPlanCoverage(period: Period) {
  const { data, error } = useQuery(HaccpPlanInForceDocument, { variables: { locationId: null } });
  const plan = data?.haccpPlan;
  return (
    <Card>
      <CardHeader>
        <CardTitle>HACCP Monitoring Coverage</CardTitle>
      </CardHeader>
      <CardBody>
        {error ? <LoadError title="Could not load the HACCP plan" error={error} /> : null}
        {data && !plan?.inForce ? <MutedText>No HACCP plan is in force yet.</MutedText> : null}
        {plan?.inForce ? <HaccpCoverageTable planId={plan.id} {...period} /> : null}
      </CardBody>
    </Card>
  );
}

const UnitList = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-left: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
