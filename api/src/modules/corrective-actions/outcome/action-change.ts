import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../viewer.js';
import { recordAudit } from '../../audit/audit.service.js';
import type { CorrectiveAction } from '../corrective-action.entity.js';
import type { CorrectiveActionType } from '../corrective-action.types.js';
import { ACTION_RELATIONS, toCorrectiveActionView } from '../corrective-actions.service.js';

interface AuditedChange {
  /** The audit event's action, e.g. 'assign'. */
  verb: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Saves a change already made to the action (owner, root cause, sign-off) with its audit event in
 * one flush, and returns the action's view; the caller publishes it once committed.
 */
export async function saveActionChange(
  em: EntityManager,
  viewer: Viewer,
  action: CorrectiveAction,
  { verb, before, after }: AuditedChange,
): Promise<CorrectiveActionType> {
  recordAudit(em, viewer, { companyId: action.company.id, entity: 'corrective_action', entityId: action.id, action: verb, before, after });
  await em.flush();
  await em.populate(action, ACTION_RELATIONS, { refresh: true });
  return toCorrectiveActionView(action);
}
