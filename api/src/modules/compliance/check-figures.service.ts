import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { NotFound } from '../../errors.js';
import { canReachLocation, type Viewer } from '../../viewer.js';

/** The phone's counters for one location's local day. */
export interface TodaysCheckCounts {
  pending: number;
  completed: number;
  overdue: number;
}

/** When a check is due: its due date, else the end of its window, else when it was created (a check started by hand). */
const DUE = sql`coalesce(c.due_date, c.overdue_after, c.created_at)`;
/** The start of the location's local day `daysBack` days ago (0: today), DST included. */
const localDayStart = (daysBack: number) =>
  sql`(date_trunc('day', now() at time zone l.timezone) - make_interval(days => ${daysBack}::int)) at time zone l.timezone`;

function assertReach(viewer: Viewer, locationId: number): void {
  // Another company's or an unreachable location answers like a missing one.
  if (!canReachLocation(viewer, locationId)) throw new NotFound('Location');
}

/**
 * Weekly completion: the checks due at the location over its last 7 local days (today included,
 * up to now) that are completed, as a percentage with one decimal. No check due: null, never 0 or 100.
 */
export async function weeklyCompletion(em: EntityManager, viewer: Viewer, locationId: number): Promise<number | null> {
  assertReach(viewer, locationId);
  const { rows } = await sql<{ due: string; done: string }>`
    select count(*) as due, count(*) filter (where c.status = 'completed') as done
    from compliance_check c join location l on l.id = c.location_id
    where c.location_id = ${locationId}::int and c.company_id = ${viewer.companyId ?? -1}::int
      and ${DUE} >= ${localDayStart(6)} and ${DUE} <= now()`.execute(em.getKysely());
  const due = Number(rows[0]?.due ?? 0);
  return due === 0 ? null : Math.round((Number(rows[0].done) / due) * 1000) / 10;
}

/**
 * Today's checks at the location (its local day): pending are still open and due by the end of
 * today; completed were completed today; overdue are past their window and still not done (the
 * dashboard's overdueChecks rule).
 */
export async function todaysCheckCounts(em: EntityManager, viewer: Viewer, locationId: number): Promise<TodaysCheckCounts> {
  assertReach(viewer, locationId);
  const { rows } = await sql<{ pending: string; completed: string; overdue: string }>`
    select count(*) filter (where c.status in ('pending', 'in_progress', 'scheduled') and ${DUE} < ${localDayStart(-1)}) as pending,
           count(*) filter (where c.status = 'completed' and c.completed_at >= ${localDayStart(0)}) as completed,
           count(*) filter (where c.status = 'overdue') as overdue
    from compliance_check c join location l on l.id = c.location_id
    where c.location_id = ${locationId}::int and c.company_id = ${viewer.companyId ?? -1}::int`.execute(em.getKysely());
  const row = rows[0];
  return { pending: Number(row?.pending ?? 0), completed: Number(row?.completed ?? 0), overdue: Number(row?.overdue ?? 0) };
}
