import type { EntityManager } from '@mikro-orm/postgresql';
import { Conflict, InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { confirmOwnPassword, type PasswordGuard } from '../auth/password-confirmation.js';
import type { EquipmentKind } from '../settings/equipment-kinds.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { User } from '../tenancy/user.entity.js';
import { type LimitConfig, limitConfigOf, liveLimit } from './haccp-limits.js';
import { HaccpPlan } from './haccp-plan.entity.js';
import { validSteps } from './haccp-plan-input.js';
import { assertMayManage, type PlanOwner, planOf, planOwner, readablePlan, readableVersion } from './haccp-plan-scope.js';
import { HaccpPlanVersion } from './haccp-plan-version.entity.js';
import { type PlanView, planView, type VersionView } from './haccp-plan-view.js';
import { starterSteps } from './haccp-starter.js';
import type { PlanStep } from './haccp-steps.js';
import { linkKey } from './haccp-steps.js';

/** The owner's plan with its versions (newest first), the one in force and whether it needs review; null before the first. */
export async function haccpPlan(em: EntityManager, viewer: Viewer, locationId?: number | null): Promise<PlanView | null> {
  // The provider belongs to no company: it has no company plan to show (a site's plan it names by location).
  if (locationId == null && viewer.companyId === null) return null;
  const owner = await planOwner(em, viewer, locationId);
  const plan = await planOf(em, owner);
  return plan ? viewOf(em, plan) : null;
}

/** A draft made from the company's own set-up (its equipment types in use, process rules, critical items): the next version, 1 for a new plan. */
export async function generateHaccpPlan(em: EntityManager, viewer: Viewer, locationId?: number | null): Promise<PlanView> {
  const owner = await planOwner(em, viewer, locationId);
  assertMayManage(viewer, owner.location !== null);
  const config = await limitConfigOf(em, owner.companyId);
  const steps = starterSteps(config, await typesInUse(em, owner));
  const plan = await em.transactional(async (tx) => {
    const existing = await planOf(tx, owner);
    const row = existing ?? tx.create(HaccpPlan, { company: owner.companyId, location: owner.location });
    await appendVersion(tx, viewer, row, steps, 'generate');
    return row;
  });
  return viewOf(em, plan);
}

/** An edit: the plan's next version, a draft; every CCP must link to a limit the configuration holds. */
export async function saveHaccpPlanVersion(em: EntityManager, viewer: Viewer, planId: number, input: unknown[]): Promise<VersionView> {
  const plan = await readablePlan(em, viewer, planId);
  assertMayManage(viewer, Boolean(plan.location));
  const steps = validSteps(input as Parameters<typeof validSteps>[0], await limitConfigOf(em, plan.company.id));
  const version = await em.transactional((tx) => appendVersion(tx, viewer, plan, steps, 'save'));
  return (await viewOf(em, plan)).versions.find((v) => v.id === version.id) as VersionView;
}

/**
 * Signing, with the signer's password re-entered (a guess counted like a sign-in's): the version
 * keeps the limits it was signed against and becomes the plan in force. A wrong password stores nothing.
 */
export async function signHaccpPlanVersion(em: EntityManager, viewer: Viewer, versionId: number, password: string, guard: PasswordGuard): Promise<VersionView> {
  const { version: row, plan } = await readableVersion(em, viewer, versionId);
  assertMayManage(viewer, Boolean(plan.location));
  if (row.signedAt) throw new Conflict(`Version ${row.version} is already signed`);
  const later = await em.count(HaccpPlanVersion, { plan, version: { $gt: row.version }, signedAt: { $ne: null } });
  if (later) throw new Conflict(`A later version of the plan is already signed: sign a newer version instead`);
  const signedLimits = snapshotOf(row.steps, await limitConfigOf(em, plan.company.id));
  await confirmOwnPassword(em, viewer, password, guard);
  await em.transactional(async (tx) => {
    const signed = await tx.findOneOrFail(HaccpPlanVersion, row.id);
    Object.assign(signed, { signedBy: tx.getReference(User, viewer.userId), signedAt: new Date(), signedLimits });
    recordAudit(tx, viewer, {
      companyId: plan.company.id,
      entity: 'haccp_plan_version',
      entityId: row.id,
      action: 'sign',
      after: { planId: plan.id, version: row.version, signedLimits },
    });
    await tx.flush();
  });
  em.clear();
  return (await viewOf(em, await readablePlan(em, viewer, plan.id))).versions.find((v) => v.id === row.id) as VersionView;
}

async function appendVersion(tx: EntityManager, viewer: Viewer, plan: HaccpPlan, steps: PlanStep[], action: 'generate' | 'save'): Promise<HaccpPlanVersion> {
  const latest = await tx.findOne(HaccpPlanVersion, { plan }, { orderBy: { version: 'desc' } });
  const row = tx.create(HaccpPlanVersion, {
    company: plan.company,
    plan,
    version: (latest?.version ?? 0) + 1,
    steps,
    createdBy: tx.getReference(User, viewer.userId),
  });
  await tx.flush();
  recordAudit(tx, viewer, {
    companyId: plan.company.id,
    entity: 'haccp_plan_version',
    entityId: row.id,
    action,
    after: { planId: plan.id, version: row.version, steps },
  });
  await tx.flush();
  return row;
}

/** The limits a version's CCPs link to, as the configuration holds them now, by link key; one linked to nothing is refused. */
function snapshotOf(steps: PlanStep[], config: LimitConfig): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const ccp of steps.flatMap((step) => step.ccps)) {
    const limit = liveLimit(ccp.limit, config);
    if (!limit) throw new InvalidInput(`A critical control point links to a limit that is no longer set (${linkKey(ccp.limit)}): save a new version first`);
    snapshot[limit.key] = limit.values;
  }
  return snapshot;
}

/** The equipment types the owner's active units are of: a company plan all its sites', a site plan its own. */
async function typesInUse(em: EntityManager, owner: PlanOwner): Promise<EquipmentKind[]> {
  const units = await em.find(
    Equipment,
    { company: owner.companyId, isActive: true, ...(owner.location ? { location: owner.location.id } : {}) },
    { fields: ['type'] },
  );
  return [...new Set(units.map((unit) => unit.type as EquipmentKind))];
}

async function viewOf(em: EntityManager, plan: HaccpPlan): Promise<PlanView> {
  const versions = await em.find(HaccpPlanVersion, { plan }, { populate: ['createdBy', 'signedBy'], orderBy: { version: 'desc' } });
  return planView(plan, versions, await limitConfigOf(em, plan.company.id));
}
