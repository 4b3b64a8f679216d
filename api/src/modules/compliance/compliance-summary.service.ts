import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../viewer.js';
import { findReachableLocation } from '../companies/locations.service.js';
import type { ComplianceSummaryType } from './compliance.types.js';
import { ComplianceCheck } from './compliance-check.entity.js';
import { ComplianceCheckTemplate } from './compliance-check-template.entity.js';
import { templatesForLocation } from './compliance-templates.service.js';

const DAILY_OPENING = 'daily_opening';

/** "Today" is the UTC calendar day, so every API process and time zone agrees on the figures. */
export function startOfTodayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** A rounded percentage that is 0 rather than NaN when there is nothing to divide by. */
export const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** The figures of SPEC 2.10 (Compliance Checks) and 2.11 (Daily Opening Checks) for one location. */
export async function complianceSummary(em: EntityManager, viewer: Viewer, locationId: number): Promise<ComplianceSummaryType> {
  const location = await findReachableLocation(em, viewer, locationId);
  const completedSinceMidnight = { location, completedAt: { $gte: startOfTodayUtc() } };
  const pending = { location, status: 'pending' as const };
  const dailyOpening = { template: { type: DAILY_OPENING } };
  const [pendingCount, completedToday, dailyOpeningTemplates, dailyOpeningCompletedToday, dailyOpeningPending] = await Promise.all([
    em.count(ComplianceCheck, pending),
    em.count(ComplianceCheck, completedSinceMidnight),
    em.count(ComplianceCheckTemplate, { $and: [{ type: DAILY_OPENING }, templatesForLocation(location)] }),
    em.count(ComplianceCheck, { ...completedSinceMidnight, ...dailyOpening }),
    em.count(ComplianceCheck, { ...pending, ...dailyOpening }),
  ]);
  return {
    pendingCount,
    completedToday,
    complianceRate: percent(completedToday, pendingCount + completedToday),
    dailyOpeningTemplates,
    dailyOpeningCompletedToday,
    dailyOpeningPending,
    dailyOpeningCompletionRate: percent(dailyOpeningCompletedToday, dailyOpeningTemplates),
  };
}
