import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '../errors.js';

/**
 * A counter kept in PostgreSQL's `login_throttle` table (as sign-in's are), so every API process
 * shares it: `points` per `seconds`, per key, under its own prefix.
 */
export const sharedCounter = (pool: pg.Pool, keyPrefix: string, points: number, seconds: number): RateLimiterPostgres =>
  new RateLimiterPostgres({
    storeClient: pool,
    tableName: 'login_throttle',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration: seconds,
  });

/** Counts one use of `key`; past the limit, a 429 whose message `tooMany` words from the seconds to wait (also sent as Retry-After). */
export async function spendOrRefuse(counter: RateLimiterPostgres, key: string, tooMany: (seconds: number) => string): Promise<void> {
  try {
    await counter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new TooManyRequests(tooMany(seconds), seconds);
  }
}

/** Counts one use of `key`: true the first `points` times in the period, then false (no error: the caller just skips its work). */
export async function firstInPeriod(counter: RateLimiterPostgres, key: string): Promise<boolean> {
  try {
    await counter.consume(key);
    return true;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return false;
  }
}
