import { run, type TaskList } from 'graphile-worker';
import type { Config } from '../config.js';
import { enqueue, JOBS_SCHEMA, jobsLogger } from '../database/job-queue.js';
import type { JobHandlers } from '../job-context.js';
import { alertJobs, RECURRING_ALERT_JOBS } from '../modules/alerts/alerts.jobs.js';
import { checklistJobs, RECURRING_CHECKLIST_JOBS } from '../modules/checklists/checklists.jobs.js';
import { foodProcessJobs } from '../modules/food-processes/food-processes.jobs.js';
import { bookReminderCreation, reminderJobs } from '../modules/reminders/reminders.jobs.js';
import { reportJobs } from '../modules/reports/export.jobs.js';
import type { AppServices } from '../services.js';
import type { Orm } from './orm.js';

/** Every module's background work. */
const handlers: JobHandlers = { ...alertJobs, ...checklistJobs, ...reminderJobs, ...foodProcessJobs, ...reportJobs };
/** Jobs that book their own next run; each is booked once at start-up if no process has booked it. */
const recurring = [...RECURRING_ALERT_JOBS, ...RECURRING_CHECKLIST_JOBS];

export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * One PostgreSQL-backed job runner (graphile-worker) per API process. Jobs live in the database:
 * one due while every process was down runs when one comes back; new jobs wake a runner at once
 * by LISTEN/NOTIFY, delayed and retried ones are polled for; each job is locked by exactly one
 * runner (SKIP LOCKED) however many processes run.
 */
export async function startJobRunner(orm: Orm, config: Config, databaseUrl: string, services: AppServices): Promise<JobRunner> {
  const taskList: TaskList = Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      (payload, helpers) => handler(payload, { em: orm.em.fork(), services, config, attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts }),
    ]),
  );
  const runner = await run({
    connectionString: databaseUrl,
    // One connection per running job, plus the runner's own LISTEN and polling.
    maxPoolSize: config.jobsConcurrency + 2,
    schema: JOBS_SCHEMA,
    concurrency: config.jobsConcurrency,
    pollInterval: config.jobsPollIntervalMs,
    noHandleSignals: true,
    logger: jobsLogger,
    taskList,
  });
  for (const task of recurring) await enqueue(orm.em.fork(), task, {}, { jobKey: task, preserveRunAt: true });
  await bookReminderCreation(orm.em.fork(), config);
  return { stop: () => runner.stop() };
}
