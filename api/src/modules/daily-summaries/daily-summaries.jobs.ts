import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { enqueue } from '../../database/job-queue.js';
import type { JobHandlers } from '../../job-context.js';
import { checkDailySummaries, SEND_SUMMARY_TASK, SUMMARY_CHECK_TASK, sendDailySummary } from './daily-summaries.service.js';

/** The daily summary check, registered by app/jobs.ts with the control jobs; it books its own next run. */
export const summaryCheckJobs: JobHandlers = { [SUMMARY_CHECK_TASK]: (_payload, context) => checkDailySummaries(context) };

/** Sending the summaries, on the mail runner beside the alert e-mails. */
export const summaryMailJobs: JobHandlers = {
  [SEND_SUMMARY_TASK]: (payload, context) => sendDailySummary(context, (payload as { summaryId: number }).summaryId),
};

/** Books the first check one interval after start-up unless a process has booked one already (each check books the next). */
export async function bookSummaryCheck(em: EntityManager, config: Config): Promise<void> {
  const runAt = new Date(Date.now() + config.dailySummaryCheckSeconds * 1000);
  await enqueue(em, SUMMARY_CHECK_TASK, {}, { runAt, jobKey: SUMMARY_CHECK_TASK, preserveRunAt: true });
}
