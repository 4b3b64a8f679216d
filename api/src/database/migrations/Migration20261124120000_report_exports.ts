import { Migration } from '@mikro-orm/migrations';

/** Due-diligence exports (issue 15, item 3): progress while the job runs, when it was asked for, and why it failed. */
export class Migration20261124120000_report_exports extends Migration {
  override up(): void {
    this.addSql(`alter table "report" add column "progress" smallint not null default 0,
      add column "created_at" timestamptz not null default now(), add column "error_message" text null;`);
    this.addSql(`create index "report_company_id_user_id_index" on "report" ("company_id", "user_id");`);
  }

  override down(): void {
    this.addSql(`drop index "report_company_id_user_id_index";`);
    this.addSql(`alter table "report" drop column "progress", drop column "created_at", drop column "error_message";`);
  }
}
