import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { BackupConfig } from '../../config.js';
import { enqueue } from '../../database/job-queue.js';

export const BACKUP_TASK = 'backups.run';
/** One pending daily run however many processes start: each books it under this key. */
const BACKUP_JOB_KEY = 'backups.daily';

/** The next BACKUP_TIME in BACKUP_TIME_ZONE after `after`, DST included (PostgreSQL does the zone arithmetic). */
export async function nextBackupTime(em: EntityManager, config: Pick<BackupConfig, 'time' | 'timeZone'>, after = new Date()): Promise<Date> {
  const { rows } = await sql<{ next: Date }>`
    select min(candidate) as next from (
      select ((((${after}::timestamptz at time zone ${config.timeZone})::date + day) + ${config.time}::time) at time zone ${config.timeZone}) as candidate
      from generate_series(0, 2) day) days
    where candidate > ${after}::timestamptz`.execute(em.getKysely());
  return new Date(rows[0]!.next);
}

/**
 * Books the next daily run under one job key (replacing a pending one, so a changed BACKUP_TIME applies), so every process may call it at
 * start-up. The payload names the day's time: a run records it as unique, so it is made once.
 */
export async function bookNextBackup(em: EntityManager, config: BackupConfig, after?: Date): Promise<void> {
  if (!config.enabled) return;
  const runAt = await nextBackupTime(em, config, after);
  await enqueue(em, BACKUP_TASK, { scheduledFor: runAt.toISOString() }, { runAt, jobKey: BACKUP_JOB_KEY, maxAttempts: 1 });
}
