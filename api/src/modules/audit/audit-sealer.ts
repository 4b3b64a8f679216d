import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';

/** Events one sealing transaction chains at most: the chain's lock is held for one batch, not a whole backlog. */
const SEAL_BATCH = 5000;

/**
 * Chains a company's committed, unsealed audit events (companyId null: the chain of events of no
 * company) and returns how many it sealed. Each batch is one transaction of audit_chain_seal()
 * (Migration20261129120000_audit_sealer): it takes the chain's advisory lock, so two sealers of a
 * company (two jobs, two processes) queue rather than fork the chain, and reads the head only
 * once it holds the lock. Events are sealed in id order among those committed when the batch
 * starts; one whose transaction commits later, even with a lower id, gets a later seq. A sealer
 * that dies mid-batch rolls back whole: nothing is half sealed, and the next run seals it all.
 */
export async function sealAuditChain(em: EntityManager, companyId: number | null): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ sealed: number }>`select audit_chain_seal(${companyId}::int, ${SEAL_BATCH}) as sealed`.execute(em.getKysely());
    total += rows[0].sealed;
    if (rows[0].sealed < SEAL_BATCH) return total;
  }
}

/** The chains with unsealed events: one index probe per company on (company_id, seq), null first for the chain of no company. */
export async function chainsAwaitingSeal(em: EntityManager): Promise<(number | null)[]> {
  const { rows } = await sql<{ company_id: number | null }>`
    select null::int as company_id where exists (select 1 from audit_event where company_id is null and seq is null)
    union all
    select c.id from company c where exists (select 1 from audit_event e where e.company_id = c.id and e.seq is null)`.execute(em.getKysely());
  return rows.map((row) => row.company_id);
}

/** Seals every chain now: after seeding, so a new database starts with its chains sealed. */
export async function sealEveryChain(em: EntityManager): Promise<number> {
  let total = 0;
  for (const companyId of await chainsAwaitingSeal(em)) total += await sealAuditChain(em, companyId);
  return total;
}
