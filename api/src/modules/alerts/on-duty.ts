import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { User } from '../tenancy/user.entity.js';

/** One rota line: a person on duty on these ISO weekdays (1 Monday … 7 Sunday) from start to end, site time. */
export interface RotaEntry {
  userId: number;
  weekdays: number[];
  startsAt: string;
  endsAt: string;
}

/** The location's rota, in the order it was written. */
export async function rotaOf(em: EntityManager, companyId: number, locationId: number): Promise<RotaEntry[]> {
  return rowsOf<RotaEntry>(
    em,
    sql`select user_id as "userId", weekdays, starts_at as "startsAt", ends_at as "endsAt" from location_rota_entry
        where company_id = ${companyId} and location_id = ${locationId} order by position`,
  );
}

/**
 * Whether an entry covers this local moment. An end before the start runs past midnight: 22:00–06:00
 * on Monday covers Monday from 22:00 and Tuesday until 06:00 (the shift belongs to the day it starts).
 */
export function coversMoment(entry: RotaEntry, weekday: number, time: string): boolean {
  if (entry.startsAt < entry.endsAt) return entry.weekdays.includes(weekday) && entry.startsAt <= time && time < entry.endsAt;
  const dayBefore = weekday === 1 ? 7 : weekday - 1;
  return (entry.weekdays.includes(weekday) && time >= entry.startsAt) || (entry.weekdays.includes(dayBefore) && time < entry.endsAt);
}

/** The ISO weekday and HH:MM of an instant in a time zone. */
export function localMoment(instant: Date, timeZone: string): { weekday: number; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Who the rota has on duty at an instant, active people only; null when the location has no rota
 * (then its managers answer, recipients.ts). A rota with nobody on duty now is an empty list.
 */
export async function rotaOnDuty(em: EntityManager, companyId: number, locationId: number, timeZone: string, at: Date): Promise<User[] | null> {
  const rota = await rotaOf(em, companyId, locationId);
  if (!rota.length) return null;
  const { weekday, time } = localMoment(at, timeZone);
  const ids = [...new Set(rota.filter((entry) => coversMoment(entry, weekday, time)).map((entry) => entry.userId))];
  return ids.length ? em.find(User, { id: { $in: ids }, company: companyId, isActive: true }, { orderBy: { id: 'asc' } }) : [];
}
