import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { BackupConfig } from '../../config.js';
import type { JobContext } from '../../job-context.js';
import type { Viewer } from '../../viewer.js';
import { PROVIDER_ROLES, spansAllCompanies } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { BackupRun } from './backup-run.entity.js';
import { bookNextBackup, nextBackupTime } from './backup-schedule.js';
import { backupStore } from './backup-store.js';
import type { BackupRunType, BackupStatusType } from './backups.types.js';
import { writeAppDump, writePgDump } from './database-dump.js';

declare module '../../services.js' {
  interface AppServices {
    /** The server's backup schedule and store (BACKUP_*), for the status and the job. */
    backups: BackupConfig;
  }
}

/** The backup job: makes the day's backup once, then books the next day's run. */
export async function runScheduledBackup(context: JobContext, payload: { scheduledFor: string }): Promise<void> {
  // Booked before BACKUPS was turned off: nothing to do, and nothing booked after it.
  if (!context.config.backups.enabled) return;
  try {
    await runBackup(context, new Date(payload.scheduledFor));
  } finally {
    await bookNextBackup(context.em.fork(), context.config.backups, new Date(Math.max(Date.now(), Date.parse(payload.scheduledFor))));
  }
}

/**
 * One backup run for `scheduledFor`: recorded first (a second process finds the row and stops),
 * the dump written to NAME.partial and renamed when complete, its size and SHA-256 recorded, then
 * only the last BACKUP_KEEP kept. A failure is recorded, leaves no complete-looking file and is
 * e-mailed to the provider's super users. Returns null when the run was already made.
 */
export async function runBackup({ em, services, config, databaseUrl }: JobContext, scheduledFor: Date): Promise<BackupRun | null> {
  const claimed = await sql<{ id: number }>`
    insert into backup_run (scheduled_for) values (${scheduledFor}) on conflict (scheduled_for) do nothing returning id`.execute(em.getKysely());
  if (claimed.rows.length === 0) return null;
  const run = await em.findOneOrFail(BackupRun, claimed.rows[0]!.id);
  const store = backupStore(config.backups);
  const name = backupFileName(scheduledFor, config.backups.pgDumpPath !== undefined);
  try {
    const partial = await store.partialPath(name);
    if (config.backups.pgDumpPath) await writePgDump(config.backups.pgDumpPath, databaseUrl, partial);
    else await writeAppDump(em.fork(), partial);
    const file = await store.commit(name);
    Object.assign(run, { outcome: 'succeeded', fileName: name, sizeBytes: String(file.sizeBytes), sha256: file.sha256 });
  } catch (error) {
    await store.remove(name);
    Object.assign(run, { outcome: 'failed', error: error instanceof Error ? error.message : String(error) });
  }
  run.finishedAt = new Date();
  run.durationMs = run.finishedAt.getTime() - run.startedAt.getTime();
  await em.flush();
  if (run.outcome === 'succeeded') await pruneOldBackups(em, config.backups);
  else await alertProvider(em, services.mailer, run);
  return run;
}

const backupFileName = (scheduledFor: Date, pgDump: boolean): string =>
  `fsm-${scheduledFor.toISOString().replace(/[:.]/g, '-')}.${pgDump ? 'dump' : 'fsmbackup.gz'}`;

/** Deletes all but the last BACKUP_KEEP successful backups' files (their runs stay, marked pruned). */
async function pruneOldBackups(em: EntityManager, config: BackupConfig): Promise<void> {
  const kept = await em.find(BackupRun, { outcome: 'succeeded', prunedAt: null }, { orderBy: { scheduledFor: 'desc' } });
  const store = backupStore(config);
  for (const run of kept.slice(config.keep)) {
    if (run.fileName) await store.remove(run.fileName);
    run.prunedAt = new Date();
  }
  await em.flush();
}

/** Backups are the server's, not a company's: the provider's super users hear of a failed one. */
async function alertProvider(em: EntityManager, mailer: JobContext['services']['mailer'], run: BackupRun): Promise<void> {
  const recipients = await em.find(User, { role: { $in: PROVIDER_ROLES }, isActive: true, email: { $ne: null } }, { orderBy: { id: 'asc' } });
  const subject = 'Backup failed';
  const text = [`The database backup scheduled for ${run.scheduledFor.toISOString()} failed.`, '', `Error: ${run.error}`].join('\n');
  for (const user of recipients) {
    try {
      await mailer.send({ to: user.email!, subject, text });
    } catch (error) {
      console.error(`[backups] could not alert ${user.email} of a failed backup: ${error instanceof Error ? error.message : error}`);
    }
  }
  if (recipients.length === 0) console.error(`[backups] backup failed and no super user has an e-mail address: ${run.error}`);
}

export interface BackupStatus {
  enabled: boolean;
  lastRun: BackupRun | null;
  nextRunAt: Date | null;
  /** The latest runs, newest first. */
  runs: BackupRun[];
}

/** The server's backups: the last run, when the next is due, the latest runs. */
export async function backupStatus(em: EntityManager, config: BackupConfig, limit = 14): Promise<BackupStatus> {
  const runs = await em.find(BackupRun, {}, { orderBy: { scheduledFor: 'desc' }, limit });
  return {
    enabled: config.enabled,
    lastRun: runs[0] ?? null,
    nextRunAt: config.enabled ? await nextBackupTime(em, config) : null,
    runs,
  };
}

/** What a viewer sees of the backups: everyone the last run and the next; the provider every run and why one failed. */
export async function backupStatusFor(em: EntityManager, viewer: Viewer, config: BackupConfig): Promise<BackupStatusType> {
  const status = await backupStatus(em, config);
  const provider = spansAllCompanies(viewer);
  const view = (run: BackupRun): BackupRunType => ({
    ...run,
    sizeBytes: run.sizeBytes === null || run.sizeBytes === undefined ? null : Number(run.sizeBytes),
    error: provider ? run.error : null,
    pruned: Boolean(run.prunedAt),
  });
  return { enabled: status.enabled, nextRunAt: status.nextRunAt, lastRun: status.lastRun && view(status.lastRun), runs: provider ? status.runs.map(view) : [] };
}
