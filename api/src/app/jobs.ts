import { run, type TaskList } from 'graphile-worker';
import type { Config } from '../config.js';
import { enqueue, JOBS_SCHEMA, jobsLogger } from '../database/job-queue.js';
import type { JobHandlers } from '../job-context.js';
import { alertJobs, notificationJobs, RECURRING_ALERT_JOBS } from '../modules/alerts/alerts.jobs.js';
import { auditJobs, RECURRING_AUDIT_JOBS } from '../modules/audit/audit.jobs.js';
import { anchorCheckJobs, anchorMailJobs, bookAnchorCheck } from '../modules/audit-anchors/audit-anchors.jobs.js';
import { backupJobs, bookNextBackup } from '../modules/backups/backups.jobs.js';
import { checklistJobs, RECURRING_CHECKLIST_JOBS } from '../modules/checklists/checklists.jobs.js';
import { bookSummaryCheck, summaryCheckJobs, summaryMailJobs } from '../modules/daily-summaries/daily-summaries.jobs.js';
import { foodProcessJobs } from '../modules/food-processes/food-processes.jobs.js';
import { bookReminderCreation, reminderJobs } from '../modules/reminders/reminders.jobs.js';
import { reportJobs } from '../modules/reports/export.jobs.js';
import { bookNextCleanup, retentionJobs } from '../modules/retention/retention.jobs.js';
import type { AppServices } from '../services.js';
import { wakeRunnersWhenDue } from './due-job-wakeups.js';
import { beatForJobPools } from './job-heartbeats.js';
import { releaseLocksOfEarlierRuns, watchLostJobLocks } from './lost-job-locks.js';
import type { Orm } from './orm.js';

/** The background work that keeps the food-safety loop going: excursion reviews, escalations, checks, reminders, sealing the audit chain, the daily audit anchors and summaries. */
const controlHandlers: JobHandlers = {
  ...alertJobs,
  ...checklistJobs,
  ...reminderJobs,
  ...foodProcessJobs,
  ...auditJobs,
  ...anchorCheckJobs,
  ...summaryCheckJobs,
};
/** Jobs that book their own next run; each is booked once at start-up if no process has booked it. */
const recurring = [...RECURRING_ALERT_JOBS, ...RECURRING_CHECKLIST_JOBS, ...RECURRING_AUDIT_JOBS];

export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * The PostgreSQL-backed job runners (graphile-worker) of one API process. Jobs live in the database:
 * one due while every process was down runs when one comes back; new jobs wake a runner at once
 * by LISTEN/NOTIFY, delayed and retried ones are polled for; each job is locked by exactly one
 * runner (SKIP LOCKED) however many processes run. A lock outlives its process only briefly: the
 * runners' heartbeats (job-heartbeats.ts) free a killed process's jobs, and stop() releases what a
 * stopping one could not finish within its grace.
 *
 * Three runners share the one queue, each taking only its own tasks. A year's due-diligence pack
 * (or the nightly database backup) runs for seconds to minutes and a slow mail server holds a send for up to SMTP_TIMEOUT_SECONDS;
 * on the alert runner either would hold a slot an excursion review or an escalation needs. On
 * runners of their own they never do, so the alert runner can stay small.
 */
export async function startJobRunner(orm: Orm, config: Config, databaseUrl: string, services: AppServices, ownerUrl?: string): Promise<JobRunner> {
  if (config.databaseUrl === undefined) await releaseLocksOfEarlierRuns(orm.em);
  const lostLocks = watchLostJobLocks(orm.em);
  const heartbeats = beatForJobPools(orm.em, lostLocks.events, { intervalMs: config.jobHeartbeatMs, timeoutSeconds: config.jobHeartbeatTimeoutSeconds });
  /** A runner that takes only the given tasks' jobs, at most `concurrency` at once. */
  const startRunner = (handlers: JobHandlers, concurrency: number) => {
    const taskList: TaskList = Object.fromEntries(
      Object.entries(handlers).map(([name, handler]) => [
        name,
        (payload, helpers) =>
          handler(payload, {
            em: orm.em.fork(),
            services,
            config,
            databaseUrl,
            ownerUrl,
            attempt: helpers.job.attempts,
            maxAttempts: helpers.job.max_attempts,
          }),
      ]),
    );
    return run({
      connectionString: databaseUrl,
      // One connection per running job, plus the runner's own LISTEN and polling.
      maxPoolSize: concurrency + 2,
      schema: JOBS_SCHEMA,
      concurrency,
      pollInterval: config.jobsPollIntervalMs,
      noHandleSignals: true,
      logger: jobsLogger,
      events: lostLocks.events,
      taskList,
    });
  };
  const dueWakeups = wakeRunnersWhenDue(orm.em);
  const runners = [
    await startRunner(controlHandlers, config.jobsConcurrency),
    await startRunner({ ...notificationJobs, ...anchorMailJobs, ...summaryMailJobs }, config.mailJobsConcurrency),
    await startRunner({ ...reportJobs, ...backupJobs, ...retentionJobs }, config.exportJobsConcurrency),
  ];
  for (const task of recurring) await enqueue(orm.em.fork(), task, {}, { jobKey: task, preserveRunAt: true });
  await bookReminderCreation(orm.em.fork(), config);
  await bookAnchorCheck(orm.em.fork(), config);
  await bookSummaryCheck(orm.em.fork(), config);
  await bookNextBackup(orm.em.fork(), config.backups);
  await bookNextCleanup(orm.em.fork(), config.backups);
  return {
    // Stop taking jobs; wait up to the grace for the running ones; free what did not finish, so
    // another process runs it at once rather than after a lock expiry (issue 37).
    stop: async () => {
      dueWakeups.stop();
      lostLocks.stop();
      const finished = Promise.all(runners.map((runner) => runner.stop())).then(
        () => true,
        () => true,
      );
      const grace = new Promise<boolean>((resolve) => setTimeout(resolve, config.jobsShutdownGraceMs, false).unref());
      if (!(await Promise.race([finished, grace]))) console.warn(`[jobs] jobs still running after the ${config.jobsShutdownGraceMs / 1000} s shutdown grace`);
      await heartbeats.stop().catch((error) => console.error('[jobs] could not release unfinished jobs at shutdown:', (error as Error).message));
    },
  };
}
