import { sql } from 'kysely';
import { enqueue } from '../../database/job-queue.js';
import type { JobContext } from '../../job-context.js';
import { auditChainHead } from '../audit/audit-chain.js';
import { sealAuditChain } from '../audit/audit-sealer.js';
import { companiesPastHour } from '../audit-anchors/audit-anchors.service.js';
import { settingsOf } from '../settings/settings.service.js';
import { isCompanyActive } from '../tenancy/company-status.js';
import { AUDIT_ANCHOR_ROLES } from '../tenancy/roles.js';
import { DailySummary } from './daily-summary.entity.js';
import { summaryFacts, summaryText } from './daily-summary-text.js';

export const SUMMARY_CHECK_TASK = 'alerts.daily_summary_check';
export const SEND_SUMMARY_TASK = 'alerts.send_daily_summary';
/** Retries of a failed send, after e^1 … e^7 seconds (graphile-worker's backoff), like alert e-mails. */
const SEND_ATTEMPTS = 8;

/**
 * Books the next check first (one pending check per database), then records today's summary of
 * every administrator who chose it, in every company whose local clock has reached
 * DAILY_SUMMARY_HOUR: once per person and local day (the unique key makes a second process's or a
 * restarted run's insert a no-op), each with its e-mail's job in the same transaction.
 */
export async function checkDailySummaries({ em, config }: JobContext): Promise<void> {
  await enqueue(em, SUMMARY_CHECK_TASK, {}, { runAt: new Date(Date.now() + config.dailySummaryCheckSeconds * 1000), jobKey: SUMMARY_CHECK_TASK });
  for (const { id, day } of await companiesPastHour(em, config.dailySummaryHour)) {
    await em.fork().transactional(async (tx) => {
      const { rows } = await sql<{ id: number }>`
        insert into daily_summary (company_id, user_id, day)
        select company_id, id, ${day}::date from "user"
        where company_id = ${id} and is_active and daily_summary and email is not null and role = any(${AUDIT_ANCHOR_ROLES}::text[])
        on conflict (user_id, day) do nothing returning id`.execute(tx.getKysely());
      for (const summary of rows)
        await enqueue(tx, SEND_SUMMARY_TASK, { summaryId: summary.id }, { jobKey: `daily-summary:${summary.id}`, maxAttempts: SEND_ATTEMPTS });
    });
  }
}

/**
 * E-mails one summary, once: a sent one is never sent again. It carries the company's audit chain
 * head (sealed first, as the anchor is), so whoever chose it gets the anchor in it (the separate
 * anchor e-mail leaves them out).
 */
export async function sendDailySummary({ em, services }: JobContext, summaryId: number): Promise<void> {
  const summary = await em.findOne(DailySummary, summaryId, { populate: ['user', 'company'] });
  if (!summary || summary.sentAt || !summary.user.email || !(await isCompanyActive(em, summary.company.id))) return;
  await sealAuditChain(em.fork(), summary.company.id);
  const { general } = await settingsOf(em, summary.company.id);
  const facts = await summaryFacts(em, summary.company.id, summary.day, general.timezone);
  const head = await auditChainHead(em, summary.company.id);
  await services.mailer.send({
    to: summary.user.email,
    subject: `Daily summary for ${summary.company.name}, ${summary.day}`,
    text: summaryText(summary.company.name, summary.day, general.timezone, facts, head),
  });
  summary.sentAt = new Date();
  await em.flush();
}
