import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import type { AuditEventFilterInput, AuditEventFiltersType, AuditEventPageType, AuditEventType } from './audit.types.js';
import { auditedCompany } from './audit-trail.service.js';

export const MAX_AUDIT_PAGE = 100;

interface EventRow {
  id: string;
  seq: string;
  occurred_at: Date;
  actor_id: number | null;
  actor_name: string | null;
  entity: string;
  entity_id: string;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * The company's sealed audit events, newest first, paged by keyset on the chain's seq (never
 * OFFSET): the cursor is the last seq shown, and the (company_id, seq) index answers every page.
 * An event joins the log when it is sealed, within seconds of its write (audit-sealer.ts).
 */
export async function listAuditEvents(
  em: EntityManager,
  viewer: Viewer,
  filter: AuditEventFilterInput,
  first: number,
  after: string | null,
): Promise<AuditEventPageType> {
  const companyId = auditedCompany(viewer);
  if (!Number.isInteger(first) || first < 1 || first > MAX_AUDIT_PAGE) throw new InvalidInput(`first must be between 1 and ${MAX_AUDIT_PAGE}`);
  const before = after === null ? null : cursorSeq(after);
  const { rows } = await sql<EventRow>`
    select e.id, e.seq, e.occurred_at, e.actor_id, u.full_name as actor_name, e.entity, e.entity_id, e.action, e.before, e.after
    from audit_event e left join "user" u on u.id = e.actor_id
    where e.company_id = ${companyId}::int and e.seq is not null ${conditions(filter, before)}
    order by e.seq desc limit ${first + 1}`.execute(em.getKysely());
  const events = rows.slice(0, first).map(toAuditEvent);
  const hasNextPage = rows.length > first;
  return { events, hasNextPage, endCursor: events.length ? String(events[events.length - 1].seq) : null };
}

/** Who and what the log can be narrowed to: the company's people, and the record types it holds. */
export async function auditEventFilters(em: EntityManager, viewer: Viewer): Promise<AuditEventFiltersType> {
  const companyId = auditedCompany(viewer);
  const people = await sql<{ id: number; full_name: string }>`
    select id, full_name from "user" where company_id = ${companyId}::int order by full_name, id`.execute(em.getKysely());
  // A loose index scan over (entity, entity_id): it jumps from one record type to the next instead of reading every event.
  const types = await sql<{ entity: string }>`
    with recursive t(entity) as (
      (select entity from audit_event where company_id = ${companyId}::int order by entity limit 1)
      union all
      select (select entity from audit_event where entity > t.entity and company_id = ${companyId}::int order by entity limit 1) from t where t.entity is not null
    ) select entity from t where entity is not null`.execute(em.getKysely());
  return { people: people.rows.map((p) => ({ id: p.id, fullName: p.full_name })), recordTypes: types.rows.map((t) => t.entity) };
}

function conditions(filter: AuditEventFilterInput, beforeSeq: number | null): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (filter.actorId != null) parts.push(sql`and e.actor_id = ${filter.actorId}::int`);
  if (filter.entity) parts.push(sql`and e.entity = ${filter.entity}`);
  if (filter.from) parts.push(sql`and e.occurred_at >= ${filter.from}`);
  if (filter.to) parts.push(sql`and e.occurred_at < ${filter.to}`);
  if (beforeSeq !== null) parts.push(sql`and e.seq < ${beforeSeq}`);
  return parts.length ? sql.join(parts, sql` `) : sql``;
}

function cursorSeq(cursor: string): number {
  const seq = Number(cursor);
  if (!/^\d{1,15}$/.test(cursor) || !Number.isSafeInteger(seq)) throw new InvalidInput('That page cursor is not valid');
  return seq;
}

const asJsonText = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

function toAuditEvent(row: EventRow): AuditEventType {
  return {
    id: row.id,
    seq: Number(row.seq),
    occurredAt: new Date(row.occurred_at),
    actorId: row.actor_id,
    actorName: row.actor_name,
    entity: row.entity,
    entityId: row.entity_id,
    action: row.action,
    before: asJsonText(row.before),
    after: asJsonText(row.after),
  };
}
