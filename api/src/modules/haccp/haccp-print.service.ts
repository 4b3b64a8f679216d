import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../viewer.js';
import { settingsOf } from '../settings/settings.service.js';
import { Company } from '../tenancy/company.entity.js';
import { limitConfigOf } from './haccp-limits.js';
import { readableVersion } from './haccp-plan-scope.js';
import { HaccpPlanVersion } from './haccp-plan-version.entity.js';
import { type PlanView, planView, type VersionView } from './haccp-plan-view.js';

/** What the printed plan shows: one version of a plan the viewer may read, its plan's state, and the company's clock. */
export interface PrintablePlan {
  companyName: string;
  plan: PlanView;
  version: VersionView;
  timeZone: string;
  dateFormat: Awaited<ReturnType<typeof settingsOf>>['general']['dateFormat'];
}

export async function printableVersion(em: EntityManager, viewer: Viewer, versionId: number): Promise<PrintablePlan> {
  const { plan } = await readableVersion(em, viewer, versionId);
  const versions = await em.find(HaccpPlanVersion, { plan }, { populate: ['createdBy', 'signedBy'], orderBy: { version: 'desc' } });
  const view = planView(plan, versions, await limitConfigOf(em, plan.company.id));
  const { general } = await settingsOf(em, plan.company.id);
  const company = await em.findOneOrFail(Company, plan.company.id);
  return {
    companyName: company.name,
    plan: view,
    version: view.versions.find((v) => v.id === versionId) as VersionView,
    timeZone: plan.location?.timezone ?? general.timezone,
    dateFormat: general.dateFormat,
  };
}
