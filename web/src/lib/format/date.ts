import { type DateFormat, displayPreferences } from './display-preferences';

/**
 * THE rule for dates and times on screens: the day in the company's date format (Settings,
 * General), the time in the browser's own locale, both on a clock: the site's zone where the
 * screen shows one site's records (the phone's checks due today), else the browser's.
 */
export type DateStyle = { timeZone?: string; dateFormat?: DateFormat };

export function formatDate(iso: string | null | undefined, style: DateStyle = {}): string {
  if (!iso) return '—';
  // A bare day ('2026-11-22', e.g. a training expiry) is that day wherever the browser is.
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const { year, month, day } = bare ? { year: bare[1], month: bare[2], day: bare[3] } : partsOf(new Date(iso), style.timeZone);
  return dayInFormat({ year, month, day }, style.dateFormat ?? displayPreferences().dateFormat);
}

export function formatDateTime(iso: string | null | undefined, style: DateStyle = {}): string {
  return iso ? `${formatDate(iso, style)} ${timeOf(new Date(iso), style.timeZone)}` : '—';
}

/** Hours and minutes in the browser's locale (2:05 PM, 14:05), on the given clock. */
function timeOf(date: Date, timeZone: string | undefined): string {
  return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', timeZone });
}

function dayInFormat({ year, month, day }: { year: string; month: string; day: string }, dateFormat: DateFormat): string {
  switch (dateFormat) {
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
    default:
      return `${month}/${day}/${year}`;
  }
}

const calendars = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant on a clock (undefined: the browser's). */
function partsOf(date: Date, timeZone: string | undefined): { year: string; month: string; day: string } {
  const key = timeZone ?? '';
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    calendars.set(key, calendar);
  }
  const parts = Object.fromEntries(calendar.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: parts.year, month: parts.month, day: parts.day };
}

/** A running clock: hours, minutes and seconds. */
export function formatClock(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '2 days ago'. */
export function formatTimeAgo(iso: string, now = Date.now()): string {
  const ago = Math.max(0, now - new Date(iso).getTime());
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return relative.format(-Math.floor(ago / DAY), 'day');
}
