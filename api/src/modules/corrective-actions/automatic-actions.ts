import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { recordAudit } from '../audit/audit.service.js';
import { scheduleEscalationCheck } from './action-escalation.js';
import { CorrectiveAction, type Severity } from './corrective-action.entity.js';

/** An action the alert engine raises: for one excursion, one silence or one low-battery episode of one unit, or a food process's missed stage. */
export interface AutomaticAction {
  companyId: number;
  locationId: number;
  /** Null for a food process on no unit. */
  equipmentId: number | null;
  type: 'temperature_alert' | 'equipment_failure';
  description: string;
  severity: Severity;
  excursionStartedAt?: Date;
  silenceSince?: Date;
  lowBatterySince?: Date;
}

/**
 * Opens the action in the caller's transaction, or returns null when that excursion, silence or episode
 * already has one: the unique partial indexes decide, so concurrent jobs in several processes
 * still open exactly one. Audited with no actor (the system), and a critical action gets its
 * escalation check in the same commit. The audit event is chained as the caller commits
 * (recordAudit), so the company's audit-chain lock, which every reading of that company waits
 * on, is held for the commit alone.
 */
export async function openAutomaticAction(em: EntityManager, action: AutomaticAction): Promise<CorrectiveAction | null> {
  const { rows } = await sql<{ id: number }>`
    insert into corrective_action (company_id, location_id, equipment_id, type, description, severity, status, source, excursion_started_at, silence_since,
                                   low_battery_since)
    values (${action.companyId}, ${action.locationId}, ${action.equipmentId}, ${action.type}, ${action.description}, ${action.severity}, 'open', 'automatic',
            ${action.excursionStartedAt ?? null}::timestamptz, ${action.silenceSince ?? null}::timestamptz, ${action.lowBatterySince ?? null}::timestamptz)
    on conflict do nothing
    returning id`.execute(em.getKysely());
  if (!rows.length) return null;
  const opened = await em.findOneOrFail(CorrectiveAction, rows[0].id, { populate: ['location', 'equipment'] });
  recordAudit(em, null, {
    companyId: action.companyId,
    entity: 'corrective_action',
    entityId: opened.id,
    action: 'open',
    after: { source: 'automatic', type: action.type, severity: action.severity, description: action.description, equipmentId: action.equipmentId },
  });
  await scheduleEscalationCheck(em, opened);
  return opened;
}
