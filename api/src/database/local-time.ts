import { type RawBuilder, sql } from 'kysely';

/**
 * THE rule for "today" and "this month": they are the location's own, in its IANA time zone
 * (location.timezone), never the server's or UTC's. A check completed at 23:30 in New York
 * belongs to that New York day, though it is already tomorrow in UTC. PostgreSQL does the
 * calendar arithmetic (DST included): date_trunc in a zone gives the instant that local period began.
 * `timezone` is a zone name, or SQL naming a location's timezone column.
 */
export function localPeriodStart(period: 'day' | 'month', timezone: string | RawBuilder<string>): RawBuilder<Date> {
  return sql<Date>`date_trunc(${period}::text, now(), ${timezone}::text)`;
}

/** How a company writes a day (Settings, General): UK/EU day first, US month first, or ISO. */
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * THE rule for a time people read (e-mails, the PDF and CSV packs, the inspector's pack): the
 * location's own clock, the day in the company's date format, 24-hour time and the zone named,
 * e.g. "27/11/2026 10:45 GMT". A time a machine reads stays UTC ISO 8601.
 */
export function formatLocalDateTime(instant: Date | string, timeZone: string, dateFormat: DateFormat): string {
  const { localDay, minuteOfDay, zoneName } = clockAt(epochOf(instant), timeZone);
  return `${dayText(localDay, dateFormat)} ${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)} ${zoneName}`;
}

/** The location's calendar day of an instant, in the company's date format. */
export function formatLocalDate(instant: Date | string, timeZone: string, dateFormat: DateFormat): string {
  return dayText(clockAt(epochOf(instant), timeZone).localDay, dateFormat);
}

/** A calendar day given as YYYY-MM-DD (a training expiry, a day of daily figures) in the company's date format. */
export function formatDay(day: string, dateFormat: DateFormat): string {
  const [year, month, date] = day.split('-');
  if (dateFormat === 'DD/MM/YYYY') return `${date}/${month}/${year}`;
  if (dateFormat === 'MM/DD/YYYY') return `${month}/${date}/${year}`;
  return day;
}

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const epochOf = (instant: Date | string) => (typeof instant === 'string' ? Date.parse(instant) : instant.getTime());

/** Days since 1970-01-01 as text; the last one is kept, as a pack's rows come a day at a time. */
let lastDay = { day: Number.NaN, dateFormat: '', text: '' };
function dayText(day: number, dateFormat: DateFormat): string {
  if (lastDay.day !== day || lastDay.dateFormat !== dateFormat) {
    const date = new Date(day * DAY);
    const iso = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    lastDay = { day, dateFormat, text: formatDay(iso, dateFormat) };
  }
  return lastDay.text;
}

/**
 * Offsets change only on a quarter hour, at most once a day, in every zone in use: a UTC day whose
 * first and last quarter hours have the same offset has it throughout. So Intl is asked twice per
 * zone and day (a day with a change: once per quarter hour) however many rows a pack holds.
 */
const QUARTER_HOUR = 15 * 60_000;
const steadyDays = new Map<string, Map<number, ZoneOffset | null>>();
const formats = new Map<string, Intl.DateTimeFormat>();
type ZoneOffset = { offset: number; zoneName: string };

/** The local day (days since 1970-01-01), the minute of that day and the zone's short name at an instant. */
function clockAt(epochMs: number, timeZone: string): { localDay: number; minuteOfDay: number; zoneName: string } {
  const { offset, zoneName } = zoneOffset(epochMs, timeZone);
  const local = epochMs + offset;
  const localDay = Math.floor(local / DAY);
  return { localDay, minuteOfDay: Math.floor((local - localDay * DAY) / 60_000), zoneName };
}

function zoneOffset(epochMs: number, timeZone: string): ZoneOffset {
  const day = Math.floor(epochMs / DAY);
  const days = steadyDays.get(timeZone) ?? new Map<number, ZoneOffset | null>();
  steadyDays.set(timeZone, days);
  let steady = days.get(day);
  if (steady === undefined) {
    const first = offsetAt(day * DAY, timeZone);
    const last = offsetAt((day + 1) * DAY - QUARTER_HOUR, timeZone);
    steady = first.offset === last.offset && first.zoneName === last.zoneName ? first : null;
    if (days.size >= 5000) days.clear();
    days.set(day, steady);
  }
  return steady ?? offsetAt(Math.floor(epochMs / QUARTER_HOUR) * QUARTER_HOUR, timeZone);
}

/** The offset from UTC, and the zone's short British name: GMT, BST, CET, or the offset where it has none (GMT-5). */
function offsetAt(epochMs: number, timeZone: string): { offset: number; zoneName: string } {
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(epochMs)
      .map((part) => [part.type, part.value]),
  );
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts[type]);
  const offset = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour') % 24, n('minute'), n('second')) - epochMs;
  return { offset, zoneName: parts.timeZoneName };
}

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let known = formats.get(timeZone);
  if (!known) {
    const fields = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    known = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', timeZoneName: 'short', ...fields });
    formats.set(timeZone, known);
  }
  return known;
}
