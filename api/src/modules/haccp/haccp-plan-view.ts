import { type LimitConfig, type LiveLimit, liveLimit } from './haccp-limits.js';
import type { HaccpPlan } from './haccp-plan.entity.js';
import type { HaccpPlanVersion } from './haccp-plan-version.entity.js';
import { type LimitLinkFields, linkFields, linkKey, type PlanStep, stepLabel } from './haccp-steps.js';

export interface CcpView {
  link: LimitLinkFields;
  key: string;
  /** The limit as the configuration holds it now; null when the link points at nothing any more. */
  limit: LiveLimit | null;
  monitoring: string;
  correctiveAction: string;
  verification: string;
  /** On a signed version: the limit is no longer what the signer saw. */
  changedSinceSigning: boolean;
}

export interface VersionView {
  id: number;
  planId: number;
  version: number;
  steps: (Omit<PlanStep, 'ccps'> & { label: string; isCcp: boolean; ccps: CcpView[] })[];
  createdBy: string;
  createdAt: Date;
  signedBy: string | null;
  signedAt: Date | null;
  inForce: boolean;
}

export interface PlanView {
  id: number;
  companyId: number;
  locationId: number | null;
  locationName: string | null;
  versions: VersionView[];
  inForce: VersionView | null;
  /** A limit the version in force links to changed (or went) since it was signed: the plan is to be reviewed and signed again. */
  needsReview: boolean;
  reviewReasons: string[];
}

/**
 * The plan as people read it: each CCP's limit read live from the configuration (never stored
 * twice), and for the version in force (the newest signed) whether a limit moved since signing.
 */
export function planView(plan: HaccpPlan, versions: HaccpPlanVersion[], config: LimitConfig): PlanView {
  const inForceId = versions.find((v) => v.signedAt)?.id ?? null;
  const views = versions.map((version) => versionView(version, config, version.id === inForceId));
  const inForce = views.find((v) => v.inForce) ?? null;
  const reviewReasons = inForce ? reviewReasonsOf(inForce) : [];
  return {
    id: plan.id,
    companyId: plan.company.id,
    locationId: plan.location?.id ?? null,
    locationName: plan.location?.name ?? null,
    versions: views,
    inForce,
    needsReview: reviewReasons.length > 0,
    reviewReasons,
  };
}

function versionView(version: HaccpPlanVersion, config: LimitConfig, inForce: boolean): VersionView {
  const signed = version.signedLimits ?? null;
  return {
    id: version.id,
    planId: version.plan.id,
    version: version.version,
    steps: version.steps.map((step) => ({
      ...step,
      label: stepLabel(step.step),
      isCcp: step.ccps.length > 0,
      ccps: step.ccps.map((ccp) => {
        const key = linkKey(ccp.limit);
        const limit = liveLimit(ccp.limit, config);
        const changedSinceSigning = signed !== null && (!limit || canonical(limit.values) !== canonical(signed[key]));
        return {
          monitoring: ccp.monitoring,
          correctiveAction: ccp.correctiveAction,
          verification: ccp.verification,
          link: linkFields(ccp.limit),
          key,
          limit,
          changedSinceSigning,
        };
      }),
    })),
    createdBy: version.createdBy.fullName,
    createdAt: version.createdAt,
    signedBy: version.signedBy?.fullName ?? null,
    signedAt: version.signedAt ?? null,
    inForce,
  };
}

function reviewReasonsOf(version: VersionView): string[] {
  return version.steps.flatMap((step) =>
    step.ccps
      .filter((ccp) => ccp.changedSinceSigning)
      .map((ccp) =>
        ccp.limit
          ? `${ccp.limit.source} changed since version ${version.version} was signed: now ${ccp.limit.text}`
          : `${step.label}: a linked limit (${ccp.key}) is no longer set`,
      ),
  );
}

/** JSON with keys sorted: jsonb stores an object's keys in its own order, so a read-back snapshot compares by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
