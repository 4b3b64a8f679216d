import type { EntityManager } from '@mikro-orm/postgresql';
import { coverageOf, type Period } from './haccp-coverage.service.js';
import type { HaccpCcpCoverageType } from './haccp-coverage.types.js';
import { limitConfigOf } from './haccp-limits.js';
import { HaccpPlan } from './haccp-plan.entity.js';
import { HaccpPlanVersion } from './haccp-plan-version.entity.js';
import { planView } from './haccp-plan-view.js';

/** A plan as a due-diligence pack states it: which version was in force, who signed it, and whether it needs review. */
export interface PackPlan {
  /** "Company plan", or "Site plan: Main Kitchen". */
  name: string;
  version: number | null;
  signedBy: string | null;
  signedAt: Date | null;
  needsReview: boolean;
}

export interface HaccpPackSummary {
  plans: PackPlan[];
  /** Coverage per CCP of each plan in force over the pack's period and locations. */
  coverage: (HaccpCcpCoverageType & { plan: string })[];
}

/** The company plan and the site plans of the pack's locations, each with its version in force and its coverage over the pack's period. */
export async function haccpPackSummary(em: EntityManager, scope: { companyId: number; locationIds: number[] } & Period): Promise<HaccpPackSummary> {
  const plans = await em.find(
    HaccpPlan,
    { company: scope.companyId, $or: [{ location: null }, { location: { $in: scope.locationIds } }] },
    { populate: ['location'], orderBy: { id: 'asc' } },
  );
  const config = await limitConfigOf(em, scope.companyId);
  const summary: HaccpPackSummary = { plans: [], coverage: [] };
  for (const plan of plans) {
    const versions = await em.find(HaccpPlanVersion, { plan }, { populate: ['createdBy', 'signedBy'], orderBy: { version: 'desc' } });
    const view = planView(plan, versions, config);
    const name = plan.location ? `Site plan: ${plan.location.name}` : 'Company plan';
    const inForce = versions.find((v) => v.id === view.inForce?.id);
    summary.plans.push({
      name,
      version: view.inForce?.version ?? null,
      signedBy: view.inForce?.signedBy ?? null,
      signedAt: view.inForce?.signedAt ?? null,
      needsReview: view.needsReview,
    });
    if (!inForce) continue;
    const locationIds = plan.location ? [plan.location.id] : scope.locationIds;
    const rows = await coverageOf(em, inForce.steps, scope.companyId, locationIds, scope);
    summary.coverage.push(...rows.map((row) => ({ ...row, plan: name })));
  }
  return summary;
}
