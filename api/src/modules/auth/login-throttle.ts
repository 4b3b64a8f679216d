import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '../../errors.js';

declare module '../../services.js' {
  interface AppServices {
    /** Sign-in attempt counters, shared by REST and GraphQL sign-in. */
    throttle: LoginThrottle;
  }
}

const MINUTE = 60;
const FIFTEEN_MINUTES = 15 * MINUTE;
const DAY = 24 * 60 * MINUTE;
/** Attempts on one account from addresses it never signed in from, before the account is locked. */
export const ACCOUNT_ATTEMPTS = 10;

/**
 * Slows password guessing. Every attempt is counted BEFORE its password is checked (an atomic
 * upsert in PostgreSQL), so concurrent guesses cannot all slip under a limit:
 * - 5 attempts for one username from one address, or 50 from one address, per 15 minutes;
 * - 10 attempts on one account from unknown addresses lock it for 15 minutes, doubling with each
 *   lock-out within a day (30, 60 … up to 24 hours). Addresses the user signed in from in the
 *   last 90 days ("known devices") are not subject to the account lock, so an attacker cannot keep
 *   the owner out, and have only the per-address limits.
 * A successful sign-in clears that username's counters for its address and the account's.
 */
export class LoginThrottle {
  private readonly perUserAndIp: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;
  private readonly perAccount: RateLimiterPostgres;
  private readonly lockouts: RateLimiterPostgres;
  private readonly knownDevices: RateLimiterPostgres;

  constructor(pool: pg.Pool) {
    const shared = { storeClient: pool, tableName: 'login_throttle', tableCreated: true, clearExpiredByTimeout: false };
    this.perUserAndIp = new RateLimiterPostgres({ ...shared, keyPrefix: 'user_ip', points: 5, duration: FIFTEEN_MINUTES, blockDuration: FIFTEEN_MINUTES });
    this.perIp = new RateLimiterPostgres({ ...shared, keyPrefix: 'ip', points: 50, duration: FIFTEEN_MINUTES, blockDuration: FIFTEEN_MINUTES });
    this.perAccount = new RateLimiterPostgres({ ...shared, keyPrefix: 'account', points: ACCOUNT_ATTEMPTS, duration: FIFTEEN_MINUTES });
    this.lockouts = new RateLimiterPostgres({ ...shared, keyPrefix: 'lockouts', points: 1000, duration: DAY });
    this.knownDevices = new RateLimiterPostgres({ ...shared, keyPrefix: 'known', points: 1, duration: 90 * DAY });
  }

  /** Counts this attempt, or refuses it (429) before the password is even looked at. */
  async reserveAttempt(username: string, ip: string): Promise<void> {
    const account = username.toLowerCase();
    const known = (await this.knownDevices.get(pairKey(account, ip))) !== null;
    const results = await Promise.allSettled([
      this.perUserAndIp.consume(pairKey(account, ip)),
      this.perIp.consume(ip),
      known ? Promise.resolve(null) : this.consumeAccount(account),
    ]);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    const unexpected = refusals.find((reason) => !(reason instanceof RateLimiterRes));
    if (unexpected) throw unexpected;
    if (refusals.length) throw tooMany(Math.max(...refusals.map((r: RateLimiterRes) => r.msBeforeNext)));
  }

  /** The first attempt past the account's limit locks it, each lock-out of the day twice as long. */
  private async consumeAccount(account: string): Promise<RateLimiterRes> {
    try {
      return await this.perAccount.consume(account);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes) || rejection.consumedPoints !== ACCOUNT_ATTEMPTS + 1) throw rejection;
      const lockouts = (await this.lockouts.penalty(account, 1)).consumedPoints;
      const seconds = Math.min(DAY, FIFTEEN_MINUTES * 2 ** (lockouts - 1));
      await this.perAccount.block(account, seconds);
      throw new RateLimiterRes(0, seconds * 1000, ACCOUNT_ATTEMPTS + 1);
    }
  }

  /**
   * A signed-in person typing their password again (to change it, to turn off two-factor) is a
   * guess like a sign-in's: counted first under the same limits (429 past them), cleared when right.
   */
  async checkPassword(username: string, ip: string, verify: () => Promise<boolean>): Promise<boolean> {
    await this.reserveAttempt(username, ip);
    const valid = await verify();
    if (valid) await this.recordSuccess(username, ip);
    return valid;
  }

  /** The right password: the counters of this username start again, and this address becomes known. */
  async recordSuccess(username: string, ip: string): Promise<void> {
    const account = username.toLowerCase();
    await Promise.all([
      this.perUserAndIp.delete(pairKey(account, ip)),
      // Only failures count against an address (an office signing its staff in is no attack).
      this.perIp.reward(ip, 1),
      this.perAccount.delete(account),
      this.lockouts.delete(account),
      this.knownDevices.set(pairKey(account, ip), 1, 90 * DAY),
    ]);
  }
}

const pairKey = (account: string, ip: string) => `${account}|${ip}`;

function tooMany(msBeforeNext: number): TooManyRequests {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new TooManyRequests(`Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, seconds);
}
