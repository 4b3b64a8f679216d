import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32 item 3: the band in force when a reading was stored judges it, not today's band. Every
 * band a unit has had is kept here, from when it took effect (the changing transaction's time; a
 * unit's first band from -infinity), so a reading's status, its excursions and the pack's target
 * column stay as they were after the band changes (temperature/excursion-rule/band-at-the-time.ts).
 *
 * Why a band history and not min/max columns on temperature_reading: readings are append-only, so
 * columns could only be backfilled by lifting that protection over every stored reading (and
 * rewriting the largest table); raw and bulk inserts would store no band; and the ingest statement
 * would carry two more columns per reading. A few rows per unit, written by a trigger on equipment
 * whatever the path (GraphQL, REST, SQL), answer the same question exactly, joined by received_at.
 *
 * Backfilled from the audit trail, which has held every equipment create and update with the
 * settings before and after: a unit's band before its first audited change (or its current band
 * when it has none) from -infinity, then the band after each audited change that moved it.
 */
export class Migration20261129100000_equipment_band extends Migration {
  override up(): void {
    this.addSql(`create table "equipment_band" (
      "equipment_id" int not null references "equipment" ("id") on delete cascade,
      "company_id" int not null references "company" ("id") on delete restrict,
      "valid_from" timestamptz not null,
      "type" varchar(40) not null,
      "target_min_temp" numeric(5,2) null,
      "target_max_temp" numeric(5,2) null,
      primary key ("equipment_id", "valid_from"));`);
    this.addSql(`create index "equipment_band_company_id_index" on "equipment_band" ("company_id");`);

    // A change within the transaction that created the unit, or a second one in one transaction, replaces that transaction's band.
    this.addSql(`create function record_equipment_band() returns trigger language plpgsql as $$
      begin
        insert into equipment_band (equipment_id, company_id, valid_from, type, target_min_temp, target_max_temp)
        values (new.id, new.company_id, case when tg_op = 'INSERT' then '-infinity'::timestamptz else now() end, new.type, new.target_min_temp, new.target_max_temp)
        on conflict (equipment_id, valid_from) do update
          set type = excluded.type, target_min_temp = excluded.target_min_temp, target_max_temp = excluded.target_max_temp;
        return null;
      end $$;`);
    this.addSql(`create trigger "equipment_band_created" after insert on "equipment" for each row execute function record_equipment_band();`);
    this.addSql(`create trigger "equipment_band_changed" after update of "type", "target_min_temp", "target_max_temp" on "equipment" for each row
      when (old.type is distinct from new.type or old.target_min_temp is distinct from new.target_min_temp or old.target_max_temp is distinct from new.target_max_temp)
      execute function record_equipment_band();`);

    this.addSql(`with changes as (
        select e.id as equipment_id, e.company_id, a.occurred_at, a.action, a.before, a.after,
               row_number() over (partition by e.id order by a.occurred_at, a.id) as n
        from equipment e join audit_event a on a.entity = 'equipment' and a.entity_id = e.id::text and a.action in ('create', 'update')
      ),
      bands as (
        -- Before the first audited change: what it started from (a create's own settings).
        select c.equipment_id, c.company_id, '-infinity'::timestamptz as valid_from,
               case when c.action = 'create' then c.after else c.before end as band
        from changes c where c.n = 1
        union all
        select c.equipment_id, c.company_id, c.occurred_at, c.after from changes c where c.action = 'update'
        union all
        select e.id, e.company_id, '-infinity'::timestamptz,
               jsonb_build_object('type', e.type, 'targetMinTemp', e.target_min_temp, 'targetMaxTemp', e.target_max_temp)
        from equipment e where not exists (select 1 from changes c where c.equipment_id = e.id)
      ),
      typed as (
        select b.equipment_id, b.company_id, b.valid_from, b.band->>'type' as type,
               (b.band->>'targetMinTemp')::numeric(5,2) as target_min_temp, (b.band->>'targetMaxTemp')::numeric(5,2) as target_max_temp
        from bands b where b.band is not null and b.band->>'type' is not null
      )
      insert into equipment_band (equipment_id, company_id, valid_from, type, target_min_temp, target_max_temp)
      select distinct on (equipment_id, valid_from) equipment_id, company_id, valid_from, type, target_min_temp, target_max_temp
      from typed order by equipment_id, valid_from
      on conflict do nothing;`);
    // A band changed outside the audited paths (by SQL) since its last audited change takes effect now.
    this.addSql(`insert into equipment_band (equipment_id, company_id, valid_from, type, target_min_temp, target_max_temp)
      select e.id, e.company_id, now(), e.type, e.target_min_temp, e.target_max_temp
      from equipment e cross join lateral (
        select h.type, h.target_min_temp, h.target_max_temp from equipment_band h where h.equipment_id = e.id order by h.valid_from desc limit 1
      ) last
      where (last.type, last.target_min_temp, last.target_max_temp) is distinct from (e.type, e.target_min_temp, e.target_max_temp)
      on conflict do nothing;`);
  }

  override down(): void {
    this.addSql('drop trigger "equipment_band_changed" on "equipment";');
    this.addSql('drop trigger "equipment_band_created" on "equipment";');
    this.addSql('drop function record_equipment_band();');
    this.addSql('drop table "equipment_band";');
  }
}
