import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import type { JobContext } from '../../job-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { type EscalationCheckPayload, scheduleEscalationLevel } from '../corrective-actions/action-escalation.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import { CorrectiveAction, canStart } from '../corrective-actions/corrective-action.entity.js';
import { toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { settingsOf } from '../settings/settings.service.js';
import type { CompanySettingsValues } from '../settings/settings-defaults.js';
import type { User } from '../tenancy/user.entity.js';
import { notify } from './notifications.service.js';
import { companyAdministrators, escalationRecipients, managerRecipients } from './recipients.js';

type EscalationSettings = CompanySettingsValues['notifications'];

/**
 * A critical action nobody started or acknowledged climbs the company's levels (FOOD-SAFETY.md):
 * after level 1's minutes (escalationMinutes) to the location's managers, and after level 2's
 * (administratorEscalationMinutes) to the company's administrators; with no level 2 minutes set the
 * administrators are told with the managers, as before levels existed. Each level is recorded once
 * per action (action_escalation's unique key, under the action's row lock), so however many
 * processes run the check, each level fires once and each recipient gets one message.
 */
export async function checkEscalation(context: JobContext, { actionId, level = 2 }: EscalationCheckPayload): Promise<void> {
  const escalated = await context.em.transactional(async (tx) => {
    const action = await tx.findOne(CorrectiveAction, actionId, { populate: ['location', 'equipment'], lockMode: LockMode.PESSIMISTIC_WRITE });
    // Acknowledged ("I've got it", issue 34), started or resolved: someone has it, so it climbs no further.
    if (!action?.location || action.severity !== 'critical' || !canStart(action.status) || action.acknowledgedAt) return null;
    const { notifications } = await settingsOf(tx, action.company.id);
    const due = dueAt(action, level, notifications);
    if (!notifications.criticalEscalation || !due) return null;
    if (Date.now() < due.getTime()) {
      await scheduleEscalationLevel(tx, actionId, level, due);
      return null;
    }
    const recipients = await recipientsOf(tx, action, level, notifications);
    if (!(await recordLevel(tx, action, level, recipients))) return null;
    await notify(tx, context.services, action, recipients, 'escalation');
    if (level === 2 && notifications.administratorEscalationMinutes !== null) {
      await scheduleEscalationLevel(tx, actionId, 3, dueAt(action, 3, notifications)!);
    }
    return action;
  });
  if (escalated) publishActionChange(context.services.events, 'escalated', toCorrectiveActionView(escalated));
}

/** When a level is due: level 2 after level 1's minutes from opening; level 3 after level 2's from level 2 (null: not yet, or no level 3). */
function dueAt(action: CorrectiveAction, level: 2 | 3, { escalationMinutes, administratorEscalationMinutes }: EscalationSettings): Date | null {
  if (level === 2) return action.escalatedAt ? null : new Date(action.createdAt.getTime() + escalationMinutes * 60_000);
  if (!action.escalatedAt || administratorEscalationMinutes === null) return null;
  return new Date(action.escalatedAt.getTime() + administratorEscalationMinutes * 60_000);
}

async function recipientsOf(em: EntityManager, action: CorrectiveAction, level: 2 | 3, settings: EscalationSettings): Promise<User[]> {
  const [companyId, locationId] = [action.company.id, action.location!.id];
  if (level === 3) return companyAdministrators(em, companyId);
  return settings.administratorEscalationMinutes === null ? escalationRecipients(em, companyId, locationId) : managerRecipients(em, companyId, locationId);
}

/**
 * Records the level on the action (which level, when, to whom) and in its history, unless it is
 * already recorded. Level 2 also sets escalatedAt, the moment level 3 counts from.
 */
async function recordLevel(em: EntityManager, action: CorrectiveAction, level: 2 | 3, recipients: User[]): Promise<boolean> {
  const escalatedAt = new Date();
  const inserted = await rowsOf(
    em,
    sql`insert into action_escalation (company_id, corrective_action_id, level, escalated_at, recipient_ids)
        values (${action.company.id}, ${action.id}, ${level}, ${escalatedAt}, ${recipients.map((r) => r.id)})
        on conflict do nothing returning id`,
  );
  if (!inserted.length) return false;
  if (level === 2) action.escalatedAt = escalatedAt;
  recordAudit(em, null, {
    companyId: action.company.id,
    entity: 'corrective_action',
    entityId: action.id,
    action: 'escalate',
    before: level === 2 ? { escalatedAt: null } : null,
    after: { level, escalatedAt, escalatedTo: recipients.map((r) => r.id), escalatedToNames: recipients.map((r) => r.fullName) },
  });
  await em.flush();
  return true;
}
