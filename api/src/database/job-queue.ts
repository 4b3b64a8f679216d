import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, runMigrations } from 'graphile-worker';
import { type RawBuilder, sql } from 'kysely';
import { databaseFailed, databaseUnavailable, isConnectionFailureMessage } from './outage.js';

/** graphile-worker keeps its tables in their own schema, apart from the entities' public schema. */
export const JOBS_SCHEMA = 'graphile_worker';

/** graphile-worker's info lines (one per job) stay quiet; warnings and errors reach the log. */
export const jobsLogger = new Logger((scope) => (level, message) => {
  if (level !== 'error' && level !== 'warning') return;
  // A runner's connections often hear of a lost server before the request pools do: that is the
  // outage itself, logged once (database/outage.ts), not one line per connection.
  if (isConnectionFailureMessage(message)) databaseFailed('jobs', message);
  // During an outage every poll fails alike.
  if (databaseUnavailable() || isConnectionFailureMessage(message)) return;
  console.error(`[jobs${scope.taskIdentifier ? ` ${scope.taskIdentifier}` : ''}] ${message}`);
});

/**
 * Installs or updates the job runner's own schema beside the entities' migrations, so every
 * database that can store a reading can also enqueue its jobs, whether a runner is up or not.
 */
export function migrateJobQueue(databaseUrl: string): Promise<void> {
  return runMigrations({ connectionString: databaseUrl, schema: JOBS_SCHEMA, logger: jobsLogger });
}

export interface JobOptions {
  /** When the job becomes due (default: now). */
  runAt?: Date;
  /** At most one pending job per key: adding again replaces it (or keeps its time, with preserveRunAt). */
  jobKey?: string;
  preserveRunAt?: boolean;
  /** Attempts before the job is given up, each retry after exp(attempt) seconds (graphile-worker's backoff). */
  maxAttempts?: number;
  /**
   * Due at runAt to the second (an alert's delay running out): the runners are woken then, not
   * left to find it at their next poll (JOBS_POLL_INTERVAL_MS). Only in a process that runs jobs.
   */
  onTime?: boolean;
}

/** Told of each onTime job put off to a later runAt: app/due-job-wakeups.ts wakes the runners at that moment. */
let putOffListener: ((runAt: Date) => void) | undefined;
export function listenForPutOffJobs(listener: ((runAt: Date) => void) | undefined): void {
  putOffListener = listener;
}

/**
 * SQL that enqueues one job. A write embeds it (or runs enqueue() in its transaction), so the job
 * commits or rolls back with the change that calls for it: no job for a write that failed, no
 * write without its job.
 */
export function addJobSql(task: string, payload: RawBuilder<unknown>, options: JobOptions | SqlJobOptions = {}): RawBuilder<unknown> {
  return sql`graphile_worker.add_job(${task}, ${payload}::json,
    run_at => ${options.runAt ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? null}::int,
    job_key => ${options.jobKey ?? null}::text,
    job_key_mode => ${options.preserveRunAt ? 'preserve_run_at' : 'replace'})`;
}

/** JobOptions whose time and key are SQL expressions of the statement that adds the job (null: now, no key). */
export interface SqlJobOptions extends Omit<JobOptions, 'runAt' | 'jobKey' | 'onTime'> {
  runAt?: RawBuilder<Date | null>;
  jobKey?: RawBuilder<string | null>;
}

/** An onTime job a statement put off to runAt (addJobSql): the runners are woken then, as enqueue's are. */
export function jobPutOff(runAt: Date): void {
  if (runAt.getTime() > Date.now()) putOffListener?.(runAt);
}

/** Enqueues a job in the EntityManager's current transaction. */
export async function enqueue(em: EntityManager, task: string, payload: object, options?: JobOptions): Promise<void> {
  await sql`select ${addJobSql(task, sql`${JSON.stringify(payload)}`, options)}`.execute(em.getKysely());
  // A rolled-back enqueue leaves a wake with nothing to run: harmless, a runner looks and finds nothing.
  if (options?.onTime && options.runAt) jobPutOff(options.runAt);
}

/**
 * Frees locked jobs, so a runner takes them again: every locked job, or those locked by the given
 * worker pools except the ones they still run.
 */
export async function unlockJobs(em: EntityManager, of?: { pools: string[]; except: string[] }): Promise<void> {
  const which = of ? sql`locked_by = any(${of.pools}::text[]) and not (id = any(${of.except}::bigint[]))` : sql`locked_by is not null`;
  await sql`update ${sql.table(`${JOBS_SCHEMA}._private_jobs`)} set locked_by = null, locked_at = null where ${which}`.execute(em.getKysely());
}

/** Who writes a heartbeat: the host and process id an operator finds the pool's process by. */
export interface JobProcess {
  host: string;
  pid: number;
}

/** This process's word that its worker pools are alive, in the database's time (hosts' clocks never matter). */
export async function beatJobPools(em: EntityManager, pools: string[], { host, pid }: JobProcess): Promise<void> {
  await sql`
    insert into job_worker_heartbeat (worker_id, host, pid) select unnest(${pools}::text[]), ${host}, ${pid}
    on conflict (worker_id) do update set beat_at = now()`.execute(em.getKysely());
}

/**
 * Frees the jobs locked by a pool whose heartbeat stopped more than `silentSeconds` ago: its process
 * was killed or lost the database. Any process may run it at any time: a job locked by a live pool
 * is never touched, nor one of a pool that never beat (a process of a version before heartbeats,
 * during a rolling deploy: graphile-worker's own expiry still covers it). Returns how many were freed.
 */
export async function releaseJobsOfSilentPools(em: EntityManager, silentSeconds: number): Promise<number> {
  const silentPools = sql`select worker_id from job_worker_heartbeat where beat_at < now() - make_interval(secs => ${silentSeconds})`;
  const { rows } = await sql<{ id: string }>`
    update ${sql.table(`${JOBS_SCHEMA}._private_jobs`)} set locked_by = null, locked_at = null
    where locked_by in (${silentPools}) returning id`.execute(em.getKysely());
  await sql`update ${sql.table(`${JOBS_SCHEMA}._private_job_queues`)} set locked_by = null, locked_at = null where locked_by in (${silentPools})`.execute(
    em.getKysely(),
  );
  // A day later nobody needs to know the pool existed (its jobs were freed long before).
  await sql`delete from job_worker_heartbeat where beat_at < now() - interval '1 day'`.execute(em.getKysely());
  if (rows.length > 0) await wakeRunners(em, rows.length);
  return rows.length;
}

/**
 * At shutdown, after the grace: frees every job the given pools still lock, due at once and with
 * the interrupted attempt not counted (it did not fail), and forgets the pools' heartbeats.
 */
export async function releaseJobsOfStoppingPools(em: EntityManager, pools: string[]): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    update ${sql.table(`${JOBS_SCHEMA}._private_jobs`)} set locked_by = null, locked_at = null, run_at = least(run_at, now()), attempts = greatest(attempts - 1, 0)
    where locked_by = any(${pools}::text[]) returning id`.execute(em.getKysely());
  await sql`delete from job_worker_heartbeat where worker_id = any(${pools}::text[])`.execute(em.getKysely());
  if (rows.length > 0) await wakeRunners(em, rows.length);
  return rows.length;
}

/** Tells every listening runner that jobs are ready now (graphile-worker's own channel), rather than at its next poll. */
export async function wakeRunners(em: EntityManager, count: number): Promise<void> {
  await sql`select pg_notify('jobs:insert', ${JSON.stringify({ count })})`.execute(em.getKysely());
}
