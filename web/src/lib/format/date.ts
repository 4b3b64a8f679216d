import { displayPreferences } from './display-preferences';

/**
 * Dates and times as screens show them: the day in the company's date format (Settings, General),
 * the time in the browser's own locale. Both in the browser's time zone.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  // A bare day ('2026-11-22', e.g. a training expiry) is that day wherever the browser is.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = new Date(iso);
  const [year, month, dayOfMonth] = day ? [day[1], day[2], day[3]] : [String(date.getFullYear()), pad(date.getMonth() + 1), pad(date.getDate())];
  switch (displayPreferences().dateFormat) {
    case 'DD/MM/YYYY':
      return `${dayOfMonth}/${month}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${dayOfMonth}`;
    default:
      return `${month}/${dayOfMonth}/${year}`;
  }
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? `${formatDate(iso)} ${new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}` : '—';
}

const pad = (n: number) => String(n).padStart(2, '0');

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
