import { Migration } from '@mikro-orm/migrations';

/**
 * The daily temperature summary's rebuild of a unit's days (a correction re-reads its day) locks
 * the day's row, deletes it and inserts it again from the readings. Two rebuilds of one day used
 * to run one after the other only because every audited write of a company queued on the audit
 * chain's lock; with the chain sealed off the hot path (Migration20261129120000_audit_sealer) three
 * corrections of one day at once could each find the row gone and insert it twice (duplicate key).
 * Rebuilds of one unit now queue on a transaction-scoped advisory lock per unit (taken in unit
 * order, so two rebuilds never wait on each other crosswise; a rebuild of more than 64 units locks
 * the table instead, as a time-zone change does, rather than fill the lock table); plain readings
 * still just upsert.
 */
export class Migration20261129120100_daily_summary_rebuild_lock extends Migration {
  override up(): void {
    this.addSql(summariseTemperatureDays(true));
  }

  override down(): void {
    this.addSql(summariseTemperatureDays(false));
  }
}

const UNIT_LOCK = `        -- A few units (a correction's): one lock each. Many (a bulk rebuild): the table, as a time-zone change does.
        if cardinality(units) <= 64 then
          perform pg_advisory_xact_lock(1146312013, unit) from unnest(units) as unit order by unit;
        else
          lock table daily_temperature_summary in share row exclusive mode;
        end if;
`;

/** Migration20261125130000's summarise_temperature_days, with or without the rebuild lock. */
function summariseTemperatureDays(withLock: boolean): string {
  return `create or replace function summarise_temperature_days(units int[], first_day date default null, last_day date default null) returns void
      language plpgsql as $$
      begin
${withLock ? UNIT_LOCK : ''}        perform 1 from daily_temperature_summary s
          where s.equipment_id = any(units) and s.day >= coalesce(first_day, '-infinity') and s.day <= coalesce(last_day, 'infinity')
          order by s.equipment_id, s.day for update;
        delete from daily_temperature_summary s
          where s.equipment_id = any(units) and s.day >= coalesce(first_day, '-infinity') and s.day <= coalesce(last_day, 'infinity');
        insert into daily_temperature_summary (equipment_id, day, min_temp, max_temp, sum_temp, readings)
        select r.equipment_id, (r.recorded_at at time zone l.timezone)::date, min(v.t), max(v.t), sum(v.t), count(*)
        from equipment e join location l on l.id = e.location_id
          join temperature_reading r on r.equipment_id = e.id
            and r.recorded_at >= coalesce(first_day::timestamp at time zone l.timezone, '-infinity')
            and r.recorded_at < coalesce((last_day + 1)::timestamp at time zone l.timezone, 'infinity')
          left join (
            select distinct on (c.corrects_id) c.corrects_id, c.temperature from temperature_reading c
            where c.corrects_id is not null and c.equipment_id = any(units) order by c.corrects_id, c.id desc
          ) lc on lc.corrects_id = r.id
          cross join lateral (select coalesce(lc.temperature, r.temperature) as t) v
        where e.id = any(units) and r.corrects_id is null
        group by 1, 2;
      end $$;`;
}
