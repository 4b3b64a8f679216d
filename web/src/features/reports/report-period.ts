import { LOCATION_PARAM } from '../../lib/paths';

/** The range Reports & Analytics shows: whole local days, the last one included. */
export interface ReportPeriod {
  fromDay: string;
  toDay: string;
  /** Empty: every location the user may use. */
  locationIds: number[];
}

const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The last 30 days, today included, at every location. */
export function defaultPeriod(now = new Date()): ReportPeriod {
  const from = new Date(now);
  from.setDate(from.getDate() - 29);
  return { fromDay: dayOf(from), toDay: dayOf(now), locationIds: [] };
}

/**
 * A period a link asks for (the league table's excursions: ?location=2&from=2026-10-05&to=2026-10-11),
 * else the default. A malformed link falls back to the default rather than failing.
 */
export function linkedPeriod(params: URLSearchParams, now = new Date()): ReportPeriod {
  const [fromDay, toDay, location] = [params.get('from') ?? '', params.get('to') ?? '', Number(params.get(LOCATION_PARAM))];
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(fromDay) || !day.test(toDay) || fromDay > toDay) return defaultPeriod(now);
  return { fromDay, toDay, locationIds: Number.isSafeInteger(location) && location > 0 ? [location] : [] };
}

/** The API's [from, to) for a period: from the first day's start to the day after the last. */
export function periodBounds({ fromDay, toDay }: ReportPeriod): { from: string; to: string } {
  const to = new Date(`${toDay}T00:00`);
  to.setDate(to.getDate() + 1);
  return { from: new Date(`${fromDay}T00:00`).toISOString(), to: to.toISOString() };
}

export const isValidPeriod = (p: ReportPeriod) => Boolean(p.fromDay && p.toDay && p.fromDay <= p.toDay);

const FREQUENCY_WORDS: Record<string, string> = { daily: 'Daily Checks', weekly: 'Weekly Checks', monthly: 'Monthly Checks' };
export const frequencyLabel = (frequency: string) => FREQUENCY_WORDS[frequency] ?? `${frequency[0]?.toUpperCase() ?? ''}${frequency.slice(1)} Checks`;

const SEVERITY_WORDS: Record<string, string> = { critical: 'Critical alerts', high: 'High priority', medium: 'Medium priority', low: 'Low priority' };
export const severityLabel = (severity: string) => SEVERITY_WORDS[severity] ?? severity;
