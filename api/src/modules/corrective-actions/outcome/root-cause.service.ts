import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../../errors.js';
import type { Viewer } from '../../../viewer.js';
import type { CorrectiveActionType } from '../corrective-action.types.js';
import { findReachableAction } from '../corrective-actions.service.js';
import { saveActionChange } from './action-change.js';
import { ROOT_CAUSE_KEYS, type RootCause } from './root-causes.js';

/**
 * Why it happened: one of the short list, with the person's words ('other' needs them). Whoever
 * works the action may record it, and record it again as they learn more: each one is audited
 * with what it replaced, so the history keeps every answer.
 */
export async function recordRootCause(em: EntityManager, viewer: Viewer, id: number, cause: string, text?: string | null): Promise<CorrectiveActionType> {
  if (!(ROOT_CAUSE_KEYS as string[]).includes(cause)) throw new InvalidInput(`Root cause must be one of ${ROOT_CAUSE_KEYS.join(', ')}`);
  const words = text?.trim() || null;
  if (cause === ('other' satisfies RootCause) && !words) throw new InvalidInput("Please describe the root cause when it is 'Other'");
  const action = await findReachableAction(em, viewer, id);
  const before = { rootCause: action.rootCause ?? null, rootCauseText: action.rootCauseText ?? null };
  Object.assign(action, { rootCause: cause, rootCauseText: words });
  return saveActionChange(em, viewer, action, { verb: 'record_root_cause', before, after: { rootCause: cause, rootCauseText: words } });
}
