import type { EntityManager } from '@mikro-orm/postgresql';
import type { BackupConfig } from '../../config.js';
import { enqueue } from '../../database/job-queue.js';
import { nextBackupTime } from '../backups/backup-schedule.js';

export const CLEANUP_TASK = 'retention.cleanup';
/** One pending daily run however many processes start: each books it under this key. */
const CLEANUP_JOB_KEY = 'retention.daily';
/** On the backups' clock (BACKUP_TIME_ZONE), after the default 03:00 backup. */
export const CLEANUP_TIME = '04:00';

/** Books the next daily cleanup under one job key; the payload names the day, which each company's run records as unique. */
export async function bookNextCleanup(em: EntityManager, config: Pick<BackupConfig, 'timeZone'>, after?: Date): Promise<void> {
  const runAt = await nextBackupTime(em, { time: CLEANUP_TIME, timeZone: config.timeZone }, after);
  await enqueue(em, CLEANUP_TASK, { scheduledFor: runAt.toISOString() }, { runAt, jobKey: CLEANUP_JOB_KEY, maxAttempts: 1 });
}
