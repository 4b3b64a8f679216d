import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue } from '../../database/job-queue.js';
import { settingsOf } from '../settings/settings.service.js';
import type { CorrectiveAction } from './corrective-action.entity.js';

/** The job that escalates a critical action nobody started in time; modules/alerts handles it. */
export const ESCALATION_CHECK_TASK = 'alerts.escalation_check';
export interface EscalationCheckPayload {
  actionId: number;
}

/**
 * Every new critical action gets an escalation check, due after the company's escalation minutes,
 * in the transaction that creates it. The check itself re-reads the settings and the action, so
 * acknowledging the action (alerts/acknowledgement.service.ts) or switching
 * escalation off (or lengthening it) later still counts.
 */
export async function scheduleEscalationCheck(em: EntityManager, action: CorrectiveAction): Promise<void> {
  if (action.severity !== 'critical') return;
  const { notifications } = await settingsOf(em, action.company.id);
  await enqueue(em, ESCALATION_CHECK_TASK, { actionId: action.id } satisfies EscalationCheckPayload, {
    runAt: new Date(action.createdAt.getTime() + notifications.escalationMinutes * 60_000),
    jobKey: `escalation:${action.id}`,
  });
}
