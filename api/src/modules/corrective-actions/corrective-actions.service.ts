import type { ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound } from '../../errors.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { canOverrideVerification } from '../tenancy/roles.js';
import { storedPhotos } from '../uploads/photo-evidence.js';
import { verificationRule } from './action-verification.js';
import { type ActionStatus, CorrectiveAction, canAcknowledge, canComplete, canStart, NOT_STARTED, type Severity } from './corrective-action.entity.js';
import type { ActionVerificationType, CorrectiveActionSummaryType, CorrectiveActionType, VerificationRequirementType } from './corrective-action.types.js';
import { rootCauseLabel } from './outcome/root-causes.js';

export interface ActionFilter {
  status?: ActionStatus | null;
  severity?: Severity | null;
  /** One reachable location instead of all of them. */
  locationId?: number | null;
  /** Only actions still requiring attention. */
  openOnly?: boolean;
}

/** What an action's view shows of its relations: load these with it. */
export const ACTION_RELATIONS = ['location', 'equipment', 'resolvedBy', 'acknowledgedBy', 'verificationReading', 'assignee', 'signedOffBy'] as const;

/** SPEC 4: an action requires attention until it is resolved. */
const STILL_OPEN: ObjectQuery<CorrectiveAction> = { status: { $ne: 'resolved' } };

/** Actions of the viewer's company at locations they reach (or tied to no location), newest first. */
export async function listCorrectiveActions(em: EntityManager, viewer: Viewer, filter: ActionFilter = {}): Promise<CorrectiveActionType[]> {
  const where: ObjectQuery<CorrectiveAction> = {
    ...(await scopeAt(em, viewer, filter.locationId)),
    ...(filter.openOnly ? STILL_OPEN : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.severity ? { severity: filter.severity } : {}),
  };
  const actions = await em.find(CorrectiveAction, where, {
    populate: ACTION_RELATIONS,
    orderBy: { createdAt: 'desc', id: 'desc' },
  });
  return actions.map(toCorrectiveActionView);
}

/** The Corrective Actions tiles, for every reachable location or for one. */
export async function summariseCorrectiveActions(em: EntityManager, viewer: Viewer, locationId?: number | null): Promise<CorrectiveActionSummaryType> {
  const where = await scopeAt(em, viewer, locationId);
  const [byStatus, critical] = await Promise.all([
    em.countBy(CorrectiveAction, 'status', { where }),
    em.count(CorrectiveAction, { ...where, severity: 'critical' }),
  ]);
  const count = (status: ActionStatus) => byStatus[status] ?? 0;
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  // Not started yet: the default 'open' and the sample workflow's 'pending' (SPEC 4).
  return {
    total,
    pending: NOT_STARTED.reduce((sum, status) => sum + count(status), 0),
    inProgress: count('in_progress'),
    resolved: count('resolved'),
    critical,
    open: total - count('resolved'),
  };
}

/** Actions still requiring attention (anything not resolved); the dashboard shows this figure. */
export async function countOpenActions(em: EntityManager, viewer: Viewer, locationId?: number | null): Promise<number> {
  return em.count(CorrectiveAction, { ...(await scopeAt(em, viewer, locationId)), ...STILL_OPEN });
}

/** One action the viewer may act on; anything outside their reach is NotFound, like a missing id. */
export async function findReachableAction(em: EntityManager, viewer: Viewer, id: number): Promise<CorrectiveAction> {
  const action = await em.findOne(CorrectiveAction, { id, ...actionsInReach(viewer) }, { populate: ACTION_RELATIONS });
  if (!action) throw new NotFound('Corrective action');
  return action;
}

/** One action as the API shows it, for its details screen. */
export async function getCorrectiveAction(em: EntityManager, viewer: Viewer, id: number): Promise<CorrectiveActionType> {
  return toCorrectiveActionView(await findReachableAction(em, viewer, id));
}

/** What resolving the action needs of a verification, as Mark Complete shows it; null when it needs none. */
export async function verificationRequirement(em: EntityManager, viewer: Viewer, id: number): Promise<VerificationRequirementType | null> {
  const rule = await verificationRule(em, await findReachableAction(em, viewer, id));
  if (!rule?.required) return null;
  return { kind: rule.kind, minTemperature: rule.min, maxTemperature: rule.max, canOverride: canOverrideVerification(viewer) };
}

function actionsInReach(viewer: Viewer): ObjectQuery<CorrectiveAction> {
  return { ...companyScope(viewer), $or: [{ location: null }, { location: { $in: viewer.locationIds } }] };
}

async function scopeAt(em: EntityManager, viewer: Viewer, locationId?: number | null): Promise<ObjectQuery<CorrectiveAction>> {
  if (locationId == null) return actionsInReach(viewer);
  const location = await findReachableLocation(em, viewer, locationId);
  return { ...companyScope(viewer), location: location.id };
}

/** What an action's view needs: a CorrectiveAction entity, or the same fields read by hand (the dashboard's one statement). */
export type CorrectiveActionFields = Pick<
  CorrectiveAction,
  | 'id'
  | 'type'
  | 'description'
  | 'severity'
  | 'status'
  | 'createdAt'
  | 'dueDate'
  | 'resolvedAt'
  | 'resolution'
  | 'source'
  | 'excursionStartedAt'
  | 'escalatedAt'
  | 'acknowledgedAt'
  | 'photoEvidence'
  | 'verificationTemperature'
  | 'verificationOverrideReason'
  | 'rootCause'
  | 'rootCauseText'
  | 'signedOffAt'
  | 'closedAt'
> & {
  equipment?: { id: number; name: string } | null;
  location?: { id: number; name: string } | null;
  resolvedBy?: { fullName: string } | null;
  acknowledgedBy?: { fullName: string } | null;
  verificationReading?: { id: number; recordedAt: Date } | null;
  assignee?: { id: number; fullName: string } | null;
  signedOffBy?: { fullName: string } | null;
};

export function toCorrectiveActionView(action: CorrectiveActionFields): CorrectiveActionType {
  return {
    id: action.id,
    type: action.type ?? null,
    description: action.description,
    severity: action.severity,
    status: action.status,
    equipmentId: action.equipment?.id ?? null,
    equipmentName: action.equipment?.name ?? null,
    locationId: action.location?.id ?? null,
    locationName: action.location?.name ?? null,
    createdAt: action.createdAt,
    dueDate: action.dueDate ?? null,
    resolvedAt: action.resolvedAt ?? null,
    resolution: action.resolution ?? null,
    source: action.source,
    excursionStartedAt: action.excursionStartedAt ?? null,
    escalatedAt: action.escalatedAt ?? null,
    resolvedByName: action.resolvedBy?.fullName ?? null,
    acknowledgedAt: action.acknowledgedAt ?? null,
    acknowledgedByName: action.acknowledgedBy?.fullName ?? null,
    canAcknowledge: canAcknowledge(action),
    canStart: canStart(action.status),
    canComplete: canComplete(action.status),
    photoEvidence: storedPhotos(action.photoEvidence),
    verification: verificationView(action),
    ...outcomeView(action),
  };
}

/** Issue 36: the owner, the root cause and the sign-off; a resolved action without closedAt awaits its manager's sign-off. */
function outcomeView(action: CorrectiveActionFields) {
  return {
    assigneeId: action.assignee?.id ?? null,
    assigneeName: action.assignee?.fullName ?? null,
    rootCause: action.rootCause ?? null,
    rootCauseLabel: rootCauseLabel(action.rootCause),
    rootCauseText: action.rootCauseText ?? null,
    signedOffAt: action.signedOffAt ?? null,
    signedOffByName: action.signedOffBy?.fullName ?? null,
    closedAt: action.closedAt ?? null,
    awaitingSignOff: action.status === 'resolved' && !action.closedAt,
  };
}

/** Issue 30: the reading (a unit's, or a food probe's taken as the action was resolved) or the override that verified the fix; null without one. */
function verificationView(action: CorrectiveActionFields): ActionVerificationType | null {
  const reading = action.verificationReading ?? null;
  const temperature = action.verificationTemperature ?? null;
  const overrideReason = action.verificationOverrideReason ?? null;
  if (!reading && temperature === null && overrideReason === null) return null;
  return {
    method: overrideReason === null ? 'reading' : 'override',
    readingId: reading?.id ?? null,
    temperature: temperature === null ? null : Number(temperature),
    recordedAt: overrideReason === null ? (reading?.recordedAt ?? action.resolvedAt ?? null) : null,
    overrideReason,
    verifiedByName: action.resolvedBy?.fullName ?? null,
    verifiedAt: action.resolvedAt ?? null,
  };
}
