import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import type { LiveEvents } from '../../events/live-events.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { User } from '../tenancy/user.entity.js';
import { type ActionChange, publishActionChange } from './action-events.js';
import { type VerificationInput, verify } from './action-verification.js';
import { type ActionStatus, type CorrectiveAction, canComplete, canStart, needsSignOff } from './corrective-action.entity.js';
import type { CorrectiveActionType } from './corrective-action.types.js';
import { findReachableAction, toCorrectiveActionView } from './corrective-actions.service.js';

/**
 * The sample workflow of SPEC section 4: open or pending → in_progress (Start Action) →
 * resolved (Mark Complete, with what was done). Each step is audited with the status before and
 * after, and reaches the location's live subscribers once committed.
 */
export async function startCorrectiveAction(em: EntityManager, viewer: Viewer, events: LiveEvents, id: number): Promise<CorrectiveActionType> {
  const action = await findReachableAction(em, viewer, id);
  if (!canStart(action.status)) throw new InvalidInput('Only open or pending actions can be started');
  return transition(em, viewer, events, action, 'in_progress');
}

/**
 * A resolution is evidence: what was done, recorded with who (the viewer) and when, and — for a
 * critical temperature or food-process action — what verified the fix (issue 30, action-verification.ts).
 */
export async function completeCorrectiveAction(
  em: EntityManager,
  viewer: Viewer,
  events: LiveEvents,
  id: number,
  resolution: string,
  verification?: VerificationInput | null,
): Promise<CorrectiveActionType> {
  const action = await findReachableAction(em, viewer, id);
  if (!canComplete(action.status)) throw new InvalidInput('Only actions in progress can be marked complete');
  if (!resolution.trim()) throw new InvalidInput('Please describe what was done to resolve the action');
  const verified = await verify(em, viewer, events, action, verification);
  action.resolution = resolution.trim();
  action.resolvedAt = new Date();
  action.resolvedBy = em.getReference(User, viewer.userId);
  // Issue 36: a critical temperature or food-process action closes only at its manager's sign-off (outcome/action-sign-off.service.ts).
  action.closedAt = needsSignOff(action) ? null : action.resolvedAt;
  if (verified) {
    action.verificationReading = verified.reading;
    action.verificationTemperature = verified.temperature;
    action.verificationOverrideReason = verified.overrideReason;
  }
  return transition(em, viewer, events, action, 'resolved');
}

const CHANGES: Partial<Record<ActionStatus, { verb: string; change: ActionChange }>> = {
  in_progress: { verb: 'start', change: 'started' },
  resolved: { verb: 'complete', change: 'resolved' },
};

async function transition(em: EntityManager, viewer: Viewer, events: LiveEvents, action: CorrectiveAction, to: ActionStatus): Promise<CorrectiveActionType> {
  const from = action.status;
  const { verb, change } = CHANGES[to]!;
  action.status = to;
  const resolved =
    to === 'resolved'
      ? {
          resolution: action.resolution ?? null,
          resolvedAt: action.resolvedAt,
          resolvedById: viewer.userId,
          closedAt: action.closedAt ?? null,
          ...verificationOf(action),
        }
      : {};
  recordAudit(em, viewer, {
    companyId: action.company.id,
    entity: 'corrective_action',
    entityId: action.id,
    action: verb,
    before: { status: from },
    after: { status: to, ...resolved },
  });
  await em.flush();
  const view = toCorrectiveActionView(action);
  if (to === 'resolved') {
    view.resolvedByName = viewer.fullName;
    if (view.verification) view.verification.verifiedByName = viewer.fullName;
  }
  publishActionChange(events, change, view);
  return view;
}

/** The resolution's audit event carries its verification, when there is one. */
function verificationOf(action: CorrectiveAction) {
  const { verificationReading, verificationTemperature, verificationOverrideReason } = action;
  if (!verificationReading && verificationTemperature == null && !verificationOverrideReason) return {};
  return {
    verification: {
      readingId: verificationReading?.id ?? null,
      temperature: verificationTemperature ?? null,
      overrideReason: verificationOverrideReason ?? null,
    },
  };
}
