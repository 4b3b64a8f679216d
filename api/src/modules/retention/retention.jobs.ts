import type { JobHandlers } from '../../job-context.js';
import { runScheduledCleanup } from './retention.service.js';
import { CLEANUP_TASK } from './retention-schedule.js';

export { bookNextCleanup } from './retention-schedule.js';

/** The daily data cleanup (archive, verify, remove), registered by app/jobs.ts on the long-jobs runner beside the backup. */
export const retentionJobs: JobHandlers = {
  [CLEANUP_TASK]: (payload, context) => runScheduledCleanup(context, payload as { scheduledFor: string }),
};
