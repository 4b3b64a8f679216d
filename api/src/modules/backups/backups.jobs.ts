import type { JobHandlers } from '../../job-context.js';
import { runScheduledBackup } from './backup.service.js';
import { BACKUP_TASK } from './backup-schedule.js';

export { bookNextBackup } from './backup-schedule.js';

/** The daily database backup, registered by app/jobs.ts on the long-jobs runner (beside the packs). */
export const backupJobs: JobHandlers = {
  [BACKUP_TASK]: (payload, context) => runScheduledBackup(context, payload as { scheduledFor: string }),
};
