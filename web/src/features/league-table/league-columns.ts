import type { SiteLeagueRowFieldsFragment } from '../../graphql/graphql';
import { formatMinutes } from '../../lib/format/minutes';
import { atLocationPath, leagueSitePath, paths } from '../../lib/paths';

export type LeagueRow = SiteLeagueRowFieldsFragment;

/** One column of the league table: its heading, the value it sorts by, and where its figure leads (the site's records). */
export interface LeagueColumn {
  key: string;
  label: string;
  sortValue(row: LeagueRow): number | string | null;
  /** Shown in the cell; the sort value when not given. */
  text?(row: LeagueRow): string;
  link?(row: LeagueRow): string;
}

const checks = (row: LeagueRow) => atLocationPath(paths.compliance, row.locationId);
const units = (row: LeagueRow) => atLocationPath(paths.temperature, row.locationId);
/** Reports & Analytics over the site's period: its units' excursions by the same evidence rule. */
const excursions = (row: LeagueRow) => `${atLocationPath(paths.reports, row.locationId)}&from=${row.firstDay}&to=${row.lastDay}`;
const actions = (row: LeagueRow) => atLocationPath(paths.correctiveActions, row.locationId);
const orDash = (value: number | null | undefined, unit = '') => (value == null ? '—' : `${value}${unit}`);

/** The league table's columns, in order. Every figure is the API's; the web only shows and sorts them. */
export const LEAGUE_COLUMNS: LeagueColumn[] = [
  { key: 'rank', label: 'Rank', sortValue: (row) => row.rank },
  { key: 'site', label: 'Site', sortValue: (row) => row.locationName, link: (row) => leagueSitePath(row.locationId) },
  { key: 'area', label: 'Area', sortValue: (row) => row.areaName ?? null, text: (row) => row.areaName ?? '—' },
  { key: 'completion', label: 'Completion', sortValue: (row) => row.completionRate ?? null, text: (row) => orDash(row.completionRate, '%'), link: checks },
  { key: 'onTime', label: 'On time', sortValue: (row) => row.checksOnTime, link: checks },
  { key: 'late', label: 'Late', sortValue: (row) => row.checksLate, link: checks },
  { key: 'missed', label: 'Missed', sortValue: (row) => row.checksMissed, link: checks },
  { key: 'excursionMinutes', label: 'Excursion minutes', sortValue: (row) => row.excursionMinutes, link: excursions },
  { key: 'openActions', label: 'Open actions', sortValue: (row) => row.openActions, link: actions },
  { key: 'overdueActions', label: 'Overdue actions', sortValue: (row) => row.overdueActions, link: actions },
  {
    key: 'meanToResolve',
    label: 'Mean time to resolve',
    sortValue: (row) => row.meanMinutesToResolve ?? null,
    text: (row) => formatMinutes(row.meanMinutesToResolve),
    link: actions,
  },
  { key: 'integrityFlags', label: 'Integrity flags', sortValue: (row) => row.integrityFlags, link: units },
];

export type SortOrder = { key: string; direction: 'ascending' | 'descending' };

/** Rows in the chosen column's order; an empty figure (—) always last, ties by rank. */
export function sortRows(rows: LeagueRow[], { key, direction }: SortOrder): LeagueRow[] {
  const column = LEAGUE_COLUMNS.find((c) => c.key === key) ?? LEAGUE_COLUMNS[0];
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [column.sortValue(a), column.sortValue(b)];
    if (x === null || y === null) return x === y ? a.rank - b.rank : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return order * sign || a.rank - b.rank;
  });
}
