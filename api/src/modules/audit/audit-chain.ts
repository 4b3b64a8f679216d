import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';

/** The newest link of a company's chain. Stating it (e.g. in a PDF pack) lets a later verification prove nothing before it changed. */
export interface ChainHead {
  seq: number;
  hash: string;
}

export interface ChainVerification {
  valid: boolean;
  checkedEvents: number;
  /** The first event whose link does not hold: its own hash, its seq or its prev_hash is not what the chain before it says. */
  firstBrokenEventId: number | null;
  /** The last event checked (the chain's head when it is intact). */
  head: ChainHead | null;
  /** The unsealed tail: events written but not chained yet (the sealer chains them within seconds), so not verified. */
  unsealedEvents: number;
}

/** The hash a chain starts from. */
export const GENESIS_HASH = '0'.repeat(64);
const BATCH = 5000;

interface LinkRow {
  id: string;
  seq: string;
  prev_hash: string;
  hash: string;
  recomputed: string;
}

/**
 * A company's sealed chain head, or null before its first sealed event. companyId null is the
 * chain of events that belong to no company (sign-ups). Unsealed events (seq null) are not in it yet.
 */
export async function auditChainHead(em: EntityManager, companyId: number | null): Promise<ChainHead | null> {
  const { rows } = await sql<{ seq: string; hash: string }>`
    select seq, hash from audit_event where ${ownedBy(companyId)} and seq is not null order by seq desc limit 1`.execute(em.getKysely());
  return rows[0] ? { seq: Number(rows[0].seq), hash: rows[0].hash } : null;
}

/**
 * Walks a company's sealed chain oldest first, in batches of seq (never the whole table in memory),
 * and recomputes every hash with the same canonical encoding the sealer used. It stops at the
 * first broken link: an edited row fails its own hash, a deleted row leaves a gap in seq. Unsealed
 * events are not in the chain yet: they are counted as its unsealed tail.
 */
export async function verifyChain(em: EntityManager, companyId: number | null): Promise<ChainVerification> {
  const unsealedEvents = await unsealedCount(em, companyId);
  let head = null as ChainHead | null;
  let checkedEvents = 0;
  for (;;) {
    const rows = await nextLinks(em, companyId, head?.seq ?? 0);
    for (const row of rows) {
      const seq = Number(row.seq);
      const intact = seq === (head?.seq ?? 0) + 1 && row.prev_hash === (head?.hash ?? GENESIS_HASH) && row.hash === row.recomputed;
      if (!intact) return { valid: false, checkedEvents, firstBrokenEventId: Number(row.id), head, unsealedEvents };
      head = { seq, hash: row.hash };
      checkedEvents += 1;
    }
    if (rows.length < BATCH) return { valid: true, checkedEvents, firstBrokenEventId: null, head, unsealedEvents };
  }
}

/** Counted before the walk: an event sealed meanwhile may be counted and verified, never neither. */
async function unsealedCount(em: EntityManager, companyId: number | null): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from audit_event where ${ownedBy(companyId)} and seq is null`.execute(em.getKysely());
  return Number(rows[0].n);
}

async function nextLinks(em: EntityManager, companyId: number | null, afterSeq: number): Promise<LinkRow[]> {
  const { rows } = await sql<LinkRow>`
    select id, seq, prev_hash, hash, audit_event_hash(audit_event) as recomputed
    from audit_event
    where ${ownedBy(companyId)} and seq > ${afterSeq}
    order by seq limit ${BATCH}`.execute(em.getKysely());
  return rows;
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
