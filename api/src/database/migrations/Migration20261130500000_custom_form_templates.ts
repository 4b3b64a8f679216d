import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35: digital forms built from scratch. A company's own form (its fields are versions in
 * form_template_version under the type custom_<id>), published to all sites, chosen areas, chosen
 * sites or one site alone; ids start at 101 so they never meet the built-in forms' 1–4. A critical
 * form field answered out of range opens one corrective action per form and field.
 */
export class Migration20261130500000_custom_form_templates extends Migration {
  override up(): void {
    this.addSql(`create table "form_template" (
      "id" serial primary key,
      "company_id" int not null,
      "name" varchar(200) not null,
      "description" varchar(500) not null default '',
      "category" varchar(20) not null default 'As Needed',
      "is_active" boolean not null default true,
      "publish_scope" varchar(10) not null default 'all',
      "publish_area_ids" int[] not null default '{}',
      "publish_location_ids" int[] not null default '{}',
      "owner_location_id" int null,
      "created_by_id" int not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`alter sequence "form_template_id_seq" restart with 101;`);
    for (const [column, table] of [
      ['company_id', 'company'],
      ['owner_location_id', 'location'],
      ['created_by_id', 'user'],
    ]) {
      this.addSql(
        `alter table "form_template" add constraint "form_template_${column}_foreign" foreign key ("${column}") references "${table}" ("id") on delete restrict;`,
      );
    }
    // The form whose critical field opened an action (no foreign key: corrective actions sit below forms; forms are never deleted).
    this.addSql(`alter table "corrective_action" add column "digital_form_id" int null;`);
    this.addSql(
      `create unique index "corrective_action_form_field_unique" on "corrective_action" ("digital_form_id", "check_item") where "digital_form_id" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index "corrective_action_form_field_unique";`);
    this.addSql(`alter table "corrective_action" drop column "digital_form_id";`);
    this.addSql(`drop table "form_template";`);
  }
}
