import { Migration } from '@mikro-orm/migrations';

/**
 * Form Edit (issue 17): each company's edited fields of a built-in form, one append-only row per
 * version, and on every stored form the version it was filled against (null: the built-in fields).
 */
export class Migration20261125100000_form_template_versions extends Migration {
  override up(): void {
    this.addSql(`create table "form_template_version" ("id" serial primary key, "company_id" int not null, "template_type" varchar(60) not null,
      "version" int not null, "fields" jsonb not null, "created_by_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(
      `alter table "form_template_version" add constraint "form_template_version_company_id_template_type_version_unique" unique ("company_id", "template_type", "version");`,
    );
    for (const [column, table] of [
      ['company_id', 'company'],
      ['created_by_id', 'user'],
    ]) {
      this.addSql(
        `alter table "form_template_version" add constraint "form_template_version_${column}_foreign" foreign key ("${column}") references "${table}" ("id") on delete restrict;`,
      );
    }
    this.addSql(`create trigger form_template_version_append_only before update or delete on "form_template_version"
      for each row execute function refuse_evidence_change();`);
    this.addSql(`alter table "digital_form" add "template_version_id" int null;`);
    this.addSql(
      `alter table "digital_form" add constraint "digital_form_template_version_id_foreign" foreign key ("template_version_id") references "form_template_version" ("id") on delete restrict;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "digital_form" drop constraint "digital_form_template_version_id_foreign";`);
    this.addSql(`alter table "digital_form" drop column "template_version_id";`);
    this.addSql(`drop table "form_template_version";`);
  }
}
