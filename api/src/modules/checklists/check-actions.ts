import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { recordAudit } from '../audit/audit.service.js';
import { scheduleEscalationCheck } from '../corrective-actions/action-escalation.js';
import { CorrectiveAction, type Severity } from '../corrective-actions/corrective-action.entity.js';

/** A compliance issue the system raises about one check: a failed critical item (named) or the check gone overdue. */
export interface CheckAction {
  companyId: number;
  locationId: number;
  checkId: number;
  /** The failed item; with it, a unique index allows one action per check and item. */
  checkItem: string | null;
  description: string;
  severity: Severity;
}

/** Opens the action in the caller's transaction, or returns null when that check item already has one. Audited with no actor. */
export async function openCheckAction(em: EntityManager, action: CheckAction): Promise<CorrectiveAction | null> {
  const { rows } = await sql<{ id: number }>`
    insert into corrective_action (company_id, location_id, compliance_check_id, check_item, type, description, severity, status, source)
    values (${action.companyId}, ${action.locationId}, ${action.checkId}, ${action.checkItem}, 'compliance_issue', ${action.description}, ${action.severity}, 'open', 'automatic')
    on conflict do nothing
    returning id`.execute(em.getKysely());
  if (!rows.length) return null;
  const opened = await em.findOneOrFail(CorrectiveAction, rows[0].id, { populate: ['location', 'equipment'] });
  recordAudit(em, null, {
    companyId: action.companyId,
    entity: 'corrective_action',
    entityId: opened.id,
    action: 'open',
    after: { source: 'automatic', type: 'compliance_issue', severity: action.severity, description: action.description, complianceCheckId: action.checkId },
  });
  await scheduleEscalationCheck(em, opened);
  await em.flush();
  return opened;
}
