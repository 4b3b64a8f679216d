import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { percent } from '../compliance/compliance-summary.service.js';
import { integrityFlagRows } from '../history/integrity-rules.sql.js';
import { canReadSiteLeague } from '../tenancy/roles.js';
import { type LeagueDays, type LeagueSiteRow, leagueSiteRows } from './site-league.sql.js';
import type { LeaguePreset, SiteLeagueRowType } from './site-league.types.js';

export interface LeaguePeriod {
  preset: LeaguePreset;
  from?: string | null;
  to?: string | null;
}

/** A custom period's longest span, as history's ranges (a year, leap day included). */
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const PRESET_DAYS: Record<Exclude<LeaguePreset, 'custom'>, number> = { last_7_days: 7, last_30_days: 30 };

/**
 * The league table: one row per site within the viewer's reach (an area manager's reach is their
 * areas' sites), worst first. Only a company's administrators who look after sites company-wide or
 * by area may read it; anyone else is refused.
 */
export async function siteLeague(em: EntityManager, viewer: Viewer, period: LeaguePeriod): Promise<SiteLeagueRowType[]> {
  if (!canReadSiteLeague(viewer) || viewer.companyId === null) throw new Forbidden();
  const days = leagueDays(period);
  const rows = await leagueSiteRows(em, { companyId: viewer.companyId, locationIds: viewer.locationIds, days });
  const flags = await integrityFlagCounts(em, rows);
  return ranked(rows.map((row) => toLeagueRow(row, flags.get(row.location_id) ?? 0)));
}

/** A preset, or a custom from..to of real calendar days, from not after to, at most a year. */
export function leagueDays({ preset, from, to }: LeaguePeriod): LeagueDays {
  if (preset !== 'custom') return { lastDays: PRESET_DAYS[preset] };
  if (!from || !to) throw new InvalidInput('A custom period needs from and to (YYYY-MM-DD)');
  const [start, end] = [calendarDay(from, 'from'), calendarDay(to, 'to')];
  if (start > end) throw new InvalidInput('from must not be after to');
  if ((end - start) / DAY_MS + 1 > MAX_DAYS) throw new InvalidInput(`The period may be at most ${MAX_DAYS} days`);
  return { from, to };
}

function calendarDay(text: string, name: string): number {
  const time = Date.parse(`${text}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: a real day prints back as itself.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) {
    throw new InvalidInput(`${name} must be a date (YYYY-MM-DD)`);
  }
  return time;
}

/**
 * Each site's record-integrity flags (history's one rule), counted where the flag's first reading
 * falls in the site's own window: one statement over every site, across the union of the windows.
 */
async function integrityFlagCounts(em: EntityManager, rows: LeagueSiteRow[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!rows.length) return counts;
  const windows = new Map(rows.map((row) => [row.location_id, { from: new Date(row.from_at), to: new Date(row.to_at) }]));
  const from = new Date(Math.min(...[...windows.values()].map((w) => w.from.getTime())));
  const to = new Date(Math.max(...[...windows.values()].map((w) => w.to.getTime())));
  for (const flag of await integrityFlagRows(em, { from, to, locationIds: [...windows.keys()] })) {
    const window = windows.get(flag.location_id);
    const first = new Date(flag.first_at);
    if (window && first >= window.from && first < window.to) counts.set(flag.location_id, (counts.get(flag.location_id) ?? 0) + 1);
  }
  return counts;
}

function toLeagueRow(row: LeagueSiteRow, integrityFlags: number): SiteLeagueRowType {
  return {
    rank: 0,
    locationId: row.location_id,
    locationName: row.location_name,
    areaName: row.area_name,
    firstDay: row.first_day,
    lastDay: row.last_day,
    from: new Date(row.from_at),
    to: new Date(row.to_at),
    checksOnTime: row.on_time,
    checksLate: row.late,
    checksMissed: row.missed,
    completionRate: completionRate(row.on_time, row.late, row.missed),
    excursions: row.excursions,
    excursionMinutes: row.excursion_minutes,
    openActions: row.open_actions,
    overdueActions: row.overdue_actions,
    resolvedActions: row.resolved_actions,
    meanMinutesToResolve: row.mean_minutes_to_resolve,
    integrityFlags,
    trend: row.trend.map((day) => ({ day: day.day, completionRate: completionRate(day.onTime, day.late, day.missed), excursionMinutes: day.excursionMinutes })),
  };
}

/** Completed (on time or late) ÷ checks whose outcome is known (completed or missed), one decimal. */
const completionRate = (onTime: number, late: number, missed: number) => percent(onTime + late, onTime + late + missed, 1);

/**
 * THE league order, worst first: the lowest completion rate (no check due: after every site with a
 * rate), then the most overdue actions, the most excursion minutes, the most integrity flags, the
 * most open actions, the slowest mean time to resolve (none resolved: last), then by site name.
 */
const LEAGUE_ORDER: ((a: SiteLeagueRowType, b: SiteLeagueRowType) => number)[] = [
  (a, b) => (a.completionRate ?? 101) - (b.completionRate ?? 101),
  (a, b) => b.overdueActions - a.overdueActions,
  (a, b) => b.excursionMinutes - a.excursionMinutes,
  (a, b) => b.integrityFlags - a.integrityFlags,
  (a, b) => b.openActions - a.openActions,
  (a, b) => (b.meanMinutesToResolve ?? -1) - (a.meanMinutesToResolve ?? -1),
  (a, b) => a.locationName.localeCompare(b.locationName) || a.locationId - b.locationId,
];

function ranked(rows: SiteLeagueRowType[]): SiteLeagueRowType[] {
  const sorted = [...rows].sort((a, b) => LEAGUE_ORDER.reduce((order, compare) => order || compare(a, b), 0));
  return sorted.map((row, index) => ({ ...row, rank: index + 1 }));
}
