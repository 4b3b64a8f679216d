import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { type ActionStatus, type CorrectiveAction, canComplete, canStart } from './corrective-action.entity.js';
import type { CorrectiveActionType } from './corrective-action.types.js';
import { findReachableAction, toCorrectiveActionView } from './corrective-actions.service.js';

/**
 * The sample workflow of SPEC section 4: open or pending → in_progress (Start Action) →
 * resolved (Mark Complete). Each step is audited with the status before and after.
 */
export async function startCorrectiveAction(em: EntityManager, viewer: Viewer, id: number): Promise<CorrectiveActionType> {
  const action = await findReachableAction(em, viewer, id);
  if (!canStart(action.status)) throw new InvalidInput('Only open or pending actions can be started');
  return transition(em, viewer, action, 'in_progress', 'start');
}

export async function completeCorrectiveAction(em: EntityManager, viewer: Viewer, id: number, resolution?: string | null): Promise<CorrectiveActionType> {
  const action = await findReachableAction(em, viewer, id);
  if (!canComplete(action.status)) throw new InvalidInput('Only actions in progress can be marked complete');
  action.resolution = resolution?.trim() || null;
  action.resolvedAt = new Date();
  return transition(em, viewer, action, 'resolved', 'complete');
}

async function transition(em: EntityManager, viewer: Viewer, action: CorrectiveAction, to: ActionStatus, verb: string): Promise<CorrectiveActionType> {
  const from = action.status;
  action.status = to;
  recordAudit(em, viewer, {
    companyId: action.company.id,
    entity: 'corrective_action',
    entityId: action.id,
    action: verb,
    before: { status: from },
    after: { status: to, ...(to === 'resolved' ? { resolution: action.resolution ?? null, resolvedAt: action.resolvedAt } : {}) },
  });
  await em.flush();
  return toCorrectiveActionView(action);
}
