import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { enqueue } from '../../database/job-queue.js';
import type { JobHandlers } from '../../job-context.js';
import { ANCHOR_CHECK_TASK, checkDailyAnchors, SEND_ANCHOR_TASK, sendAnchor } from './audit-anchors.service.js';

/** The daily anchor check, registered by app/jobs.ts with the control jobs; it books its own next run. */
export const anchorCheckJobs: JobHandlers = { [ANCHOR_CHECK_TASK]: (_payload, context) => checkDailyAnchors(context) };

/** Sending the anchor e-mails, on the mail runner beside the alert e-mails. */
export const anchorMailJobs: JobHandlers = {
  [SEND_ANCHOR_TASK]: (payload, context) => sendAnchor(context, (payload as { anchorId: number }).anchorId),
};

/**
 * Books the first check one interval after start-up unless a process has booked one already (each
 * check books the next): an anchor is not urgent, and a process that starts and stops at once sends none.
 */
export async function bookAnchorCheck(em: EntityManager, config: Config): Promise<void> {
  const runAt = new Date(Date.now() + config.auditAnchorCheckSeconds * 1000);
  await enqueue(em, ANCHOR_CHECK_TASK, {}, { runAt, jobKey: ANCHOR_CHECK_TASK, preserveRunAt: true });
}
