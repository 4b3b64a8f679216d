import type { EntityManager } from '@mikro-orm/postgresql';
import { answersOf } from '../compliance/check-items.js';
import type { ComplianceCheck } from '../compliance/compliance-check.entity.js';
import { openAutomaticAction } from '../corrective-actions/automatic-actions.js';
import type { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';

/**
 * A failed critical item is a food-safety problem to put right: one critical compliance_issue
 * action per check and item (a repeat opens nothing), linked to the check.
 */
export async function openCriticalFailureActions(em: EntityManager, check: ComplianceCheck): Promise<CorrectiveAction[]> {
  const opened: CorrectiveAction[] = [];
  for (const item of answersOf(check).filter((answer) => answer.critical && answer.result === 'fail')) {
    const name = check.template?.name ?? 'Compliance check';
    const action = await openAutomaticAction(em, {
      companyId: check.company.id,
      locationId: check.location.id,
      type: 'compliance_issue',
      complianceCheckId: check.id,
      checkItem: item.description,
      description: `Critical item failed in "${name}": ${item.description}${item.note ? ` (${item.note})` : ''}`,
      severity: 'critical',
    });
    if (action) opened.push(action);
  }
  return opened;
}
