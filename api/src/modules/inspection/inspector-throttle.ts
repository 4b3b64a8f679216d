import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '../../errors.js';

declare module '../../services.js' {
  interface AppServices {
    /** Inspector link requests per address, and the once-an-hour record of a link's use. */
    inspectorThrottle: InspectorThrottle;
  }
}

const HOUR = 60 * 60;

/**
 * The inspector routes need no account, so the client's address is all there is to count by:
 * INSPECTOR_REQUESTS_PER_MINUTE per address (guessing tokens, or opening a valid one in a loop, gets
 * 429s), and one audit event per link, address and kind of use per hour, so reloading a page cannot
 * fill the company's audit chain. Both counts live in PostgreSQL (like sign-in's), shared by every process.
 */
export class InspectorThrottle {
  private readonly perAddress: RateLimiterPostgres;
  private readonly usesRecorded: RateLimiterPostgres;

  constructor(pool: pg.Pool, requestsPerMinute: number) {
    const shared = { storeClient: pool, tableName: 'login_throttle', tableCreated: true, clearExpiredByTimeout: false };
    this.perAddress = new RateLimiterPostgres({ ...shared, keyPrefix: 'inspector_ip', points: requestsPerMinute, duration: 60 });
    this.usesRecorded = new RateLimiterPostgres({ ...shared, keyPrefix: 'inspector_use', points: 1, duration: HOUR });
  }

  /** Counts one request from the address, or refuses it (429 with Retry-After) before the token is looked up. */
  async reserve(address: string): Promise<void> {
    try {
      await this.perAddress.consume(address);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new TooManyRequests(`Too many requests for inspector links. Try again in ${seconds} second(s).`, seconds);
    }
  }

  /** True the first time in an hour this address opens this link this way: only then is the use audited. */
  async firstUseThisHour(linkId: number, address: string, what: string): Promise<boolean> {
    try {
      await this.usesRecorded.consume(`${linkId}:${what}:${address}`);
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return false;
    }
  }
}
