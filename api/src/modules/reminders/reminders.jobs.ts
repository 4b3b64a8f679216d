import type { JobHandlers } from '../../database/job-queue.js';
import { CREATE_REMINDERS_TASK, runReminderCreation } from './reminder-creation.js';

/** Reminder creation, registered with the job runner by app/jobs.ts; it re-books itself. */
export const reminderJobs: JobHandlers = { [CREATE_REMINDERS_TASK]: (_payload, context) => runReminderCreation(context) };
export const RECURRING_REMINDER_JOBS = [CREATE_REMINDERS_TASK];
