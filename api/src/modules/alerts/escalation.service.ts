import { LockMode } from '@mikro-orm/core';
import { enqueue } from '../../database/job-queue.js';
import type { JobContext } from '../../job-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { ESCALATION_CHECK_TASK, type EscalationCheckPayload } from '../corrective-actions/action-escalation.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import { CorrectiveAction, canStart } from '../corrective-actions/corrective-action.entity.js';
import { toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { settingsOf } from '../settings/settings.service.js';
import { notify } from './notifications.service.js';
import { escalationRecipients } from './recipients.js';

/**
 * A critical action nobody started or acknowledged within the company's escalation minutes goes up the chain
 * (FOOD-SAFETY.md): the location's branch managers and the company's administrators are told,
 * and the action records when. The action row is locked and escalatedAt checked, so however many
 * processes run the check, it escalates once and each recipient gets one e-mail.
 */
export async function checkEscalation(context: JobContext, { actionId }: EscalationCheckPayload): Promise<void> {
  const escalated = await context.em.transactional(async (tx) => {
    const action = await tx.findOne(CorrectiveAction, actionId, { populate: ['location', 'equipment'], lockMode: LockMode.PESSIMISTIC_WRITE });
    // Acknowledged ("I've got it", issue 34): someone has it, so it climbs no further.
    if (!action?.location || action.severity !== 'critical' || !canStart(action.status) || action.escalatedAt || action.acknowledgedAt) return null;
    const { notifications } = await settingsOf(tx, action.company.id);
    if (!notifications.criticalEscalation) return null;
    const due = new Date(action.createdAt.getTime() + notifications.escalationMinutes * 60_000);
    if (Date.now() < due.getTime()) {
      await enqueue(tx, ESCALATION_CHECK_TASK, { actionId }, { runAt: due, jobKey: `escalation:${actionId}` });
      return null;
    }
    const recipients = await escalationRecipients(tx, action.company.id, action.location.id);
    action.escalatedAt = new Date();
    recordAudit(tx, null, {
      companyId: action.company.id,
      entity: 'corrective_action',
      entityId: action.id,
      action: 'escalate',
      before: { escalatedAt: null },
      after: { escalatedAt: action.escalatedAt, escalatedTo: recipients.map((r) => r.id) },
    });
    await tx.flush();
    await notify(tx, context.services, action, recipients, 'escalation');
    return action;
  });
  if (escalated) publishActionChange(context.services.events, 'escalated', toCorrectiveActionView(escalated));
}
