import { InvalidInput } from '../../errors.js';
import type { OpeningTimes } from './location.entity.js';

/** The days opening times may name: the English names PostgreSQL's to_char(…, 'FMDay') gives, which the opening and closing checks read. */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** A day the site stays shut. */
export const CLOSED = 'Closed';

/** "07:00-22:00": 24-hour HH:MM from 00:00 to 23:59 (a one-digit hour is read as 0H). */
const HOURS = /^([01]?\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]?\d|2[0-3]):([0-5]\d)$/;
const SHAPE = 'Opening times must map up to 7 days to hours text, e.g. { "Monday": "07:00-22:00" }';

/**
 * A location's opening times, checked and written one way: each day Monday to Sunday maps to
 * "HH:MM-HH:MM" or "Closed". A closing time before the opening time means the site closes after
 * midnight ("18:00-02:00"), as the closing checks read it; the same time twice is refused.
 * Empty days are dropped; no days at all is null.
 */
export function normaliseOpeningTimes(times: OpeningTimes | null | undefined): OpeningTimes | null {
  if (!times) return null;
  const entries = Object.entries(times);
  if (entries.length > 7 || entries.some(([, hours]) => typeof hours !== 'string')) throw new InvalidInput(SHAPE);
  const days = entries.map(([day, hours]) => [weekDay(day), dayHours(weekDay(day), hours.trim())] as const).filter(([, hours]) => hours);
  if (new Set(days.map(([day]) => day)).size !== days.length) throw new InvalidInput('Opening times name a day twice');
  return days.length ? Object.fromEntries(days) : null;
}

function weekDay(name: string): string {
  const day = WEEK_DAYS.find((d) => d.toLowerCase() === name.trim().toLowerCase());
  if (!day) throw new InvalidInput(`"${name.slice(0, 20)}" is not a day: opening times use Monday to Sunday`);
  return day;
}

function dayHours(day: string, hours: string): string {
  if (!hours) return '';
  if (hours.toLowerCase() === CLOSED.toLowerCase()) return CLOSED;
  const match = HOURS.exec(hours);
  if (!match) throw new InvalidInput(`${day}: write opening hours as HH:MM-HH:MM from 00:00 to 23:59 (e.g. 07:00-22:00), or Closed`);
  const [opens, closes] = [`${match[1].padStart(2, '0')}:${match[2]}`, `${match[3].padStart(2, '0')}:${match[4]}`];
  if (opens === closes) throw new InvalidInput(`${day}: the site cannot open and close at ${opens}`);
  return `${opens}-${closes}`;
}
