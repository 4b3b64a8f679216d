import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../services.js';
import type { Viewer } from '../../viewer.js';
import { notify } from '../alerts/notifications.service.js';
import { alertRecipients } from '../alerts/recipients.js';
import { type CompletionInput, completeCheck } from '../compliance/check-work.service.js';
import type { ComplianceCheckType } from '../compliance/compliance.types.js';
import { toCheckView } from '../compliance/compliance-checks.service.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import { toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { openCriticalFailureActions } from './critical-failures.js';

/**
 * Completes a check with its answers and, in the same transaction, opens an action for each
 * failed critical item and tells the location's branch managers; the actions go live once committed.
 */
export async function completeComplianceCheck(em: EntityManager, services: AppServices, viewer: Viewer, input: CompletionInput): Promise<ComplianceCheckType> {
  const { view, actions } = await em.transactional(async (tx) => {
    const { check, repeated } = await completeCheck(tx, viewer, input);
    if (repeated) return { view: toCheckView(check), actions: [] };
    const opened = await openCriticalFailureActions(tx, check);
    for (const action of opened) {
      await notify(tx, services, action, await alertRecipients(tx, action, check.location.id, viewer.userId), 'alert');
    }
    return { view: toCheckView(check, viewer.fullName), actions: opened };
  });
  for (const action of actions) publishActionChange(services.events, 'opened', toCorrectiveActionView(action));
  return view;
}
