import { Migration } from '@mikro-orm/migrations';

/** Issue 31: one row per run of the server's daily database backup (modules/backups/). */
export class Migration20261127140000_backup_runs extends Migration {
  override up(): void {
    this.addSql(`create table "backup_run" ("id" serial primary key, "scheduled_for" timestamptz not null,
      "started_at" timestamptz not null default now(), "finished_at" timestamptz null, "outcome" varchar(20) not null default 'running',
      "file_name" text null, "size_bytes" bigint null, "duration_ms" int null, "sha256" varchar(64) null, "error" text null,
      "pruned_at" timestamptz null);`);
    this.addSql(`alter table "backup_run" add constraint "backup_run_scheduled_for_unique" unique ("scheduled_for");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "backup_run" cascade;`);
  }
}
