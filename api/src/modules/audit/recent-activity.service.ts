import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Viewer } from '../../viewer.js';
import { canReadAuditTrail } from '../tenancy/roles.js';
import { describeActivity } from './activity-wording.js';

/** The dashboard's Recent Activity shows this many events. */
export const RECENT_ACTIVITY_SHOWN = 5;

export interface ActivityEntry {
  id: string;
  occurredAt: Date;
  actorName: string | null;
  description: string;
}

interface ActivityRow {
  id: string;
  occurred_at: Date;
  actor_name: string | null;
  entity: string;
  entity_id: string;
  action: string;
  equipment_name: string | null;
  temperature: number | null;
  reading_count: number | null;
}

/**
 * The newest audit events of the viewer's company, in words. Those who may read the audit trail
 * see the company's; anyone else only what they did themselves. Signing in and out is not activity.
 * Newest by when they happened, sealed or not, so a write shows at once, not when sealed; not by
 * seq, whose index also holds every sealed event's old unsealed entry until vacuum.
 */
export async function recentActivity(em: EntityManager, viewer: Viewer): Promise<ActivityEntry[]> {
  if (viewer.companyId === null) return [];
  const ownOnly = canReadAuditTrail(viewer) ? sql`` : sql`and e.actor_id = ${viewer.userId}::int`;
  const { rows } = await sql<ActivityRow>`
    select e.id, e.occurred_at, u.full_name as actor_name, e.entity, e.entity_id, e.action, q.name as equipment_name,
           (e.after->>'temperature')::float8 as temperature, jsonb_array_length(case when jsonb_typeof(e.after->'ids') = 'array' then e.after->'ids' end) as reading_count
    from audit_event e
    left join "user" u on u.id = e.actor_id
    left join equipment q on e.entity = 'temperature_reading' and q.company_id = e.company_id
      and q.id = case when e.after->>'equipmentId' ~ '^[0-9]{1,9}$' then (e.after->>'equipmentId')::int end
    where e.company_id = ${viewer.companyId}::int and e.action not in ('login', 'logout') ${ownOnly}
    order by e.occurred_at desc, e.id desc limit ${RECENT_ACTIVITY_SHOWN}`.execute(em.getKysely());
  return rows.map((row) => ({
    id: row.id,
    occurredAt: new Date(row.occurred_at),
    actorName: row.actor_name,
    description: describeActivity({
      actorName: row.actor_name,
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      equipmentName: row.equipment_name,
      temperature: row.temperature,
      readingCount: row.reading_count,
    }),
  }));
}
