import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DataTable as Table } from '../../ui/DataTable';
import { Sparkline } from '../../ui/Sparkline';
import { TableScroll } from '../../ui/TableScroll';
import { LEAGUE_COLUMNS, type LeagueColumn, type LeagueRow, type SortOrder, sortRows } from './league-columns';

/** The league's rows, worst first until a heading is chosen; each figure links to the site's records, each site to its dashboard. */
export function LeagueTable({ rows }: { rows: LeagueRow[] }) {
  const [order, setOrder] = useState<SortOrder>({ key: 'rank', direction: 'ascending' });
  const sortBy = (key: string) =>
    setOrder((current) => ({ key, direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));
  return (
    <TableScroll label="League table of sites">
      <Table>
        <thead>
          <tr>
            {LEAGUE_COLUMNS.map((column) => (
              <th key={column.key} scope="col" aria-sort={order.key === column.key ? order.direction : 'none'}>
                <SortButton type="button" onClick={() => sortBy(column.key)}>
                  {column.label}
                  <span aria-hidden="true">{order.key === column.key ? (order.direction === 'ascending' ? ' ▲' : ' ▼') : ''}</span>
                </SortButton>
              </th>
            ))}
            <th scope="col">Trend</th>
          </tr>
        </thead>
        <tbody>
          {sortRows(rows, order).map((row) => (
            <tr key={row.locationId}>
              {LEAGUE_COLUMNS.map((column) => (
                <td key={column.key}>
                  <Figure row={row} column={column} />
                </td>
              ))}
              <td>
                <Trend row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function Figure({ row, column }: { row: LeagueRow; column: LeagueColumn }) {
  const text = column.text?.(row) ?? String(column.sortValue(row) ?? '—');
  if (!column.link) return <>{text}</>;
  const label = column.key === 'site' ? `Open the dashboard of ${row.locationName}` : `${column.label} at ${row.locationName}: ${text}`;
  return (
    <Link to={column.link(row)} aria-label={label}>
      {text}
    </Link>
  );
}

/** Daily completion and excursion minutes over the period, oldest day first. */
function Trend({ row }: { row: LeagueRow }) {
  return (
    <Lines>
      <Sparkline values={row.trend.map((day) => day.completionRate ?? null)} max={100} label={`Daily check completion at ${row.locationName}`} />
      <Sparkline values={row.trend.map((day) => day.excursionMinutes)} tone="danger" label={`Daily excursion minutes at ${row.locationName}`} />
    </Lines>
  );
}

const SortButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textStrong};
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;
