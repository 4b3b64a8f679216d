import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: the daily history of a unit (readingStats by DAY) read every reading of the range and
 * converted each to its location's local day: 43,200 rows for a month of minute readings. This
 * keeps min / max / sum / count per unit and local calendar day, maintained by PostgreSQL itself
 * so every insert path (REST, GraphQL, batches, raw SQL) keeps it exact:
 * - a plain reading adds to its day (any day: late readings too), in the inserting statement;
 * - a correction re-reads the corrected reading's day from the readings, with that day's row
 *   locked first, so a reading committed meanwhile is counted once (the lock orders them);
 * - a location's time-zone change, or a unit moved to another location, rebuilds its days.
 * Values follow readingStats: a corrected reading counts at its latest correction's value and
 * corrections are not counted themselves. Derived data, not evidence: it may be rebuilt at any time
 * with `select summarise_temperature_days(array(select id from equipment))`.
 * Sessions with session_replication_role = replica (the bench's bulk load) skip triggers and must
 * call that function after loading.
 */
export class Migration20261125130000_daily_temperature_summary extends Migration {
  override up(): void {
    this.addSql(`create table "daily_temperature_summary" (
      "equipment_id" int not null references "equipment" ("id") on delete cascade,
      "day" date not null,
      "min_temp" numeric(5,2) not null,
      "max_temp" numeric(5,2) not null,
      "sum_temp" numeric not null,
      "readings" int not null,
      primary key ("equipment_id", "day"));`);

    // Recomputes the given units' days (all, or first_day..last_day) from the readings. The rows are
    // locked before the readings are read: each statement of a volatile function sees a fresh snapshot.
    this.addSql(`create function summarise_temperature_days(units int[], first_day date default null, last_day date default null) returns void
      language plpgsql as $$
      begin
        perform 1 from daily_temperature_summary s
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
      end $$;`);

    this.addSql(`create function summarise_new_readings() returns trigger language plpgsql as $$
      declare corrected record;
      begin
        -- In (unit, day) order, so two batches lock the rows they share in the same order.
        insert into daily_temperature_summary as s (equipment_id, day, min_temp, max_temp, sum_temp, readings)
        select n.equipment_id, (n.recorded_at at time zone l.timezone)::date, min(n.temperature), max(n.temperature), sum(n.temperature), count(*)
        from new_readings n join equipment e on e.id = n.equipment_id join location l on l.id = e.location_id
        where n.corrects_id is null
        group by 1, 2 order by 1, 2
        on conflict (equipment_id, day) do update set min_temp = least(s.min_temp, excluded.min_temp), max_temp = greatest(s.max_temp, excluded.max_temp),
          sum_temp = s.sum_temp + excluded.sum_temp, readings = s.readings + excluded.readings;
        -- Corrections are rare: the look-up of their days is skipped unless the statement has one
        -- (it was a third of the trigger's cost per plain reading). After the additions above, so a
        -- statement holding both ends with the days re-read from the readings.
        if exists (select from new_readings n where n.corrects_id is not null) then
          for corrected in
            select distinct o.equipment_id, (o.recorded_at at time zone l.timezone)::date as day
            from new_readings n join temperature_reading o on o.id = n.corrects_id join equipment e on e.id = o.equipment_id join location l on l.id = e.location_id
            order by 1, 2
          loop
            perform summarise_temperature_days(array[corrected.equipment_id], corrected.day, corrected.day);
          end loop;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "temperature_reading_daily_summary" after insert on "temperature_reading"
      referencing new table as new_readings for each statement execute function summarise_new_readings();`);

    // Rare edits that move readings to other local days: rebuilt with the summary locked against
    // concurrent additions, so none is lost while the days are recomputed.
    this.addSql(`create function resummarise_moved_units() returns trigger language plpgsql as $$
      begin
        lock table daily_temperature_summary in share row exclusive mode;
        if tg_table_name = 'location' then
          perform summarise_temperature_days(array(select e.id from equipment e where e.location_id = new.id));
        else
          perform summarise_temperature_days(array[new.id]);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "location_timezone_daily_summary" after update of "timezone" on "location"
      for each row when (old.timezone is distinct from new.timezone) execute function resummarise_moved_units();`);
    this.addSql(`create trigger "equipment_location_daily_summary" after update of "location_id" on "equipment"
      for each row when (old.location_id is distinct from new.location_id) execute function resummarise_moved_units();`);

    this.addSql('select summarise_temperature_days(array(select id from equipment));');
  }

  override down(): void {
    this.addSql('drop trigger "equipment_location_daily_summary" on "equipment";');
    this.addSql('drop trigger "location_timezone_daily_summary" on "location";');
    this.addSql('drop trigger "temperature_reading_daily_summary" on "temperature_reading";');
    this.addSql('drop function resummarise_moved_units();');
    this.addSql('drop function summarise_new_readings();');
    this.addSql('drop function summarise_temperature_days(int[], date, date);');
    this.addSql('drop table "daily_temperature_summary";');
  }
}
