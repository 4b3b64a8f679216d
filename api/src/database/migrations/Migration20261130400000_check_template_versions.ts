import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35 item 2, checklists built by head office: each template is published to all sites, chosen
 * areas or chosen sites (or owned by one site), and every edit of its items, schedule or publication
 * is a new version, kept append-only; a check records the version it began with. Templates written
 * before this are version 1, recorded as they are now; their checks began with version 1.
 */
export class Migration20261130400000_check_template_versions extends Migration {
  override up(): void {
    this.addSql(`alter table "compliance_check_template"
      add column "version" int not null default 1,
      add column "publish_scope" varchar(10) not null default 'all',
      add column "publish_area_ids" int[] not null default '{}',
      add column "publish_location_ids" int[] not null default '{}',
      add column "owner_location_id" int null;`);
    this.addSql(`alter table "compliance_check_template" add constraint "compliance_check_template_owner_location_id_foreign"
      foreign key ("owner_location_id") references "location" ("id") on delete restrict;`);
    this.addSql(`create table "compliance_check_template_version" ("id" serial primary key, "template_id" int not null, "version" int not null,
      "checklist_items" jsonb not null, "frequency" varchar(40) null, "due_time" varchar(5) null, "publication" jsonb not null,
      "created_by_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "compliance_check_template_version" add constraint "compliance_check_template_version_template_id_version_unique"
      unique ("template_id", "version");`);
    for (const [column, table] of [
      ['template_id', 'compliance_check_template'],
      ['created_by_id', 'user'],
    ]) {
      this.addSql(`alter table "compliance_check_template_version" add constraint "compliance_check_template_version_${column}_foreign"
        foreign key ("${column}") references "${table}" ("id") on delete restrict;`);
    }
    this.addSql(`create trigger compliance_check_template_version_append_only before update or delete on "compliance_check_template_version"
      for each row execute function refuse_evidence_change();`);
    // Plain-string items of early templates become items ({description}) the schedule can copy onto a check.
    this.addSql(`update "compliance_check_template" set "checklist_items" = (
        select jsonb_agg(case when jsonb_typeof(i) = 'string' then jsonb_build_object('description', i #>> '{}') else i end)
        from jsonb_array_elements("checklist_items") i)
      where jsonb_typeof("checklist_items") = 'array' and jsonb_array_length("checklist_items") > 0;`);
    this.addSql(`insert into "compliance_check_template_version" ("template_id", "version", "checklist_items", "frequency", "due_time", "publication")
      select id, 1, coalesce("checklist_items", '[]'::jsonb), "frequency", "due_time",
        '{"scope": "all", "areaIds": [], "locationIds": [], "ownerLocationId": null}'::jsonb
      from "compliance_check_template";`);
    this.addSql('alter table "compliance_check" add column "template_version" int null;');
    this.addSql('update "compliance_check" set "template_version" = 1 where "template_id" is not null;');
  }

  override down(): void {
    this.addSql('alter table "compliance_check" drop column "template_version";');
    this.addSql('drop table "compliance_check_template_version";');
    this.addSql(`alter table "compliance_check_template" drop constraint "compliance_check_template_owner_location_id_foreign";`);
    this.addSql(`alter table "compliance_check_template" drop column "version", drop column "publish_scope", drop column "publish_area_ids",
      drop column "publish_location_ids", drop column "owner_location_id";`);
  }
}
