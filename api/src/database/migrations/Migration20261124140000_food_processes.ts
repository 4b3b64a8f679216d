import { Migration } from '@mikro-orm/migrations';

/**
 * Timed food processes (issue 16): a cooling, cooking or reheating log per batch, and its probe
 * readings. Readings are append-only; a process is sealed once finished (complete or missed).
 */
export class Migration20261124140000_food_processes extends Migration {
  override up(): void {
    this.addSql(`create table "food_process" ("id" serial primary key, "company_id" int not null, "location_id" int not null, "equipment_id" int null,
      "started_by_id" int not null, "kind" varchar(20) not null, "food_item" varchar(200) not null, "quantity" varchar(100) not null, "stages" jsonb not null,
      "started_at" timestamptz not null, "finished_at" timestamptz null, "outcome" varchar(20) null, "missed_stage" int null,
      "corrective_action_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "food_process_location_id_finished_at_index" on "food_process" ("location_id", "finished_at");`);
    this.addSql(`create table "food_process_temperature" ("id" serial primary key, "company_id" int not null, "process_id" int not null, "user_id" int not null,
      "temperature" numeric(5,2) not null, "recorded_at" timestamptz not null default now());`);
    this.addSql(`create index "food_process_temperature_process_id_recorded_at_index" on "food_process_temperature" ("process_id", "recorded_at");`);
    const foreignKeys: [string, string, string][] = [
      ['food_process', 'company_id', 'company'],
      ['food_process', 'location_id', 'location'],
      ['food_process', 'equipment_id', 'equipment'],
      ['food_process', 'started_by_id', 'user'],
      ['food_process', 'corrective_action_id', 'corrective_action'],
      ['food_process_temperature', 'company_id', 'company'],
      ['food_process_temperature', 'process_id', 'food_process'],
      ['food_process_temperature', 'user_id', 'user'],
    ];
    for (const [table, column, target] of foreignKeys) {
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "${target}" ("id") on delete restrict;`,
      );
    }
    this.addSql(`create trigger food_process_temperature_append_only before update or delete on "food_process_temperature"
      for each row execute function refuse_evidence_change();`);
    this.addSql(`create function refuse_finished_process_change() returns trigger language plpgsql as $$
      begin
        if old.finished_at is not null then
          raise exception 'food_process % is sealed: start a new log instead', old.id using errcode = 'restrict_violation';
        end if;
        return case when tg_op = 'DELETE' then old else new end;
      end $$;`);
    this.addSql(`create trigger food_process_sealed before update or delete on "food_process"
      for each row execute function refuse_finished_process_change();`);
  }

  override down(): void {
    this.addSql('drop table "food_process_temperature";');
    this.addSql('drop table "food_process";');
    this.addSql('drop function refuse_finished_process_change();');
  }
}
