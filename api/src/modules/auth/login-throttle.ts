import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '../../errors.js';

declare module '../../services.js' {
  interface AppServices {
    /** Sign-in failure counters, shared by REST and GraphQL sign-in. */
    throttle: LoginThrottle;
  }
}

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Slows password guessing: 5 failures for one username from one address, or 50 from one
 * address across usernames, block further attempts for 15 minutes. Counters live in PostgreSQL.
 */
export class LoginThrottle {
  private readonly perUserAndIp: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;

  constructor(pool: pg.Pool) {
    const shared = { storeClient: pool, tableName: 'login_throttle', tableCreated: true, clearExpiredByTimeout: false };
    this.perUserAndIp = new RateLimiterPostgres({ ...shared, keyPrefix: 'user_ip', points: 5, duration: FIFTEEN_MINUTES, blockDuration: FIFTEEN_MINUTES });
    this.perIp = new RateLimiterPostgres({ ...shared, keyPrefix: 'ip', points: 50, duration: FIFTEEN_MINUTES, blockDuration: FIFTEEN_MINUTES });
  }

  /** Refuses before the password is even checked when either counter is exhausted. */
  async assertAllowed(username: string, ip: string): Promise<void> {
    const [pair, address] = await Promise.all([this.perUserAndIp.get(pairKey(username, ip)), this.perIp.get(ip)]);
    const blocked = [pair, address].filter((r): r is RateLimiterRes => r !== null && r.remainingPoints <= 0);
    if (blocked.length) throw tooMany(Math.max(...blocked.map((r) => r.msBeforeNext)));
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await Promise.all([this.perUserAndIp.consume(pairKey(username, ip)), this.perIp.consume(ip)]).catch((rejection) => {
      if (rejection instanceof RateLimiterRes) return;
      throw rejection;
    });
  }

  async recordSuccess(username: string, ip: string): Promise<void> {
    await this.perUserAndIp.delete(pairKey(username, ip));
  }
}

const pairKey = (username: string, ip: string) => `${username.toLowerCase()}|${ip}`;

function tooMany(msBeforeNext: number): TooManyRequests {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new TooManyRequests(`Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, seconds);
}
