import { Migration } from '@mikro-orm/migrations';

/**
 * Company settings become real (no row = SPEC 9 defaults); locations get their own time zone, so
 * "today" is the site's day; equipment gets the two fields the alert engine reads.
 */
export class Migration20261123090000_company_settings extends Migration {
  override up(): void {
    this.addSql(`create table "company_settings" (
      "company_id" int not null primary key,
      "settings" jsonb not null,
      "updated_by_id" int null,
      "updated_at" timestamptz not null default now());`);
    this.addSql(
      `alter table "company_settings" add constraint "company_settings_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "company_settings" add constraint "company_settings_updated_by_id_foreign" foreign key ("updated_by_id") references "user" ("id") on delete set null;`,
    );
    this.addSql(`alter table "location" add column "timezone" varchar(64) not null default 'UTC';`);
    this.addSql(`alter table "equipment" add column "alert_delay_minutes" int null, add column "reading_interval_minutes" int null;`);
  }

  override down(): void {
    this.addSql('alter table "equipment" drop column "alert_delay_minutes", drop column "reading_interval_minutes";');
    this.addSql('alter table "location" drop column "timezone";');
    this.addSql('drop table "company_settings";');
  }
}
