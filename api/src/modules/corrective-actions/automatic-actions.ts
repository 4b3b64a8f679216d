import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { recordAudit } from '../audit/audit.service.js';
import { scheduleEscalationCheck } from './action-escalation.js';
import { CorrectiveAction, type Severity } from './corrective-action.entity.js';

interface RaisedAction {
  companyId: number;
  locationId: number;
  description: string;
  severity: Severity;
}

/** About one unit: an excursion, a silence, a low-battery episode, a door left open or a failed calibration; a food process's missed stage; or a silent gateway. */
interface UnitAction extends RaisedAction {
  type: 'temperature_alert' | 'equipment_failure';
  /** Null for a food process on no unit. */
  equipmentId: number | null;
  excursionStartedAt?: Date;
  silenceSince?: Date;
  lowBatterySince?: Date;
  doorOpenSince?: Date;
  /** A "gateway offline" action: the key whose every unit went silent, and since when (equipmentId null). */
  apiKeyId?: number;
  gatewaySilentSince?: Date;
}

/** About one check: a failed critical item (named), or the check gone overdue. */
interface CheckAction extends RaisedAction {
  type: 'compliance_issue';
  complianceCheckId: number;
  /** The failed item; with it, a unique index allows one action per check and item. */
  checkItem: string | null;
}

/** About one submitted digital form: a critical field answered out of range (one action per form and field). */
interface FormAction extends RaisedAction {
  type: 'compliance_issue';
  digitalFormId: number;
  /** The field's label. */
  checkItem: string;
}

/** An action the system raises, with nobody's name on it. */
export type AutomaticAction = UnitAction | CheckAction | FormAction;

/**
 * Opens the action in the caller's transaction, or returns null when that excursion, silence,
 * episode or check item already has one: the unique partial indexes decide, so concurrent jobs in
 * several processes still open exactly one. Audited with no actor (the system), and a critical
 * action gets its escalation check in the same commit. The audit event goes in unsealed, taking
 * no lock a reading of that company would wait on; the sealer chains it after the commit.
 */
export async function openAutomaticAction(em: EntityManager, action: AutomaticAction): Promise<CorrectiveAction | null> {
  const unit = action.type === 'compliance_issue' ? null : action;
  const check = 'complianceCheckId' in action ? action : null;
  const form = 'digitalFormId' in action ? action : null;
  const { rows } = await sql<{ id: number }>`
    insert into corrective_action (company_id, location_id, equipment_id, compliance_check_id, digital_form_id, check_item, type, description, severity, status, source,
                                   excursion_started_at, silence_since, low_battery_since, door_open_since, api_key_id, gateway_silent_since)
    values (${action.companyId}, ${action.locationId}, ${unit?.equipmentId ?? null}, ${check?.complianceCheckId ?? null}, ${form?.digitalFormId ?? null}::int,
            ${check?.checkItem ?? form?.checkItem ?? null},
            ${action.type}, ${action.description}, ${action.severity}, 'open', 'automatic', ${unit?.excursionStartedAt ?? null}::timestamptz,
            ${unit?.silenceSince ?? null}::timestamptz, ${unit?.lowBatterySince ?? null}::timestamptz, ${unit?.doorOpenSince ?? null}::timestamptz,
            ${unit?.apiKeyId ?? null}::int, ${unit?.gatewaySilentSince ?? null}::timestamptz)
    on conflict do nothing
    returning id`.execute(em.getKysely());
  if (!rows.length) return null;
  const opened = await em.findOneOrFail(CorrectiveAction, rows[0].id, { populate: ['location', 'equipment'] });
  // The audit row names what the action is about: the check, the form, or the unit.
  const subject = check ? { complianceCheckId: check.complianceCheckId } : form ? { digitalFormId: form.digitalFormId } : { equipmentId: unit?.equipmentId };
  recordAudit(em, null, {
    companyId: action.companyId,
    entity: 'corrective_action',
    entityId: opened.id,
    action: 'open',
    after: { source: 'automatic', type: action.type, severity: action.severity, description: action.description, ...subject },
  });
  await scheduleEscalationCheck(em, opened);
  return opened;
}
