import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { enqueue } from '../../database/job-queue.js';
import type { JobHandlers } from '../../job-context.js';
import { CREATE_REMINDERS_TASK, runReminderCreation } from './reminder-creation.js';

/** Reminder creation, registered with the job runner by app/jobs.ts; each run books the next. */
export const reminderJobs: JobHandlers = { [CREATE_REMINDERS_TASK]: (_payload, context) => runReminderCreation(context) };

/**
 * Books the first run one interval after start-up unless a process has booked one already:
 * reminders are not urgent, and a process that starts and stops at once leaves no run mid-flight.
 */
export async function bookReminderCreation(em: EntityManager, config: Config): Promise<void> {
  const runAt = new Date(Date.now() + config.remindersCheckSeconds * 1000);
  await enqueue(em, CREATE_REMINDERS_TASK, {}, { runAt, jobKey: CREATE_REMINDERS_TASK, preserveRunAt: true });
}
