import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { enqueue } from '../../database/job-queue.js';
import type { JobContext } from '../../job-context.js';
import { auditChainHead } from '../audit/audit-chain.js';
import { sealAuditChain } from '../audit/audit-sealer.js';
import { settingsOf } from '../settings/settings.service.js';
import { Company } from '../tenancy/company.entity.js';
import { AUDIT_ANCHOR_ROLES } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { AuditAnchor } from './audit-anchor.entity.js';

export const ANCHOR_CHECK_TASK = 'audit.anchor_check';
export const SEND_ANCHOR_TASK = 'audit.send_anchor';
/** Retries of a failed send, after e^1 … e^7 seconds (graphile-worker's backoff), like alert e-mails. */
const SEND_ATTEMPTS = 8;

/** An anchor as a pack lists it. */
export interface ListedAnchor {
  day: string;
  seq: number;
  hash: string;
  sentAt: Date | null;
  recipients: string[];
}

/**
 * Books the next check first (one pending check per database), then records today's anchor of every
 * company whose local clock has reached AUDIT_ANCHOR_HOUR: its chain head, once per company and
 * local day (the unique key makes a second process's or a restarted run's insert a no-op), with its
 * e-mail's job in the same transaction.
 */
export async function checkDailyAnchors({ em, config }: JobContext): Promise<void> {
  await enqueue(em, ANCHOR_CHECK_TASK, {}, { runAt: new Date(Date.now() + config.auditAnchorCheckSeconds * 1000), jobKey: ANCHOR_CHECK_TASK });
  for (const { id, day } of await companiesPastHour(em, config.auditAnchorHour)) {
    // Sealed first, so the anchor covers every event written before it, not only what the sealer reached.
    await sealAuditChain(em.fork(), id);
    await em.fork().transactional(async (tx) => {
      const head = await auditChainHead(tx, id);
      if (!head) return;
      const { rows } = await sql<{ id: number }>`
        insert into audit_anchor (company_id, day, seq, hash) values (${id}, ${day}::date, ${head.seq}, ${head.hash})
        on conflict (company_id, day) do nothing returning id`.execute(tx.getKysely());
      for (const anchor of rows)
        await enqueue(tx, SEND_ANCHOR_TASK, { anchorId: anchor.id }, { jobKey: `audit-anchor:${anchor.id}`, maxAttempts: SEND_ATTEMPTS });
    });
  }
}

/** The active companies whose own clock has reached the given hour today, each with its local day (the daily anchor's and summary's check). */
export async function companiesPastHour(em: EntityManager, dailyHour: number, now = new Date()): Promise<{ id: number; day: string }[]> {
  const due: { id: number; day: string }[] = [];
  for (const { id } of await em.find(Company, { isActive: true }, { fields: ['id'] })) {
    const { general } = await settingsOf(em, id);
    const { day, hour } = localDayAndHour(now, general.timezone);
    if (hour >= dailyHour) due.push({ id, day });
  }
  return due;
}

/** E-mails one anchor to the company's administrators (but those who chose the daily summary), once: a sent anchor is never sent again. */
export async function sendAnchor({ em, services }: JobContext, anchorId: number): Promise<void> {
  const anchor = await em.findOne(AuditAnchor, anchorId, { populate: ['company'] });
  if (!anchor || anchor.sentAt) return;
  const administrators = await em.find(
    User,
    // Who chose the daily summary gets the chain head in it (daily-summaries), not this e-mail too.
    { company: anchor.company.id, isActive: true, role: { $in: AUDIT_ANCHOR_ROLES }, email: { $ne: null }, dailySummary: false },
    { orderBy: { id: 'asc' } },
  );
  const recipients = administrators.map((user) => user.email as string);
  if (!recipients.length) return;
  await services.mailer.send({ to: recipients.join(', '), subject: `Audit chain anchor for ${anchor.company.name}, ${anchor.day}`, text: anchorText(anchor) });
  Object.assign(anchor, { sentAt: new Date(), recipients });
  await em.flush();
}

function anchorText(anchor: AuditAnchor): string {
  return [
    `The audit chain of ${anchor.company.name} on ${anchor.day}:`,
    '',
    `Sequence number: ${anchor.seq}`,
    `SHA-256 hash: ${anchor.hash}`,
    '',
    'Keep this e-mail. It is a copy of your audit chain kept outside our database: if any record up to this event were changed later, even by someone with full access to the database, the chain would no longer match it.',
    '',
    'To check a due-diligence pack against it, unzip the CSV export and run:',
    `  node verify-pack.mjs pack-folder/ --anchor ${anchor.seq}:${anchor.hash}`,
  ].join('\n');
}

/** A connection to read with: a pack's snapshot (pg) client. */
export interface Queryable {
  query<R extends object>(text: string, values: unknown[]): Promise<{ rows: R[] }>;
}

/** The anchors of a company's chain up to a sequence number (a pack's head), oldest first; optionally only those made in a period. */
export async function anchorsIn(db: Queryable, companyId: number, upToSeq: number, period?: { from: Date; to: Date }): Promise<ListedAnchor[]> {
  const { rows } = await db.query<{ day: string; seq: string; hash: string; sent_at: Date | null; recipients: string[] }>(
    `select to_char(day, 'YYYY-MM-DD') as day, seq, hash, sent_at, recipients from audit_anchor
     where company_id = $1 and seq <= $2 and ($3::timestamptz is null or (created_at >= $3 and created_at < $4)) order by day`,
    [companyId, upToSeq, period?.from ?? null, period?.to ?? null],
  );
  return rows.map((row) => ({ day: row.day, seq: Number(row.seq), hash: row.hash, sentAt: row.sent_at && new Date(row.sent_at), recipients: row.recipients }));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The local calendar day (YYYY-MM-DD) and hour (0–23) of an instant in a time zone. */
export function localDayAndHour(instant: Date, timeZone: string): { day: string; hour: number } {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
