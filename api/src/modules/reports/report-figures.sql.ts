import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { evidenceWith } from '../evidence/evidence-figures.js';

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

/** Forms submitted in the range. */
export async function formCount(em: EntityManager, { from, to, locationIds }: FigureScope): Promise<number> {
  const [row] = await rowsOf<{ forms: number }>(
    em,
    sql`select count(*)::int as forms from digital_form f
        where f.location_id = any(${locationIds}::int[]) and f.status = 'submitted' and f.created_at >= ${from} and f.created_at < ${to}`,
  );
  return row.forms;
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

/**
 * Each unit's readings, out-of-range readings and excursions in the range, by the evidence figures'
 * one rule (evidence/: a corrected reading once, the band at the time, excursions from the readings).
 */
export function temperatureByUnit(em: EntityManager, { from, to, locationIds }: FigureScope) {
  const scope = sql`select array(select e.id from equipment e where e.location_id = any(${locationIds}::int[])) as unit_ids,
                           ${from}::timestamptz as from_at, ${to}::timestamptz as to_at`;
  return rowsOf<{ equipment_id: number; name: string; location_name: string; readings: number; out_of_range: number; excursions: number }>(
    em,
    sql`with ${evidenceWith(scope)}
        select e.id as equipment_id, e.name, l.name as location_name,
               coalesce(d.readings, 0)::int as readings, coalesce(d.out_of_range, 0)::int as out_of_range, coalesce(x.excursions, 0)::int as excursions
        from equipment e join location l on l.id = e.location_id
        left join (select equipment_id, sum(readings) as readings, sum(out_of_range) as out_of_range from evidence_days group by 1) d on d.equipment_id = e.id
        left join (select equipment_id, count(*) as excursions from evidence_excursions group by 1) x on x.equipment_id = e.id
        where e.location_id = any(${locationIds}::int[]) and (e.is_active or d.readings > 0)
        order by l.name, e.name, e.id`,
  );
}
