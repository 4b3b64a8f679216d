import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { JOBS_SCHEMA } from '../../database/job-queue.js';
import { NotFound } from '../../errors.js';
import { canReachLocation, type Viewer } from '../../viewer.js';

/** How long a due job may wait untaken before the job runner counts as not keeping up. */
const JOB_LATENESS_MINUTES = 5;

export interface SystemStatus {
  /** When the location's newest reading was recorded; null before its first. */
  lastReadingAt: Date | null;
  /** True while no background job (excursion reviews, escalations, checks, reminders) waits untaken past its time. */
  jobsHealthy: boolean;
}

/**
 * The System Status card: the location's last reading and whether the job runner keeps up.
 * The runner books recurring jobs of its own, so a queue with a job due minutes ago and not
 * locked means no runner is taking work (jobs given up after their last attempt do not count).
 */
export async function systemStatus(em: EntityManager, viewer: Viewer, locationId: number): Promise<SystemStatus> {
  if (!canReachLocation(viewer, locationId)) throw new NotFound('Location');
  const { rows } = await sql<{ last_reading_at: Date | null; late_jobs: string }>`
    select (select max(e.last_recorded_at) from equipment e where e.location_id = ${locationId}::int and e.company_id = ${viewer.companyId ?? -1}::int) as last_reading_at,
           (select count(*) from ${sql.table(`${JOBS_SCHEMA}._private_jobs`)} j
             where j.locked_at is null and j.attempts < j.max_attempts
               and j.run_at < now() - make_interval(mins => ${JOB_LATENESS_MINUTES}::int)) as late_jobs`.execute(em.getKysely());
  const row = rows[0];
  return { lastReadingAt: row?.last_reading_at ? new Date(row.last_reading_at) : null, jobsHealthy: Number(row?.late_jobs ?? 0) === 0 };
}
