import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { localPeriodStart } from '../../database/local-time.js';
import type { Viewer } from '../../viewer.js';
import { type CheckStatus, ComplianceCheck } from '../compliance/compliance-check.entity.js';
import { toCheckView } from '../compliance/compliance-checks.service.js';
import { findReachableLocation } from '../locations/locations.service.js';
import type { DueChecksType } from './checklists.types.js';

/** A generated check in these states is still due: the overdue job has not found its window ended. */
const STILL_DUE: CheckStatus[] = ['pending', 'in_progress', 'scheduled'];

/**
 * The schedule's occurrences still to do at a location today (its local day): every generated
 * check still due, and those that went overdue today, overdue first, then each by due time. A check
 * that went overdue on an earlier day is not today's work (its action is open on the desktop);
 * a check started by hand is not an occurrence of the schedule.
 */
export async function listDueChecks(em: EntityManager, viewer: Viewer, locationId: number): Promise<DueChecksType> {
  const location = await findReachableLocation(em, viewer, locationId);
  const { rows } = await sql<{ today: Date }>`select ${localPeriodStart('day', location.timezone)} as today`.execute(em.getKysely());
  const checks = await em.find(
    ComplianceCheck,
    {
      location,
      periodStart: { $ne: null },
      $or: [{ status: { $in: STILL_DUE } }, { status: 'overdue', overdueAfter: { $gte: rows[0].today } }],
    },
    { populate: ['template', 'user'], orderBy: [{ dueDate: 'asc' }, { template: { name: 'asc' } }, { id: 'asc' }] },
  );
  const overdueFirst = [...checks.filter((check) => check.status === 'overdue'), ...checks.filter((check) => check.status !== 'overdue')];
  return { locationId: location.id, timezone: location.timezone, checks: overdueFirst.map((check) => toCheckView(check)) };
}
