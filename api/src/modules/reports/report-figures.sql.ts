import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { outOfRangeSql, targetBoundsSql } from '../temperature/excursion-rule/out-of-range.js';

export interface FigureScope {
  from: Date;
  to: Date;
  locationIds: number[];
}

/** Checks due in the range (their period starts in it; a check started by hand: when it was created), by template frequency. */
export function checkCompletion(em: EntityManager, { from, to, locationIds }: FigureScope) {
  return rowsOf<{ frequency: string; completed: number; scheduled: number }>(
    em,
    sql`select coalesce(t.frequency, 'other') as frequency, count(*) filter (where c.status = 'completed')::int as completed, count(*)::int as scheduled
        from compliance_check c left join compliance_check_template t on t.id = c.template_id
        where c.location_id = any(${locationIds}::int[]) and coalesce(c.period_start, c.created_at) >= ${from} and coalesce(c.period_start, c.created_at) < ${to}
        group by 1 order by 1`,
  );
}

/** Excursions started and forms submitted in the range. */
export async function alertAndFormCounts(em: EntityManager, { from, to, locationIds }: FigureScope) {
  const [row] = await rowsOf<{ excursions: number; forms: number }>(
    em,
    sql`select (select count(*) from corrective_action a join equipment e on e.id = a.equipment_id
                where e.location_id = any(${locationIds}::int[]) and a.excursion_started_at >= ${from} and a.excursion_started_at < ${to})::int as excursions,
               (select count(*) from digital_form f
                where f.location_id = any(${locationIds}::int[]) and f.status = 'submitted' and f.created_at >= ${from} and f.created_at < ${to})::int as forms`,
  );
  return row;
}

/**
 * Actions opened in the range with minutes to started (the first 'start' of its audit trail) and to
 * resolved, per severity and overall (the grouping-sets row with a null severity).
 */
export function responseTimes(em: EntityManager, { from, to, locationIds }: FigureScope) {
  return rowsOf<{ severity: string | null; actions: number; to_start: number | null; to_resolve: number | null }>(
    em,
    sql`select a.severity, count(*)::int as actions,
               round(avg(extract(epoch from s.started_at - a.created_at) / 60), 1)::float8 as to_start,
               round(avg(extract(epoch from a.resolved_at - a.created_at) / 60), 1)::float8 as to_resolve
        from corrective_action a
        left join lateral (
          select min(ev.occurred_at) as started_at from audit_event ev
          where ev.entity = 'corrective_action' and ev.entity_id = a.id::text and ev.action = 'start'
        ) s on true
        where a.location_id = any(${locationIds}::int[]) and a.created_at >= ${from} and a.created_at < ${to}
        group by grouping sets ((a.severity), ())`,
  );
}

/** Incident report forms and critical actions of the range, newest first. */
export function incidents(em: EntityManager, { from, to, locationIds }: FigureScope) {
  return rowsOf<{ kind: string; id: number; title: string; occurred_at: Date; severity: string | null; status: string }>(
    em,
    sql`select * from (
          select 'incident_report' as kind, f.id, coalesce(nullif(f.form_data->>'description', ''), 'Incident report') as title, f.created_at as occurred_at,
                 lower(f.form_data->>'severity') as severity, f.status
          from digital_form f
          where f.type = 'incident_report' and f.status = 'submitted' and f.location_id = any(${locationIds}::int[]) and f.created_at >= ${from} and f.created_at < ${to}
          union all
          select 'critical_action', a.id, a.description, a.created_at, a.severity, a.status
          from corrective_action a
          where a.severity = 'critical' and a.location_id = any(${locationIds}::int[]) and a.created_at >= ${from} and a.created_at < ${to}
        ) i order by occurred_at desc, kind, id desc limit 50`,
  );
}

/** Checks completed and readings a person recorded (a gateway's readings are no one's), most active first. */
export function staffPerformance(em: EntityManager, { from, to, locationIds }: FigureScope) {
  return rowsOf<{ user_id: number; name: string; checks: number; readings: number }>(
    em,
    sql`with work as (
          select c.user_id, 1 as checks, 0 as readings from compliance_check c
          where c.status = 'completed' and c.user_id is not null and c.location_id = any(${locationIds}::int[]) and c.completed_at >= ${from} and c.completed_at < ${to}
          union all
          select r.user_id, 0, 1 from temperature_reading r join equipment e on e.id = r.equipment_id
          where r.api_key_id is null and r.user_id is not null and e.location_id = any(${locationIds}::int[]) and r.recorded_at >= ${from} and r.recorded_at < ${to}
        )
        select w.user_id, coalesce(u.full_name, u.username) as name, sum(w.checks)::int as checks, sum(w.readings)::int as readings
        from work w join "user" u on u.id = w.user_id
        group by w.user_id, u.full_name, u.username order by sum(w.checks) + sum(w.readings) desc, name`,
  );
}

/** Each unit's readings, out-of-range readings and excursions in the range. */
export function temperatureByUnit(em: EntityManager, { from, to, locationIds }: FigureScope) {
  const bounds = targetBoundsSql('e');
  return rowsOf<{ equipment_id: number; name: string; location_name: string; readings: number; out_of_range: number; excursions: number }>(
    em,
    sql`select e.id as equipment_id, e.name, l.name as location_name,
               (select count(*) from temperature_reading r where r.equipment_id = e.id and r.recorded_at >= ${from} and r.recorded_at < ${to})::int as readings,
               (select count(*) from temperature_reading r where r.equipment_id = e.id and r.recorded_at >= ${from} and r.recorded_at < ${to}
                  and ${outOfRangeSql(sql`r.temperature`, bounds)})::int as out_of_range,
               (select count(*) from corrective_action a where a.equipment_id = e.id and a.excursion_started_at >= ${from} and a.excursion_started_at < ${to})::int as excursions
        from equipment e join location l on l.id = e.location_id
        where e.location_id = any(${locationIds}::int[])
          and (e.is_active or exists (select 1 from temperature_reading r where r.equipment_id = e.id and r.recorded_at >= ${from} and r.recorded_at < ${to}))
        order by l.name, e.name, e.id`,
  );
}
