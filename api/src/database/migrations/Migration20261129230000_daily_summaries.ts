import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34: a daily summary e-mail for the administrators who choose it (off by default), one per
 * person per local day: the unique key makes a second process's or a retried check's insert a no-op.
 */
export class Migration20261129230000_daily_summaries extends Migration {
  override up(): void {
    this.addSql('alter table "user" add column "daily_summary" boolean not null default false;');
    this.addSql(`create table "daily_summary" ("id" serial primary key, "company_id" int not null, "user_id" int not null, "day" date not null,
      "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`);
    this.addSql(`alter table "daily_summary" add constraint "daily_summary_company_id_foreign"
      foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "daily_summary" add constraint "daily_summary_user_id_foreign"
      foreign key ("user_id") references "user" ("id") on delete restrict;`);
    this.addSql('alter table "daily_summary" add constraint "daily_summary_user_day_unique" unique ("user_id", "day");');
    this.addSql('create index "daily_summary_company_id_index" on "daily_summary" ("company_id");');
  }

  override down(): void {
    this.addSql('drop table "daily_summary";');
    this.addSql('alter table "user" drop column "daily_summary";');
  }
}
