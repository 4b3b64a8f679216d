import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { auditInsert } from '../audit/audit.service.js';
import { DAY_BOUND_CHECK_TYPES } from '../compliance/compliance-check-template.entity.js';
import { publishedAtSql } from '../publishing/publication.js';
import { settingsOf } from '../settings/settings.service.js';
import { Company } from '../tenancy/company.entity.js';
import { type CheckSchedule, closingTimeSql, occurrenceSql } from './check-occurrences.sql.js';

/**
 * A generated check's own copy of its template's current items, unanswered (as starting one by hand
 * stores it), so an edit of the template after it was created leaves it on its version. A template
 * without items of its own gives null: the check asks the default items.
 */
const blankChecklistSql = (items: RawBuilder<unknown>) => sql`case when jsonb_typeof(${items}) = 'array' and jsonb_array_length(${items}) > 0
  then jsonb_build_object('items', (select jsonb_agg(
      (case when jsonb_typeof(i) = 'object' then i else jsonb_build_object('description', i #>> '{}') end)
        || '{"result": null, "value": null, "note": null}'::jsonb order by n)
    from jsonb_array_elements(${items}) with ordinality as e(i, n))) end`;

/**
 * Creates each location's due checks (SPEC 9 schedules) as of `now`: for every active template published at the location
 * with a daily, weekly or monthly frequency (opening and closing checks are daily), the check of
 * the latest occurrence at or before now, at the template's own time of day or else the company's,
 * in the location's time zone, while its window is still open. A generated check is pending from the moment it falls due (its dueDate), for nobody yet.
 * Each check keeps its template's current version and items. The unique key (template, location, period start) keeps it to one per period, however many
 * runs or processes try; a company with auto-schedule off gets none. Returns how many were created.
 */
export async function scheduleDueChecks(em: EntityManager, now: Date): Promise<number> {
  let created = 0;
  for (const { id } of await em.find(Company, {}, { fields: ['id'], orderBy: { id: 'asc' } })) {
    const { schedule } = await settingsOf(em, id);
    if (schedule.autoSchedule) created += await scheduleCompany(em, id, schedule, now);
  }
  return created;
}

async function scheduleCompany(em: EntityManager, companyId: number, schedule: CheckSchedule, now: Date): Promise<number> {
  const kind = sql<string>`c.kind`;
  const { latest, next, periodStart } = occurrenceSql(kind, sql<Date>`c.local_now`, sql`c.due_time`, schedule);
  const inZone = (local: unknown) => sql<Date>`(${local} at time zone c.timezone)`;
  const { rows } = await sql<{ id: number }>`
    with candidate as (
      select l.id as location_id, l.timezone, l.opening_times, t.id as template_id, t.type, t.version, ${blankChecklistSql(sql`t.checklist_items`)} as checklist_data,
             case when t.frequency in ('weekly', 'monthly') then t.frequency else 'daily' end as kind,
             coalesce(t.due_time, ${schedule.dailyTime})::time as due_time,
             (${now}::timestamptz at time zone l.timezone) as local_now
      from location l
      join compliance_check_template t on t.is_active and (t.company_id is null or t.company_id = l.company_id) and ${publishedAtSql('t', 'l')}
      where l.company_id = ${companyId} and l.is_active
        and (t.frequency in ('daily', 'weekly', 'monthly') or t.type = any(${DAY_BOUND_CHECK_TYPES}::text[]))),
    occurrence as (select c.*, ${latest} as occ from candidate c),
    due as (
      select c.location_id, c.template_id, c.version, c.checklist_data, ${inZone(sql`c.occ`)} as due_date, ${inZone(periodStart(sql`c.occ`))} as period_start,
             case when c.type = any(${DAY_BOUND_CHECK_TYPES}::text[]) then ${inZone(closingTimeSql(sql`c.opening_times`, sql`c.occ`))}
                  else ${inZone(next(sql`c.occ`))} end as overdue_after
      from occurrence c),
    created as (
      insert into compliance_check (company_id, template_id, template_version, checklist_data, location_id, status, due_date, period_start, overdue_after)
      select ${companyId}, template_id, version, checklist_data, location_id, 'pending', due_date, period_start, overdue_after from due where overdue_after > ${now}::timestamptz
      on conflict (template_id, location_id, period_start) do nothing
      returning id, template_id, location_id, due_date, period_start, overdue_after),
    audited as (${auditInsert(
      { userId: null, companyId },
      {
        entity: 'compliance_check',
        entityId: sql`id::text`,
        action: sql`'schedule'`,
        after: sql`json_build_object('templateId', template_id, 'locationId', location_id, 'status', 'pending', 'dueDate', due_date, 'periodStart', period_start, 'overdueAfter', overdue_after)`,
        from: sql`created`,
      },
    )})
    select id from created`.execute(em.getKysely());
  return rows.length;
}
