import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '../../errors.js';

declare module '../../services.js' {
  interface AppServices {
    /** Sign-ups per address, shared by REST and GraphQL registration. */
    signUps: SignUpThrottle;
  }
}

const HOUR = 60 * 60;

/** Each sign-up costs an argon2 hash and an account: one address may make SIGN_UPS_PER_HOUR of them an hour. */
export class SignUpThrottle {
  private readonly perIp: RateLimiterPostgres;

  constructor(pool: pg.Pool, perHour: number) {
    this.perIp = new RateLimiterPostgres({
      storeClient: pool,
      tableName: 'login_throttle',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: 'sign_up_ip',
      points: perHour,
      duration: HOUR,
    });
  }

  /** Counted before the password is hashed, so concurrent sign-ups cannot pass the limit. */
  async reserve(ip: string): Promise<void> {
    try {
      await this.perIp.consume(ip);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const minutes = Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
      throw new TooManyRequests(`Too many accounts created from this address. Try again in ${minutes} minute(s).`, Math.ceil(rejection.msBeforeNext / 1000));
    }
  }
}
