import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { verify } from 'otplib';
import { hashPassword, verifyPassword } from './passwords.js';

/** RFC 6238 with 30-second steps; a code of the step before or after is accepted too (clock drift). */
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export interface TwoFactorRow {
  secret: string;
  enabled: boolean;
  lastTimeStep: number | null;
}

export async function twoFactorOf(em: EntityManager, userId: number): Promise<TwoFactorRow | undefined> {
  const { rows } = await sql<{ secret: string; enabled_at: Date | null; last_time_step: string | null }>`
    select secret, enabled_at, last_time_step from user_two_factor where user_id = ${userId}`.execute(em.getKysely());
  const row = rows[0];
  return row && { secret: row.secret, enabled: row.enabled_at !== null, lastTimeStep: row.last_time_step === null ? null : Number(row.last_time_step) };
}

/** A new (pending) secret replaces any pending one; an enabled enrolment is never overwritten here. */
export async function savePendingSecret(em: EntityManager, userId: number, sealedSecret: string): Promise<void> {
  await sql`insert into user_two_factor (user_id, secret) values (${userId}, ${sealedSecret})
    on conflict (user_id) do update set secret = excluded.secret, last_time_step = null, recovery_code_hashes = '{}'
    where user_two_factor.enabled_at is null`.execute(em.getKysely());
}

export async function enable(em: EntityManager, userId: number, recoveryCodeHashes: string[]): Promise<boolean> {
  const { rows } = await sql`update user_two_factor set enabled_at = now(), recovery_code_hashes = ${recoveryCodeHashes}
    where user_id = ${userId} and enabled_at is null returning user_id`.execute(em.getKysely());
  return rows.length === 1;
}

export async function removeTwoFactor(em: EntityManager, userId: number): Promise<boolean> {
  const { rows } = await sql`delete from user_two_factor where user_id = ${userId} returning user_id`.execute(em.getKysely());
  return rows.length === 1;
}

/**
 * Whether the code is right for this secret and newer than the last accepted one; the accepted
 * step is recorded in the same statement, so two requests cannot both use one code.
 */
export async function acceptCode(em: EntityManager, userId: number, secret: string, code: string): Promise<boolean> {
  const row = await twoFactorOf(em, userId);
  const result = await verify({ secret, token: code.replace(/\s/g, ''), period: PERIOD_SECONDS, epochTolerance: PERIOD_SECONDS }).catch(() => ({
    valid: false as const,
  }));
  // A TOTP result always names its time step (the HOTP half of the union never comes back here).
  const step = result.valid && 'timeStep' in result ? result.timeStep : undefined;
  if (step === undefined || (row?.lastTimeStep ?? -1) >= step) return false;
  const { rows } = await sql`update user_two_factor set last_time_step = ${step}
    where user_id = ${userId} and (last_time_step is null or last_time_step < ${step}) returning user_id`.execute(em.getKysely());
  return rows.length === 1;
}

/** Ten codes to keep on paper, e.g. "k3f9q-2m7xw" (no 0/o, 1/l/i to misread); only their hashes are stored. */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: await Promise.all(codes.map((code) => hashPassword(normalise(code)))) };
}

/** Uses up a recovery code: true once per code. */
export async function useRecoveryCode(em: EntityManager, userId: number, code: string): Promise<boolean> {
  const { rows } = await sql<{ hashes: string[] }>`select recovery_code_hashes as hashes from user_two_factor
    where user_id = ${userId} and enabled_at is not null`.execute(em.getKysely());
  for (const hash of rows[0]?.hashes ?? []) {
    if (!(await verifyPassword(hash, normalise(code)))) continue;
    const removed = await sql`update user_two_factor set recovery_code_hashes = array_remove(recovery_code_hashes, ${hash})
      where user_id = ${userId} and ${hash} = any(recovery_code_hashes) returning user_id`.execute(em.getKysely());
    return removed.rows.length === 1;
  }
  return false;
}

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
