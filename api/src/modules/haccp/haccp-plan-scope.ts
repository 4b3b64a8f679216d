import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import { canReachLocation, companyScope, type Viewer } from '../../viewer.js';
import { findReachableLocation } from '../locations/locations.service.js';
import type { Location } from '../tenancy/location.entity.js';
import { canManageHaccpPlan } from '../tenancy/roles.js';
import { HaccpPlan } from './haccp-plan.entity.js';
import { HaccpPlanVersion } from './haccp-plan-version.entity.js';

/** Whose plan a request means: the viewer's company plan, or one reachable site's own. */
export interface PlanOwner {
  companyId: number;
  location: Location | null;
}

export async function planOwner(em: EntityManager, viewer: Viewer, locationId?: number | null): Promise<PlanOwner> {
  if (locationId != null) {
    const location = await findReachableLocation(em, viewer, locationId);
    return { companyId: location.company.id, location };
  }
  if (viewer.companyId === null) throw new InvalidInput('Choose a site: a company plan belongs to one company');
  return { companyId: viewer.companyId, location: null };
}

/** The owner's plan, if it has one. */
export function planOf(em: EntityManager, owner: PlanOwner): Promise<HaccpPlan | null> {
  return em.findOne(HaccpPlan, { company: owner.companyId, location: owner.location?.id ?? null }, { populate: ['location'] });
}

/** A plan the viewer may read: of their company, and a site plan only of a site they reach; any other id is missing. */
export async function readablePlan(em: EntityManager, viewer: Viewer, planId: number): Promise<HaccpPlan> {
  const plan = await em.findOne(HaccpPlan, { id: planId, ...companyScope(viewer) }, { populate: ['location'] });
  if (!plan || (plan.location && !canReachLocation(viewer, plan.location.id))) throw new NotFound('HACCP plan');
  return plan;
}

export function assertMayManage(viewer: Viewer, sitePlan: boolean): void {
  if (!canManageHaccpPlan(viewer, sitePlan)) {
    throw new Forbidden(
      sitePlan ? 'Only the site’s administrators can change or sign its HACCP plan' : 'Only company administrators can change or sign the HACCP plan',
    );
  }
}

/** A version of a plan the viewer may read, with its plan; any other id is missing. */
export async function readableVersion(em: EntityManager, viewer: Viewer, versionId: number): Promise<{ version: HaccpPlanVersion; plan: HaccpPlan }> {
  const version = await em.findOne(HaccpPlanVersion, { id: versionId, ...companyScope(viewer) });
  if (!version) throw new NotFound('HACCP plan version');
  return { version, plan: await readablePlan(em, viewer, version.plan.id) };
}
