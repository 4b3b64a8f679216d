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
}

/**
 * SQL that enqueues one job. A write embeds it (or runs enqueue() in its transaction), so the job
 * commits or rolls back with the change that calls for it: no job for a write that failed, no
 * write without its job.
 */
export function addJobSql(task: string, payload: RawBuilder<unknown>, options: JobOptions = {}): RawBuilder<unknown> {
  return sql`graphile_worker.add_job(${task}, ${payload}::json,
    run_at => ${options.runAt ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? null}::int,
    job_key => ${options.jobKey ?? null}::text,
    job_key_mode => ${options.preserveRunAt ? 'preserve_run_at' : 'replace'})`;
}

/** Enqueues a job in the EntityManager's current transaction. */
export async function enqueue(em: EntityManager, task: string, payload: object, options?: JobOptions): Promise<void> {
  await sql`select ${addJobSql(task, sql`${JSON.stringify(payload)}`, options)}`.execute(em.getKysely());
}

/**
 * Frees locked jobs, so a runner takes them again: every locked job, or those locked by the given
 * worker pools except the ones they still run.
 */
export async function unlockJobs(em: EntityManager, of?: { pools: string[]; except: string[] }): Promise<void> {
  const which = of ? sql`locked_by = any(${of.pools}::text[]) and not (id = any(${of.except}::bigint[]))` : sql`locked_by is not null`;
  await sql`update ${sql.table(`${JOBS_SCHEMA}._private_jobs`)} set locked_by = null, locked_at = null where ${which}`.execute(em.getKysely());
}
