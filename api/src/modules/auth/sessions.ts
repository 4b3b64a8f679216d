import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { sessionsEndedHere } from '../../http/session-cache.js';
import { settingsOf } from '../settings/settings.service.js';
import { defaultSettings } from '../settings/settings-defaults.js';

/**
 * Ends every session of these people at once, inside the caller's transaction: the rows go, so
 * their next request (on any API process) carries a cookie the store no longer knows.
 */
export async function endSessionsOf(em: EntityManager, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await sql`delete from session where (sess ->> 'userId')::int = any(${userIds}::int[])`.execute(em.getKysely());
  sessionsEndedHere();
}

/**
 * Ends every session of this person but the one they are using (they changed their password):
 * the others' next request is refused and their subscription sockets close with 4401.
 */
export async function endOtherSessionsOf(em: EntityManager, userId: number, currentSessionId: string): Promise<void> {
  await sql`delete from session where (sess ->> 'userId')::int = ${userId} and sid <> ${currentSessionId}`.execute(em.getKysely());
  sessionsEndedHere();
}

/**
 * A person may hold at most `keep` sessions (their company's Security setting): the one just
 * started stays, and beyond it the newest; the rest end as a logout elsewhere does (their next
 * request is refused, their subscription sockets close with 4401: app/subscription-sessions.ts).
 */
export async function endOldestSessions(em: EntityManager, userId: number, currentSessionId: string, keep: number): Promise<void> {
  const { numAffectedRows } = await sql`delete from session where (sess ->> 'userId')::int = ${userId} and sid <> ${currentSessionId} and sid not in (
            select sid from session where (sess ->> 'userId')::int = ${userId} and sid <> ${currentSessionId} and expire > now()
            order by (sess ->> 'signedInAt')::bigint desc nulls last limit ${Math.max(keep - 1, 0)})`.execute(em.getKysely());
  if (numAffectedRows) sessionsEndedHere();
}

/** Ends the sessions of everyone in a company (it was deactivated). */
export async function endCompanySessions(em: EntityManager, companyId: number): Promise<void> {
  await sql`delete from session where (sess ->> 'userId')::int in (select id from "user" where company_id = ${companyId})`.execute(em.getKysely());
  sessionsEndedHere();
}

/** Minutes without a request before a session ends: the company's Security setting, SPEC 9's default without a company. */
export async function idleTimeoutMinutes(em: EntityManager, companyId: number | null): Promise<number> {
  const { security } = companyId === null ? defaultSettings() : await settingsOf(em, companyId);
  return security.sessionTimeoutMinutes;
}
