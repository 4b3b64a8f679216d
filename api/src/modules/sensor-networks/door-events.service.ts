import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { enqueue } from '../../database/job-queue.js';
import { NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { DoorEvent } from './door-event.entity.js';

/** The job a door opening books for when its unit's door-alert minutes are up; modules/alerts handles it. */
export const DOOR_OPEN_TASK = 'alerts.door_open';
export interface DoorOpenPayload {
  equipmentId: number;
  /** When the door opened: it names the opening, so a later one is another alert. */
  since: string;
}

export interface DoorChange {
  equipmentId: number;
  isOpen: boolean;
  occurredAt: Date;
}

/**
 * A door contact's report. Only a change is recorded (a contact repeats its state in every uplink):
 * the unit keeps when its door opened, each change is a door_event (audited), and an opening books
 * one check for when the unit's door-alert minutes are up, keyed by unit and opening so a retried
 * report books no second. A door closed before then leaves the check nothing to do.
 * Returns whether the report changed the door's state.
 */
export async function recordDoorChange(em: EntityManager, viewer: Viewer, change: DoorChange): Promise<boolean> {
  return em.transactional(async (tx) => {
    const { rows } = await sql<{ company_id: number; door_alert_minutes: number; door_open_since: Date | null }>`
      update equipment set door_open_since = ${change.isOpen ? change.occurredAt : null}::timestamptz
      where id = ${change.equipmentId} and location_id = any(${viewer.locationIds}::int[]) and is_active
        and (door_open_since is null) = ${change.isOpen}
      returning company_id, door_alert_minutes, door_open_since`.execute(tx.getKysely());
    if (!rows.length) return assertReachable(tx, viewer, change.equipmentId);
    const [unit] = rows;
    const event = tx.create(DoorEvent, {
      company: unit.company_id,
      equipment: change.equipmentId,
      isOpen: change.isOpen,
      occurredAt: change.occurredAt,
      apiKey: viewer.apiKeyId ?? null,
      user: viewer.apiKeyId === undefined ? viewer.userId : null,
    });
    await tx.flush();
    const after = { equipmentId: change.equipmentId, isOpen: change.isOpen, occurredAt: change.occurredAt.toISOString(), apiKeyId: viewer.apiKeyId ?? null };
    recordAudit(tx, viewer.apiKeyId === undefined ? viewer : null, {
      companyId: unit.company_id,
      entity: 'door_event',
      entityId: event.id,
      action: 'create',
      after,
    });
    if (change.isOpen) {
      const payload: DoorOpenPayload = { equipmentId: change.equipmentId, since: change.occurredAt.toISOString() };
      const runAt = new Date(change.occurredAt.getTime() + unit.door_alert_minutes * 60_000);
      await enqueue(tx, DOOR_OPEN_TASK, payload, { runAt, jobKey: `door-open:${change.equipmentId}:${payload.since}` });
    }
    await tx.flush();
    return true;
  });
}

/** Nothing changed: fine for a unit in reach (its door already was so), not found otherwise. */
async function assertReachable(em: EntityManager, viewer: Viewer, equipmentId: number): Promise<false> {
  const { rows } = await sql`select 1 from equipment where id = ${equipmentId} and location_id = any(${viewer.locationIds}::int[]) and is_active`.execute(
    em.getKysely(),
  );
  if (!rows.length) throw new NotFound('Equipment');
  return false;
}
