import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { localPeriodStart } from '../../database/local-time.js';
import { PREPARED } from '../../database/prepared-statements.js';
import type { CheckFields } from '../compliance/compliance-checks.service.js';
import type { CorrectiveActionFields } from '../corrective-actions/corrective-actions.service.js';
import type { EquipmentFields } from '../temperature/equipment.service.js';
import { bandSpansText, judgingBandJoinText } from '../temperature/excursion-rule/band-at-the-time.js';
import { READING_COLUMNS, type StoredRow } from '../temperature/readings.sql.js';

/** Everything one location's dashboard shows, as read by its one statement (dates still ISO text). */
export interface SiteDashboardRow {
  id: number;
  name: string;
  totalChecks: number;
  overdueChecks: number;
  equipment: Json<EquipmentFields>[];
  /** Each active unit's newest readings (as many as asked), as temperature_reading rows with the band that judges each (band-at-the-time.ts). */
  recentReadings: (StoredRow & { band_min: number; band_max: number })[];
  todaysChecks: Json<CheckFields>[];
  openActions: Json<CorrectiveActionFields>[];
}

/** A row as json_build_object gives it: timestamps arrive as ISO text, revived by the caller. */
export type Json<T> = { [K in keyof T]: T[K] extends Date | null | undefined ? string | null : T[K] };

/**
 * One location's dashboard in ONE statement, whatever the history size: the check counts, the
 * active units with their newest `readings` readings (a LATERAL scan of the (equipment_id,
 * recorded_at desc) index per unit, so the cost follows the units, never the stored readings),
 * the newest `checks` checks and the open actions. The location must be the company's; the
 * caller has already checked the viewer reaches it. Undefined when it is not the company's.
 * Prepared (database/prepared-statements.ts): planning this statement costs more than running it.
 */
export async function readSiteDashboard(
  em: EntityManager,
  scope: { companyId: number; locationId: number },
  take: { readings: number; checks: number },
): Promise<SiteDashboardRow | undefined> {
  const { rows } = await sql<{ dashboard: SiteDashboardRow }>`${sql.raw(PREPARED)}
    select json_build_object(
      'id', l.id, 'name', l.name,
      'totalChecks', (select count(*) from compliance_check c where c.location_id = l.id and c.created_at >= ${localPeriodStart('month', sql`l.timezone`)}),
      'overdueChecks', (select count(*) from compliance_check c where c.location_id = l.id and c.status = 'overdue'),
      'equipment', coalesce((
        select json_agg(json_build_object(
          'id', e.id, 'name', e.name, 'type', e.type, 'isActive', e.is_active,
          'targetMinTemp', e.target_min_temp, 'targetMaxTemp', e.target_max_temp,
          'alertDelayMinutes', e.alert_delay_minutes, 'readingIntervalMinutes', e.reading_interval_minutes,
          'lastTemperature', e.last_temperature, 'lastRecordedAt', e.last_recorded_at,
          'company', json_build_object('id', e.company_id), 'location', json_build_object('id', l.id, 'name', l.name)
        ) order by e.name, e.id)
        from equipment e where e.location_id = l.id and e.is_active), '[]'),
      'recentReadings', ${take.readings > 0 ? newestReadings(take.readings) : sql`'[]'::json`},
      'todaysChecks', coalesce((
        select json_agg(x order by x."createdAt" desc, x.id desc) from (
          select c.id, c.template_version as "templateVersion", c.status, c.notes, c.created_at as "createdAt", c.completed_at as "completedAt", c.due_date as "dueDate",
                 c.checklist_data as "checklistData", c.photo_evidence as "photoEvidence", json_build_object('id', l.id) as location,
                 case when t.id is null then null else json_build_object('id', t.id, 'name', t.name, 'type', t.type,
                   'description', t.description, 'checklistItems', t.checklist_items) end as template,
                 case when u.id is null then null else json_build_object('fullName', u.full_name) end as "user"
          from compliance_check c
          left join compliance_check_template t on t.id = c.template_id
          left join "user" u on u.id = c.user_id
          where c.location_id = l.id order by c.created_at desc, c.id desc limit ${sql.lit(take.checks)}) x), '[]'),
      'openActions', coalesce((
        select json_agg(json_build_object(
          'id', a.id, 'type', a.type, 'description', a.description, 'severity', a.severity, 'status', a.status,
          'createdAt', a.created_at, 'dueDate', a.due_date, 'resolvedAt', a.resolved_at, 'resolution', a.resolution,
          'source', a.source, 'excursionStartedAt', a.excursion_started_at, 'escalatedAt', a.escalated_at,
          'acknowledgedAt', a.acknowledged_at,
          'acknowledgedBy', case when ab.id is null then null else json_build_object('fullName', ab.full_name) end,
          'photoEvidence', a.photo_evidence, 'location', json_build_object('id', l.id, 'name', l.name),
          'equipment', case when ae.id is null then null else json_build_object('id', ae.id, 'name', ae.name) end,
          'resolvedBy', case when rb.id is null then null else json_build_object('fullName', rb.full_name) end
        ) order by a.created_at desc, a.id desc)
        from corrective_action a
        left join equipment ae on ae.id = a.equipment_id
        left join "user" rb on rb.id = a.resolved_by_id
        left join "user" ab on ab.id = a.acknowledged_by_id
        where a.company_id = l.company_id and a.location_id = l.id and a.status <> 'resolved'), '[]')
    ) as dashboard
    from location l where l.id = ${scope.locationId} and l.company_id = ${scope.companyId}`.execute(em.getKysely());
  return rows[0]?.dashboard;
}

/**
 * Each active unit's newest readings at the location `l`, each with the band in force when it was
 * stored: one LATERAL index scan per unit. The
 * limit is written into the text (a whole number, checked here): as a parameter, the generic plan
 * cannot know it is small and costs far above the custom one, so PostgreSQL would plan every call.
 */
function newestReadings(limit: number) {
  if (!Number.isInteger(limit)) throw new Error(`limit must be a whole number, not ${limit}`);
  return sql`coalesce((
    select json_agg(r order by r.equipment_id, r.recorded_at desc)
    from equipment e
    cross join lateral (
      select ${sql.raw(READING_COLUMNS)}, e.location_id, band.min_temp as band_min, band.max_temp as band_max
      from (select * from temperature_reading r where r.equipment_id = e.id order by r.recorded_at desc limit ${sql.lit(limit)}) r
      ${sql.raw(judgingBandJoinText('r', `(${bandSpansText('array[e.id]')}) unit_spans`, 'band'))}) r
    where e.location_id = l.id and e.is_active), '[]')`;
}
