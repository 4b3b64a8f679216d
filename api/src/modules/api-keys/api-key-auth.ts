import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PREPARED } from '../../database/prepared-statements.js';
import { Forbidden, TooManyRequests, Unauthenticated } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { COMPANY_SUSPENDED, companyIsActiveSql } from '../tenancy/company-status.js';
import { hashSecret } from './api-key-secrets.js';

declare module '../../services.js' {
  interface AppServices {
    /** Who a sensor gateway's Bearer request is, and how often it may ask. */
    apiKeys: ApiKeyAuth;
  }
}

/** A key's last use moves forward at most this often per process: never one write per reading. */
const TOUCH_EVERY_MS = 60 * 1000;
const MAX_TRACKED_TOUCHES = 10_000;

interface KeyRow {
  id: number;
  name: string;
  company_id: number;
  created_by_id: number;
  revoked_at: Date | null;
  company_active: boolean;
  location_ids: number[];
}

/**
 * Authenticates `Authorization: Bearer <key>` requests: one indexed look-up by the secret's hash
 * (which also yields the key's reach), a per-key request budget kept in PostgreSQL, and a
 * throttled last-used time.
 */
export class ApiKeyAuth {
  private readonly budget: RateLimiterPostgres;
  private readonly lastTouch = new Map<number, number>();

  constructor(pool: pg.Pool, requestsPerMinute: number) {
    this.budget = new RateLimiterPostgres({
      storeClient: pool,
      tableName: 'api_key_rate_limit',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: 'api_key',
      points: requestsPerMinute,
      duration: 60,
    });
  }

  /** The role-less viewer a key acts as: its company, and its one location or all the company's active ones. */
  async authenticate(em: EntityManager, secret: string): Promise<Viewer> {
    const key = await findKey(em, secret);
    if (!key) throw new Unauthenticated('Unknown API key');
    if (key.revoked_at) throw new Unauthenticated('This API key has been revoked');
    if (!key.company_active) throw new Forbidden(COMPANY_SUSPENDED);
    await this.spend(key.id);
    await this.touch(em, key.id);
    return {
      userId: key.created_by_id,
      username: `api-key:${key.id}`,
      fullName: key.name,
      role: '',
      roleLabel: 'API key',
      companyId: key.company_id,
      locationIds: key.location_ids,
      allCompanies: false,
      // A key has no password of its own to change.
      mustChangePassword: false,
      apiKeyId: key.id,
    };
  }

  private async spend(keyId: number): Promise<void> {
    try {
      await this.budget.consume(String(keyId));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new TooManyRequests(`Too many requests for this API key. Try again in ${seconds} second(s).`, seconds);
    }
  }

  private async touch(em: EntityManager, keyId: number): Promise<void> {
    const now = Date.now();
    const last = this.lastTouch.get(keyId);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
    if (this.lastTouch.size >= MAX_TRACKED_TOUCHES) this.lastTouch.clear();
    this.lastTouch.set(keyId, now);
    await sql`update api_key set last_used_at = now() where id = ${keyId}`.execute(em.getKysely());
  }
}

/** One statement on the unique secret_hash index (with whether its company is active); a deactivated location is out of a key's reach, as of everyone's. */
async function findKey(em: EntityManager, secret: string): Promise<KeyRow | undefined> {
  const { rows } = await sql<KeyRow>`${sql.raw(PREPARED)}
    select k.id, k.name, k.company_id, k.created_by_id, k.revoked_at, ${companyIsActiveSql(sql.ref('k.company_id'))} as company_active,
           array(select l.id from location l where l.company_id = k.company_id and l.is_active
                   and (k.location_id is null or l.id = k.location_id) order by l.id) as location_ids
    from api_key k where k.secret_hash = ${hashSecret(secret)}`.execute(em.getKysely());
  return rows[0];
}
