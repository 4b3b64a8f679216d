import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { type ChainEvent, linkProblem } from './verify-pack.mjs';

/** The newest link of a company's chain. Stating it (e.g. in a PDF pack) lets a later verification prove nothing before it changed. */
export interface ChainHead {
  seq: number;
  hash: string;
}

export interface ChainVerification {
  valid: boolean;
  checkedEvents: number;
  /** The first event whose link does not hold: its own hash, its seq or its prev_hash is not what the chain before it says (or it contradicts an anchor). */
  firstBrokenEventId: number | null;
  /** The last event checked (the chain's head when it is intact). */
  head: ChainHead | null;
  /** What is wrong, in words (null when valid). */
  problem: string | null;
  /** Events not sealed into the chain yet (no seq and hash): the tail verification leaves out. */
  unsealedEvents: number;
}

const BATCH = 5000;

interface EventRow {
  id: string;
  seq: string;
  prev_hash: string;
  hash: string;
  company_id: string | null;
  actor_id: string | null;
  occurred_at_us: string;
  entity: string;
  entity_id: string;
  action: string;
  before: string | null;
  after: string | null;
}

/** A company's chain head (its newest sealed event), or null before its first. companyId null is the chain of events that belong to no company (sign-ups). */
export async function auditChainHead(em: EntityManager, companyId: number | null): Promise<ChainHead | null> {
  const { rows } = await sql<{ seq: string; hash: string }>`
    select seq, hash from audit_event where ${ownedBy(companyId)} and hash is not null order by seq desc limit 1`.execute(em.getKysely());
  return rows[0] ? { seq: Number(rows[0].seq), hash: rows[0].hash } : null;
}

/**
 * Walks a company's chain oldest first, in batches of seq (never the whole table in memory), and
 * recomputes every hash in Node from the event's fields (the canonical encoding of
 * docs/audit-chain.md, the same code the pack's standalone verifier runs), not with the database's
 * own function. It stops at the first broken link: an edited row fails its own hash, a deleted row
 * leaves a gap in seq. Anchors (heads someone kept, e.g. from the daily anchor e-mail) must each
 * still be in the chain with their hash: a history rewritten consistently fails there.
 */
export async function verifyChain(em: EntityManager, companyId: number | null, anchors: ChainHead[] = []): Promise<ChainVerification> {
  const unsealedEvents = await unsealedCount(em, companyId);
  const anchored = new Map(anchors.map((anchor) => [anchor.seq, anchor.hash]));
  let head = null as ChainHead | null;
  let checkedEvents = 0;
  const broken = (row: EventRow | null, problem: string): ChainVerification => ({
    valid: false,
    checkedEvents,
    firstBrokenEventId: row ? Number(row.id) : null,
    head,
    problem,
    unsealedEvents,
  });
  for (;;) {
    const rows = await nextEvents(em, companyId, head?.seq ?? 0);
    for (const row of rows) {
      const problem = linkProblem(head, chainEvent(row));
      if (problem) return broken(row, problem);
      const seq = Number(row.seq);
      const kept = anchored.get(seq);
      if (kept !== undefined && kept !== row.hash)
        return broken(row, `the anchor of seq ${seq} says hash ${kept}, but the chain has ${row.hash}: history was rewritten`);
      head = { seq, hash: row.hash };
      checkedEvents += 1;
    }
    if (rows.length < BATCH) break;
  }
  const beyond = anchors.find((anchor) => anchor.seq > (head?.seq ?? 0));
  if (beyond) return broken(null, `the anchor of seq ${beyond.seq} is past the chain's last event (seq ${head?.seq ?? 0}): events were removed`);
  return { valid: true, checkedEvents, firstBrokenEventId: null, head, problem: null, unsealedEvents };
}

/** Every field the hash covers, as the database holds it: integers and jsonb as PostgreSQL prints them, occurred_at in epoch microseconds. */
async function nextEvents(em: EntityManager, companyId: number | null, afterSeq: number): Promise<EventRow[]> {
  const { rows } = await sql<EventRow>`
    select ${sql.raw(AUDIT_EVENT_FIELDS_SQL)}
    from audit_event
    where ${ownedBy(companyId)} and hash is not null and seq > ${afterSeq}
    order by audit_event.seq limit ${BATCH}`.execute(em.getKysely());
  return rows;
}

/** The select list of an event's chained fields, named as audit-events.csv names its columns. */
export const AUDIT_EVENT_FIELDS_SQL = `id::text, seq::text, prev_hash, hash, company_id::text, actor_id::text,
  (extract(epoch from occurred_at) * 1000000)::bigint::text as occurred_at_us, entity, entity_id, action, before::text as before, after::text as after`;

const chainEvent = (row: EventRow): ChainEvent => ({
  seq: row.seq,
  prevHash: row.prev_hash,
  hash: row.hash,
  id: row.id,
  companyId: row.company_id,
  actorId: row.actor_id,
  occurredAtUs: row.occurred_at_us,
  entity: row.entity,
  entityId: row.entity_id,
  action: row.action,
  before: row.before,
  after: row.after,
});

async function unsealedCount(em: EntityManager, companyId: number | null): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_event where ${ownedBy(companyId)} and hash is null`.execute(em.getKysely());
  return rows[0]?.n ?? 0;
}

/** Every chain in the database: one per company, and the one of events that belong to no company. */
export async function chainOwners(em: EntityManager): Promise<(number | null)[]> {
  const { rows } = await sql<{ company_id: number | null }>`select null::int as company_id union all select id from company order by 1 nulls first`.execute(
    em.getKysely(),
  );
  return rows.map((row) => row.company_id);
}

/** Written as = or IS NULL (not IS NOT DISTINCT FROM) so the (company_id, seq) index answers it. */
function ownedBy(companyId: number | null): RawBuilder<unknown> {
  return companyId === null ? sql`company_id is null` : sql`company_id = ${companyId}::int`;
}
