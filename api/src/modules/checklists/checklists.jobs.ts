import { enqueue } from '../../database/job-queue.js';
import type { JobContext, JobHandlers } from '../../job-context.js';
import { scheduleDueChecks } from './check-schedule.service.js';
import { markOverdueChecks } from './overdue-checks.service.js';

export const CHECK_SCHEDULE_TASK = 'checklists.schedule_checks';

/** Books the next run first (one pending run per database), then creates the checks now due and marks the late ones overdue. */
async function runCheckSchedule({ em, services, config }: JobContext): Promise<void> {
  await enqueue(em, CHECK_SCHEDULE_TASK, {}, { runAt: new Date(Date.now() + config.checkScheduleSeconds * 1000), jobKey: CHECK_SCHEDULE_TASK });
  const now = new Date();
  await scheduleDueChecks(em, now);
  await markOverdueChecks(em, services, now);
}

export const checklistJobs: JobHandlers = { [CHECK_SCHEDULE_TASK]: (_payload, context) => runCheckSchedule(context) };

/** The schedule run exists from the start and re-books itself. */
export const RECURRING_CHECKLIST_JOBS = [CHECK_SCHEDULE_TASK];
