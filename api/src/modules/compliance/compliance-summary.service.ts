import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { localPeriodStart } from '../../database/local-time.js';
import type { Viewer } from '../../viewer.js';
import { findReachableLocation } from '../locations/locations.service.js';
import type { ComplianceSummaryType } from './compliance.types.js';
import { ComplianceCheckTemplate } from './compliance-check-template.entity.js';
import { templatesForLocation } from './compliance-templates.service.js';

const DAILY_OPENING = 'daily_opening';

/**
 * A rounded percentage (to `decimals` places); null when there is nothing to divide by, since 0 of 0
 * checks is no rate at all (the screens show "—"), not 0 %.
 */
export function percent(part: number, whole: number, decimals = 0): number | null {
  if (whole <= 0) return null;
  const scale = 10 ** decimals;
  return Math.round((part / whole) * (100 * scale)) / scale;
}

interface CheckCounts {
  pending: number;
  completed_today: number;
  opening_pending: number;
  opening_completed_today: number;
}

/** The figures of SPEC 2.10 (Compliance Checks) and 2.11 (Daily Opening Checks) for one location; today is its local day. */
export async function complianceSummary(em: EntityManager, viewer: Viewer, locationId: number): Promise<ComplianceSummaryType> {
  const location = await findReachableLocation(em, viewer, locationId);
  const today = localPeriodStart('day', location.timezone);
  const [{ rows }, dailyOpeningTemplates] = await Promise.all([
    sql<CheckCounts>`
      select count(*) filter (where c.status = 'pending')::int as pending,
             count(*) filter (where c.completed_at >= ${today})::int as completed_today,
             count(*) filter (where c.status = 'pending' and t.type = ${DAILY_OPENING})::int as opening_pending,
             count(*) filter (where c.completed_at >= ${today} and t.type = ${DAILY_OPENING})::int as opening_completed_today
      from compliance_check c left join compliance_check_template t on t.id = c.template_id
      where c.location_id = ${location.id}`.execute(em.getKysely()),
    em.count(ComplianceCheckTemplate, { $and: [{ type: DAILY_OPENING }, templatesForLocation(location)] }),
  ]);
  const counts = rows[0];
  return {
    pendingCount: counts.pending,
    completedToday: counts.completed_today,
    complianceRate: percent(counts.completed_today, counts.pending + counts.completed_today),
    dailyOpeningTemplates,
    dailyOpeningCompletedToday: counts.opening_completed_today,
    dailyOpeningPending: counts.opening_pending,
    dailyOpeningCompletionRate: percent(counts.opening_completed_today, dailyOpeningTemplates),
  };
}
