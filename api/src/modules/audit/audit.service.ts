import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import type { Viewer } from '../../viewer.js';
import { AuditEvent } from './audit-event.entity.js';

interface Change {
  companyId: number | null;
  entity: string;
  entityId: number | string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends an audit event to the caller's unit of work, so it commits (or not) with the change
 * itself. It is inserted unsealed, taking no lock; the sealer chains it after commit (audit-sealer.ts).
 */
export function recordAudit(em: EntityManager, actor: Pick<Viewer, 'userId'> | null, change: Change): void {
  em.create(AuditEvent, {
    company: change.companyId,
    actor: actor?.userId ?? null,
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** How a set-based write describes its audit row: SQL over the rows that write produced. */
interface AuditSelect {
  entity: string;
  entityId: RawBuilder<unknown>;
  action: RawBuilder<unknown>;
  after: RawBuilder<unknown>;
  /** FROM … (and any GROUP BY / HAVING) of the rows the write produced, e.g. a CTE's name. */
  from: RawBuilder<unknown>;
}

/**
 * The audit row recordAudit would write, as an INSERT … SELECT that a one-statement write embeds
 * as a CTE, so the change and its audit event still commit together in one round trip. A null
 * actor is no person (the system, or a sensor gateway named in `after`).
 */
export function auditInsert(actor: { userId: number | null; companyId: number | null }, row: AuditSelect): RawBuilder<unknown> {
  return sql`insert into audit_event (company_id, actor_id, entity, entity_id, action, after)
             select ${actor.companyId}::int, ${actor.userId}::int, ${row.entity}, ${row.entityId}, ${row.action}, ${row.after} from ${row.from}`;
}
