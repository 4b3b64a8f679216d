import { sql } from 'kysely';
import pg from 'pg';
import type { JobContext } from '../../job-context.js';
import { auditInsert } from '../audit/audit.service.js';
import { backupStore } from '../backups/backup-store.js';
import { settingsOf } from '../settings/settings.service.js';
import { compileOnly } from './compile-only.js';
import { verifyReadingsArchive, writeReadingsArchive } from './reading-archive-file.js';
import { bookNextCleanup } from './retention-schedule.js';

/** 21 CFR 117.315: records are kept at least two years, whatever a setting says. */
const MIN_RETENTION_DAYS = 730;
const DAY_MS = 86_400_000;
/** The advisory lock's first key: one company's cleanup runs in one process at a time. */
const CLEANUP_LOCK = 31_003;

/** The daily cleanup job: each company with data cleanup on, then the next day's run is booked. */
export async function runScheduledCleanup(context: JobContext, payload: { scheduledFor: string }): Promise<void> {
  try {
    await runDataCleanup(context, new Date(payload.scheduledFor));
  } finally {
    await bookNextCleanup(context.em.fork(), context.config.backups, new Date(Math.max(Date.now(), Date.parse(payload.scheduledFor))));
  }
}

/** One day's cleanup for every company whose settings turn it on (off by default: nothing is ever removed then). */
export async function runDataCleanup(context: JobContext, scheduledFor: Date): Promise<void> {
  const { rows } = await sql<{ companyId: number; days: number }>`
    select company_id as "companyId", (settings -> 'general' ->> 'dataRetentionDays')::int as days from company_settings
    where (settings -> 'general' ->> 'dataCleanup')::boolean is true order by company_id`.execute(context.em.getKysely());
  for (const { companyId, days } of rows) {
    try {
      await cleanupCompany(context, companyId, Math.max(MIN_RETENTION_DAYS, days || 0), scheduledFor);
    } catch (error) {
      console.error(`[retention] company ${companyId}: cleanup failed, nothing removed: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/**
 * Archives, verifies, then removes one company's readings older than its retention period, on a
 * short-lived connection as the schema's owner (the app role may never delete a reading). The run
 * is claimed by its unique (company, day) row, so it is made once; a run that stops before the
 * removal's commit removed nothing, and the next day's run archives those readings again.
 */
async function cleanupCompany(context: JobContext, companyId: number, retentionDays: number, scheduledFor: Date): Promise<void> {
  const owner = new pg.Client({ connectionString: context.ownerUrl ?? context.databaseUrl });
  await owner.connect();
  try {
    // Held by this session until it ends: a slow run of yesterday never overlaps today's.
    const lock = await owner.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) ok', [CLEANUP_LOCK, companyId]);
    if (!lock.rows[0]!.ok) return;
    const cutoff = new Date(scheduledFor.getTime() - retentionDays * DAY_MS);
    const claimed = await owner.query<{ id: number }>(
      `insert into reading_archive (company_id, scheduled_for, period_end) values ($1, $2, $3)
       on conflict (company_id, scheduled_for) do nothing returning id`,
      [companyId, scheduledFor, cutoff],
    );
    if (claimed.rows.length === 0) return;
    const archiveId = claimed.rows[0]!.id;
    try {
      await archiveAndRemove(context, owner, { archiveId, companyId, cutoff });
    } catch (error) {
      await owner.query(`update reading_archive set status = 'failed', error = $2 where id = $1`, [archiveId, String((error as Error).message ?? error)]);
      throw error;
    }
  } finally {
    await owner.end();
  }
}

interface ArchiveRun {
  archiveId: number;
  companyId: number;
  cutoff: Date;
}

async function archiveAndRemove(context: JobContext, owner: pg.Client, run: ArchiveRun): Promise<void> {
  const ids = await removableReadings(owner, run.companyId, run.cutoff);
  if (ids.length === 0) {
    await owner.query(`update reading_archive set status = 'empty', row_count = 0 where id = $1`, [run.archiveId]);
    return;
  }
  const { general } = await settingsOf(context.em.fork(), run.companyId);
  const store = backupStore(context.config.backups);
  const name = `readings-company-${run.companyId}-before-${run.cutoff.toISOString().replace(/[:.]/g, '-')}-archive-${run.archiveId}.csv.gz`;
  try {
    await writeReadingsArchive(owner, run.companyId, ids, { dateFormat: general.dateFormat, timeZone: general.timezone }, await store.partialPath(name));
  } catch (error) {
    await store.remove(name);
    throw error;
  }
  const file = await store.commit(name);
  await owner.query(
    `update reading_archive set status = 'archived', file_name = $2, sha256 = $3, size_bytes = $4, row_count = $5,
       period_start = (select min(recorded_at) from temperature_reading where id = any($6::bigint[])) where id = $1`,
    [run.archiveId, name, file.sha256, file.sizeBytes, ids.length, ids],
  );
  // The recorded hash, read back from the table, against the file read back from disk.
  const recorded = await owner.query<{ sha256: string }>('select sha256 from reading_archive where id = $1', [run.archiveId]);
  await verifyReadingsArchive(file.path, recorded.rows[0]!.sha256, ids);
  await owner.query(`update reading_archive set status = 'verified', verified_at = now() where id = $1`, [run.archiveId]);
  await removeArchived(owner, run, ids);
}

/**
 * The company's readings recorded before the cut-off that nothing refers to. A reading a
 * correction, a corrective action's verification or any other foreign key names is kept (the
 * record that relies on it stays whole); it is archived and removed on a later day, once free.
 */
async function removableReadings(owner: pg.Client, companyId: number, cutoff: Date): Promise<string[]> {
  const references = await owner.query<{ tbl: string; col: string }>(
    `select c.conrelid::regclass::text tbl, a.attname col from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and c.confrelid = 'temperature_reading'::regclass`,
  );
  const unreferenced = references.rows
    .map(({ tbl, col }) => `and not exists (select 1 from ${tbl} ref where ref.${owner.escapeIdentifier(col)} = r.id)`)
    .join(' ');
  const { rows } = await owner.query<{ id: string }>(
    `select r.id::text id from temperature_reading r where r.company_id = $1 and r.recorded_at < $2 ${unreferenced} order by r.id`,
    [companyId, cutoff],
  );
  return rows.map((row) => row.id);
}

/**
 * Removes exactly the archived readings in one transaction: the transaction-local setting names the
 * verified archive, which refuse_evidence_change() honours for the owner alone. The audit event
 * (the archive's SHA-256, row count and period) commits with the removal, in the company's chain.
 */
async function removeArchived(owner: pg.Client, run: ArchiveRun, ids: string[]): Promise<void> {
  await owner.query('begin');
  try {
    await owner.query(`select set_config('fsm.retention_cleanup', $1, true)`, [String(run.archiveId)]);
    const removed = await owner.query('delete from temperature_reading where company_id = $1 and id = any($2::bigint[])', [run.companyId, ids]);
    if (removed.rowCount !== ids.length) throw new Error(`${removed.rowCount} readings removed, ${ids.length} archived`);
    const archive = await owner.query<{ after: object }>(
      `update reading_archive set status = 'removed', removed_at = now() where id = $1
       returning json_build_object('fileName', file_name, 'sha256', sha256, 'rowCount', row_count, 'sizeBytes', size_bytes,
         'periodStart', period_start, 'periodEnd', period_end) as after`,
      [run.archiveId],
    );
    const audit = compileOnly(
      auditInsert(
        { userId: null, companyId: run.companyId },
        {
          entity: 'ReadingArchive',
          entityId: sql`${String(run.archiveId)}`,
          action: sql`${'remove_archived_readings'}`,
          after: sql`${JSON.stringify(archive.rows[0]!.after)}::jsonb`,
          from: sql`(select 1) as archived`,
        },
      ),
    );
    await owner.query(audit.sql, [...audit.parameters]);
    await owner.query('commit');
  } catch (error) {
    await owner.query('rollback');
    throw error;
  }
}
