import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { isConnectionFailure } from './outage.js';
import { IDLE_CONNECTION_MS } from './pg-pool.js';
import { preparingClient } from './prepared-statements.js';
import { lastRecordEnd, parseLsn, ReplicaLag } from './replica-lag.js';

/** How often the replica's lag is measured (one small query on each server): requests never wait for a check. */
const PROBE_MS = 1000;
/** A good probe vouches for the replica this long; one that hangs (a replica that stopped answering) lets it lapse. */
const VOUCHED_MS = 4000;
/** Connecting to the replica longer than this counts as unreachable (the primary then answers). */
export const REPLICA_CONNECT_TIMEOUT_MS = 2000;
/** How often a pack waiting for the replica to catch up looks again. */
const CATCH_UP_POLL_MS = 100;

/** Where the primary's WAL ends, every commit included (replica-lag.ts, lastRecordEnd). */
const PRIMARY_POSITION = `select pg_current_wal_insert_lsn()::text as lsn, current_setting('wal_block_size')::bigint as page,
  (select setting::bigint from pg_settings where name = 'wal_segment_size') as segment`;
const REPLAYED_POSITION = 'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed';
/**
 * Whether the replica's WAL receiver runs (only its pid is visible to a role without
 * pg_read_all_stats). Without one the replica has lost its primary (an outage, a restart) and falls
 * further behind with every write until it reconnects, up to wal_retrieve_retry_interval later.
 */
const RECEIVING = 'select exists (select 1 from pg_stat_wal_receiver where pid is not null) as receiving';

/** READ_DATABASE_URL's connections: an ORM of its own (every query of its EntityManagers goes there) and a pg pool. */
export interface Replica {
  fork(): EntityManager;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * The replica's pg pool, with the same client and session settings as the primary's (pg-pool.ts):
 * one connection per pack a process makes at once, and one for the probe.
 */
export function createReplicaPool(url: string, packsAtOnce = 2): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: packsAtOnce + 1,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
    Client: preparingClient(),
  });
}

/**
 * Where reads of past records go — the one rule for which reads may be stale. A unit's history
 * (readings, readingStats, readingIntegrityFlags), Reports & Analytics (reportFigures, wasteLog,
 * siteLeague and its CSV), the records of a due-diligence or inspector pack and the inspector's
 * page read the replica (READ_DATABASE_URL) while it is at most READ_REPLICA_MAX_LAG_SECONDS
 * behind; nobody expects a write of their own there within seconds. Everything else reads the primary: writes and
 * whatever a write decides on, the dashboard and the other screens of the current state, the
 * check and action flows, sessions and sign-in, jobs that act on what they read, and the inspector
 * link's own validity (a revoked link must stop working at once).
 *
 * The replica's state comes from a probe every second, never from a check per request; a connection
 * failure on the replica sends that read to the primary at once, and the next ones until a probe
 * finds it again. Without READ_DATABASE_URL every read is the primary's.
 */
export class ReadDatabase {
  private readonly lag = new ReplicaLag();
  /** Until when the last good probe vouches for the replica (0: not in use). */
  private usableUntil = 0;
  /** Why it is not in use, as last logged (null: in use). */
  private problem: string | null = 'not probed yet';
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: Replica | null,
    private readonly maxLagMs: number,
  ) {
    // An idle connection dropped by the replica (restart, failover): not a primary outage, and not a crash.
    replica?.pool.on('error', (error) => this.unusable('unreachable', error.message));
  }

  /** Measures the replica once (so the first requests may use it), then every second. */
  async start(): Promise<void> {
    if (!this.replica) return;
    await this.probe();
    this.schedule();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.replica?.close();
  }

  /** Whether reads of past records go to the replica now. */
  get usesReplica(): boolean {
    return this.replica !== null && Date.now() < this.usableUntil;
  }

  /**
   * Runs a read of past records with an EntityManager on the replica while it is in use, else with the
   * primary's `em`. `work` only reads: after a connection failure (or a query the replica's recovery
   * cancelled) it runs again on the primary, so the caller gets an answer either way.
   */
  async read<T>(em: EntityManager, work: (records: EntityManager) => Promise<T>): Promise<T> {
    if (!this.replica || !this.usesReplica) return work(em);
    try {
      return await work(this.replica.fork());
    } catch (error) {
      if (!this.fellBack(error)) throw error;
      return work(em);
    }
  }

  /**
   * A connection for a pack's snapshot, holding everything committed before this call: the replica's
   * once it has replayed up to the primary's present position (waiting at most the lag bound), else
   * the primary's. A pack is evidence handed over as of its making, so it waits rather than miss the
   * last seconds; it reads the replica so a long snapshot does not weigh on the primary.
   */
  async caughtUpConnection(): Promise<pg.PoolClient> {
    if (this.replica && this.usesReplica) {
      const target = await this.primaryPosition();
      try {
        if (await this.replayedBy(this.replica.pool, target, Date.now() + this.maxLagMs)) return await this.replica.pool.connect();
      } catch (error) {
        if (!this.fellBack(error)) throw error;
      }
    }
    return this.primary.connect();
  }

  private async primaryPosition(): Promise<bigint> {
    const { rows } = await this.primary.query<{ lsn: string; page: string; segment: string }>(PRIMARY_POSITION);
    return lastRecordEnd(parseLsn(rows[0].lsn), BigInt(rows[0].page), BigInt(rows[0].segment));
  }

  private async replayedBy(replica: pg.Pool, target: bigint, deadline: number): Promise<boolean> {
    for (;;) {
      const { rows } = await replica.query<{ replayed: string | null }>(REPLAYED_POSITION);
      if (rows[0].replayed !== null && parseLsn(rows[0].replayed) >= target) return true;
      if (Date.now() >= deadline || !this.usesReplica) return false;
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
    }
  }

  /** Whether a failed replica read should run again on the primary (marking the replica unreachable when it was the connection). */
  private fellBack(error: unknown): boolean {
    const message = error instanceof Error ? error.message : String(error);
    if (isConnectionFailure(error) || /timeout exceeded when trying to connect/.test(message)) {
      this.unusable('unreachable', message);
      return true;
    }
    // 40001 on a standby: the query was cancelled because replay had to remove rows it was reading.
    return (error as { code?: unknown }).code === '40001';
  }

  private schedule(): void {
    this.timer = setTimeout(async () => {
      await this.probe();
      if (!this.closed) this.schedule();
    }, PROBE_MS);
    this.timer.unref();
  }

  /**
   * One measurement. A failed connection to the replica stops its use at once; a slow answer (a busy
   * machine) does not, but a replica that stops answering is no longer vouched for after VOUCHED_MS.
   * A primary that does not answer says nothing of the replica: its reads fail the same either way.
   */
  private async probe(): Promise<void> {
    const at = Date.now();
    let primaryLsn: bigint;
    try {
      primaryLsn = await this.primaryPosition();
    } catch {
      return;
    }
    try {
      const { rows } = await this.replica!.pool.query<{ standby: boolean; replayed: string | null }>(REPLAYED_POSITION);
      if (!rows[0].standby || rows[0].replayed === null)
        return this.unusable('not a standby', 'it is not replaying a primary (promoted, or the primary itself)');
      const [{ receiving }] = (await this.replica!.pool.query<{ receiving: boolean }>(RECEIVING)).rows;
      if (!receiving) return this.unusable('not streaming', 'it has no connection to the primary, so it misses every write since');
      const lagMs = this.lag.observe(primaryLsn, parseLsn(rows[0].replayed), at, Date.now());
      if (lagMs > this.maxLagMs) return this.unusable('behind', `${(lagMs / 1000).toFixed(1)} s behind the primary, more than READ_REPLICA_MAX_LAG_SECONDS`);
      this.usableUntil = Date.now() + VOUCHED_MS;
      if (this.problem !== null) console.log(`[read replica] in use (${(lagMs / 1000).toFixed(1)} s behind the primary)`);
      this.problem = null;
    } catch (error) {
      this.unusable('unreachable', error instanceof Error ? error.message : String(error));
    }
  }

  /** Reads go to the primary until a probe finds the replica usable again; logged once per kind of problem. */
  private unusable(kind: string, detail: string): void {
    this.usableUntil = 0;
    if (this.closed || this.problem === kind) return;
    this.problem = kind;
    console.error(`[read replica] not used: ${kind} (${detail}); reads of past records go to the primary`);
  }
}
