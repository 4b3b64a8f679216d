import type pg from 'pg';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { firstInPeriod, sharedCounter, spendOrRefuse } from '../../database/rate-limit.js';

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
    this.perAddress = sharedCounter(pool, 'inspector_ip', requestsPerMinute, 60);
    this.usesRecorded = sharedCounter(pool, 'inspector_use', 1, HOUR);
  }

  /** Counts one request from the address, or refuses it (429 with Retry-After) before the token is looked up. */
  reserve(address: string): Promise<void> {
    return spendOrRefuse(this.perAddress, address, (seconds) => `Too many requests for inspector links. Try again in ${seconds} second(s).`);
  }

  /** True the first time in an hour this address opens this link this way: only then is the use audited. */
  firstUseThisHour(linkId: number, address: string, what: string): Promise<boolean> {
    return firstInPeriod(this.usesRecorded, `${linkId}:${what}:${address}`);
  }
}
