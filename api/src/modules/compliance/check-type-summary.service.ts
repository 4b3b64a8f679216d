import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { localPeriodStart } from '../../database/local-time.js';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { ComplianceCheckTemplate } from './compliance-check-template.entity.js';
import { percent } from './compliance-summary.service.js';
import { templatesForLocation } from './compliance-templates.service.js';

/** The check types with a screen shaped like Daily Opening (issue 14), and the period each screen counts. */
const SCREEN_PERIODS = { closing: 'day', allergen: 'day', monthly: 'month' } as const;
export type CheckScreenType = keyof typeof SCREEN_PERIODS;
export const CHECK_SCREEN_TYPES = Object.keys(SCREEN_PERIODS) as CheckScreenType[];

export interface CheckTypeSummary {
  type: CheckScreenType;
  period: 'day' | 'month';
  templates: number;
  completedThisPeriod: number;
  pending: number;
  completionRate: number | null;
}

/**
 * The Daily Opening figures (SPEC 2.11) for another template type: completed this period (the location's
 * local day, or month for monthly checks), pending, and completed / templates of the type.
 */
export async function checkTypeSummary(em: EntityManager, viewer: Viewer, locationId: number, type: string): Promise<CheckTypeSummary> {
  if (!(type in SCREEN_PERIODS)) throw new InvalidInput(`type must be one of ${CHECK_SCREEN_TYPES.join(', ')}`);
  const screenType = type as CheckScreenType;
  const location = await findReachableLocation(em, viewer, locationId);
  const period = SCREEN_PERIODS[screenType];
  const since = localPeriodStart(period, location.timezone);
  const [{ rows }, templates] = await Promise.all([
    sql<{ pending: number; completed: number }>`
      select count(*) filter (where c.status = 'pending')::int as pending,
             count(*) filter (where c.completed_at >= ${since})::int as completed
      from compliance_check c join compliance_check_template t on t.id = c.template_id
      where c.location_id = ${location.id} and t.type = ${screenType}`.execute(em.getKysely()),
    em.count(ComplianceCheckTemplate, { $and: [{ type: screenType }, templatesForLocation(location)] }),
  ]);
  const { pending, completed } = rows[0];
  return { type: screenType, period, templates, completedThisPeriod: completed, pending, completionRate: percent(completed, templates) };
}
