import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { evidenceWith } from '../evidence/evidence-figures.js';

/** Which local days the league covers at every site: the last `days` days (today included), or from..to (YYYY-MM-DD, both included). */
export type LeagueDays = { lastDays: number } | { from: string; to: string };

export interface LeagueScope {
  companyId: number;
  locationIds: number[];
  days: LeagueDays;
}

/** One site's figures over its own local days (timestamps as the driver gives them). */
export interface LeagueSiteRow {
  location_id: number;
  location_name: string;
  area_name: string | null;
  timezone: string;
  first_day: string;
  last_day: string;
  from_at: Date | string;
  to_at: Date | string;
  on_time: number;
  late: number;
  missed: number;
  excursions: number;
  excursion_minutes: number;
  open_actions: number;
  overdue_actions: number;
  resolved_actions: number;
  mean_minutes_to_resolve: number | null;
  trend: { day: string; onTime: number; late: number; missed: number; excursionMinutes: number }[];
}

/** When a check falls due (check-figures.service.ts's rule): its due date, else the end of its window, else when it was started by hand. */
const DUE = sql`coalesce(c.due_date, c.overdue_after, c.created_at)`;

/**
 * Every site's league figures in ONE statement, set-based over all sites (no loop per site):
 * - each site's window is its own local days (its time zone): [first day 00:00, day after the last 00:00);
 * - checks falling due in the window, up to now: on time (completed by the end of their window; a check
 *   started by hand has none), late (completed after it), missed (overdue, or the window ended undone);
 *   a check still within its window is not counted yet;
 * - excursions and their minutes by THE evidence rule (evidence/), on the local day each began;
 * - actions open and overdue (past their due date) at the end of the window (or now, if sooner), and
 *   the mean minutes from opened to resolved of those resolved in the window;
 * - a trend of one entry per local day.
 */
export function leagueSiteRows(em: EntityManager, { companyId, locationIds, days }: LeagueScope): Promise<LeagueSiteRow[]> {
  const from = 'from' in days ? days.from : null;
  const to = 'to' in days ? days.to : null;
  const lastDays = 'lastDays' in days ? days.lastDays : 1;
  return rowsOf<LeagueSiteRow>(
    em,
    sql`with site as (
          select l.id as location_id, l.name as location_name, l.timezone, ar.name as area_name, w.first_day, w.last_day,
                 w.first_day::timestamp at time zone l.timezone as from_at, (w.last_day + 1)::timestamp at time zone l.timezone as to_at,
                 least((w.last_day + 1)::timestamp at time zone l.timezone, now()) as until
          from location l
          left join area ar on ar.id = l.area_id and ar.is_active
          cross join lateral (
            select coalesce(${from}::date, (now() at time zone l.timezone)::date - ${lastDays - 1}::int) as first_day,
                   coalesce(${to}::date, (now() at time zone l.timezone)::date) as last_day) w
          where l.company_id = ${companyId}::int and l.id = any(${locationIds}::int[])
        ),
        site_day as (
          select s.location_id, d::date as day from site s cross join generate_series(s.first_day, s.last_day, interval '1 day') d
        ),
        check_outcome as (
          select c.location_id, (${DUE} at time zone s.timezone)::date as day,
                 case when c.status = 'completed' and (c.completed_at is null or c.completed_at <= coalesce(c.overdue_after, 'infinity')) then 'on_time'
                      when c.status = 'completed' then 'late'
                      when c.status = 'overdue' or c.overdue_after <= now() then 'missed' end as outcome
          from site s join compliance_check c on c.location_id = s.location_id
          where c.company_id = ${companyId}::int and ${DUE} >= s.from_at and ${DUE} < s.until
        ),
        check_day as (
          select location_id, day, count(*) filter (where outcome = 'on_time')::int as on_time,
                 count(*) filter (where outcome = 'late')::int as late, count(*) filter (where outcome = 'missed')::int as missed
          from check_outcome group by location_id, day
        ),
        ${evidenceWith(sql`select array(select e.id from equipment e where e.location_id = s.location_id) as unit_ids, s.from_at, s.to_at from site s`)},
        excursion_day as (
          select x.location_id, (x.started_at at time zone x.timezone)::date as day, count(*)::int as excursions, sum(x.minutes)::int as minutes
          from evidence_excursions x group by x.location_id, day
        ),
        action_figures as (
          select s.location_id,
                 count(*) filter (where a.created_at < s.until and (a.status <> 'resolved' or a.resolved_at >= s.until))::int as open_actions,
                 count(*) filter (where a.created_at < s.until and (a.status <> 'resolved' or a.resolved_at >= s.until) and a.due_date < s.until)::int as overdue_actions,
                 count(*) filter (where a.resolved_at >= s.from_at and a.resolved_at < s.until)::int as resolved_actions,
                 round(avg(extract(epoch from a.resolved_at - a.created_at) / 60) filter (where a.resolved_at >= s.from_at and a.resolved_at < s.until), 1)::float8
                   as mean_minutes_to_resolve
          from site s join corrective_action a on a.location_id = s.location_id and a.company_id = ${companyId}::int
          group by s.location_id
        )
        select s.location_id, s.location_name, s.area_name, s.timezone, to_char(s.first_day, 'YYYY-MM-DD') as first_day,
               to_char(s.last_day, 'YYYY-MM-DD') as last_day, s.from_at, s.to_at,
               coalesce(t.on_time, 0)::int as on_time, coalesce(t.late, 0)::int as late, coalesce(t.missed, 0)::int as missed,
               coalesce(t.excursions, 0)::int as excursions, coalesce(t.excursion_minutes, 0)::int as excursion_minutes,
               coalesce(a.open_actions, 0) as open_actions, coalesce(a.overdue_actions, 0) as overdue_actions,
               coalesce(a.resolved_actions, 0) as resolved_actions, a.mean_minutes_to_resolve, t.trend
        from site s
        left join action_figures a on a.location_id = s.location_id
        cross join lateral (
          select sum(cd.on_time) as on_time, sum(cd.late) as late, sum(cd.missed) as missed,
                 sum(xd.excursions) as excursions, sum(xd.minutes) as excursion_minutes,
                 json_agg(json_build_object('day', to_char(d.day, 'YYYY-MM-DD'), 'onTime', coalesce(cd.on_time, 0), 'late', coalesce(cd.late, 0),
                   'missed', coalesce(cd.missed, 0), 'excursionMinutes', coalesce(xd.minutes, 0)) order by d.day) as trend
          from site_day d
          left join check_day cd on cd.location_id = d.location_id and cd.day = d.day
          left join excursion_day xd on xd.location_id = d.location_id and xd.day = d.day
          where d.location_id = s.location_id
        ) t
        order by s.location_id`,
  );
}
