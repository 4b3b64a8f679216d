import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31 (data cleanup): one row per company per daily cleanup run, recording the archive of the
 * readings it removes (modules/retention/). Readings stay append-only: refuse_evidence_change()
 * lets one DELETE through only when the table's owner (never the app role) runs it in a transaction
 * that names, in fsm.retention_cleanup, a verified archive of that company covering the reading.
 */
export class Migration20261128110000_reading_archives extends Migration {
  override up(): void {
    this.addSql(`create table "reading_archive" ("id" serial primary key, "company_id" int not null, "scheduled_for" timestamptz not null,
      "started_at" timestamptz not null default now(), "status" varchar(20) not null default 'claimed',
      "period_start" timestamptz null, "period_end" timestamptz not null, "row_count" int null, "file_name" text null,
      "sha256" varchar(64) null, "size_bytes" bigint null, "verified_at" timestamptz null, "removed_at" timestamptz null, "error" text null);`);
    this.addSql(`alter table "reading_archive" add constraint "reading_archive_company_id_foreign"
      foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "reading_archive" add constraint "reading_archive_company_scheduled_unique" unique ("company_id", "scheduled_for");`);
    this.addSql(`create or replace function refuse_evidence_change() returns trigger language plpgsql as $$
      begin
        -- Nested: OLD's columns may be named only once the table is known to be temperature_reading.
        if tg_op = 'DELETE' and tg_table_name = 'temperature_reading'
          and current_user = (select pg_get_userbyid(c.relowner) from pg_class c where c.oid = tg_relid) then
          if exists (select 1 from reading_archive a
            where a.id::text = current_setting('fsm.retention_cleanup', true) and a.status = 'verified'
              and a.company_id = old.company_id and old.recorded_at < a.period_end) then
            return old;
          end if;
        end if;
        raise exception '% is append-only: record a correction instead', tg_table_name
          using errcode = 'restrict_violation';
      end $$;`);
  }

  override down(): void {
    this.addSql(`create or replace function refuse_evidence_change() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only: record a correction instead', tg_table_name
          using errcode = 'restrict_violation';
      end $$;`);
    this.addSql(`drop table if exists "reading_archive" cascade;`);
  }
}
