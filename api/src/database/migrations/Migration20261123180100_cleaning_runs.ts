import { Migration } from '@mikro-orm/migrations';

/** Cleaning done (issue 14, item 5): one append-only row per run of a schedule, with who and when. */
export class Migration20261123180100_cleaning_runs extends Migration {
  override up(): void {
    this.addSql(`create table "cleaning_run" ("id" serial primary key, "company_id" int not null, "schedule_id" int not null, "done_by_id" int not null,
      "notes" text null, "done_at" timestamptz not null default now());`);
    this.addSql(`create index "cleaning_run_schedule_id_done_at_index" on "cleaning_run" ("schedule_id", "done_at");`);
    for (const [column, table] of [
      ['company_id', 'company'],
      ['schedule_id', 'cleaning_schedule'],
      ['done_by_id', 'user'],
    ]) {
      this.addSql(
        `alter table "cleaning_run" add constraint "cleaning_run_${column}_foreign" foreign key ("${column}") references "${table}" ("id") on delete restrict;`,
      );
    }
    this.addSql(`create trigger cleaning_run_append_only before update or delete on "cleaning_run"
      for each row execute function refuse_evidence_change();`);
  }

  override down(): void {
    this.addSql(`drop table "cleaning_run";`);
  }
}
