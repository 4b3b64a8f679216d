import { csvTextOf } from '../reports/pack-csv.js';
import type { SiteLeagueRowType } from './site-league.types.js';

/** The league table's columns, in the screen's order (the trend stays on screen). */
const COLUMNS: [keyof SiteLeagueRowType & string, string][] = [
  ['rank', 'Rank'],
  ['locationName', 'Site'],
  ['areaName', 'Area'],
  ['firstDay', 'From'],
  ['lastDay', 'To'],
  ['completionRate', 'Completion %'],
  ['checksOnTime', 'Checks on time'],
  ['checksLate', 'Checks late'],
  ['checksMissed', 'Checks missed'],
  ['excursions', 'Excursions'],
  ['excursionMinutes', 'Excursion minutes'],
  ['openActions', 'Open actions'],
  ['overdueActions', 'Overdue actions'],
  ['resolvedActions', 'Actions resolved'],
  ['meanMinutesToResolve', 'Mean minutes to resolve'],
  ['integrityFlags', 'Integrity flags'],
];

/** The league table as a CSV file (the product's one CSV writer: spreadsheet-safe text, numbers as numbers). */
export function leagueCsv(rows: SiteLeagueRowType[]): string {
  return csvTextOf(COLUMNS, [], rows as unknown as Record<string, unknown>[]);
}
