import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue } from '../../database/job-queue.js';
import { settingsOf } from '../settings/settings.service.js';
import type { CorrectiveAction } from './corrective-action.entity.js';

/** The job that escalates a critical action nobody started in time; modules/alerts handles it. */
export const ESCALATION_CHECK_TASK = 'alerts.escalation_check';
/**
 * Level 2 (the location's managers; with them the administrators when those have no level of their
 * own) or level 3 (the company's administrators). Level 1 is the first alert. No level: 2, as
 * jobs queued before the levels existed say.
 */
export interface EscalationCheckPayload {
  actionId: number;
  level?: 2 | 3;
}

/** One delayed job per action and level: a second booking (a retried caller, another process) replaces, never doubles. */
export const escalationJobKey = (actionId: number, level: 2 | 3): string => (level === 2 ? `escalation:${actionId}` : `escalation:${actionId}:3`);

/**
 * Every new critical action gets an escalation check, due after the company's escalation minutes,
 * in the transaction that creates it. The check itself re-reads the settings and the action, so
 * acknowledging the action (alerts/acknowledgement.service.ts) or switching
 * escalation off (or lengthening it) later still counts.
 */
export async function scheduleEscalationCheck(em: EntityManager, action: CorrectiveAction): Promise<void> {
  if (action.severity !== 'critical') return;
  const { notifications } = await settingsOf(em, action.company.id);
  await scheduleEscalationLevel(em, action.id, 2, new Date(action.createdAt.getTime() + notifications.escalationMinutes * 60_000));
}

/** Books one level's check for when it is due. */
export async function scheduleEscalationLevel(em: EntityManager, actionId: number, level: 2 | 3, runAt: Date): Promise<void> {
  await enqueue(em, ESCALATION_CHECK_TASK, { actionId, level } satisfies EscalationCheckPayload, {
    runAt,
    jobKey: escalationJobKey(actionId, level),
    onTime: true,
  });
}
