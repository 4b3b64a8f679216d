import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35: areas. One level between a company and its sites: a company groups its locations into
 * areas (a site belongs to at most one), and an area manager reaches the sites of their areas.
 * Areas are retired, never deleted, so a site's past area stays readable.
 */
export class Migration20261130000000_areas extends Migration {
  override up(): void {
    this.addSql(`create table "area" (
      "id" serial primary key,
      "company_id" int not null,
      "name" varchar(200) not null,
      "is_active" boolean not null default true,
      "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "area" add constraint "area_company_id_foreign"
      foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql('create unique index "area_company_name_unique" on "area" ("company_id", lower("name")) where "is_active";');
    this.addSql('alter table "location" add column "area_id" int null;');
    this.addSql(`alter table "location" add constraint "location_area_id_foreign"
      foreign key ("area_id") references "area" ("id") on delete restrict;`);
    this.addSql('create index "location_area_id_index" on "location" ("area_id");');
    this.addSql(`create table "user_area" ("user_id" int not null, "area_id" int not null, primary key ("user_id", "area_id"));`);
    this.addSql(`alter table "user_area" add constraint "user_area_user_id_foreign"
      foreign key ("user_id") references "user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_area" add constraint "user_area_area_id_foreign"
      foreign key ("area_id") references "area" ("id") on update cascade on delete cascade;`);
    this.addSql('create index "user_area_area_id_index" on "user_area" ("area_id");');
  }

  override down(): void {
    this.addSql('drop table "user_area";');
    this.addSql('alter table "location" drop column "area_id";');
    this.addSql('drop table "area";');
  }
}
