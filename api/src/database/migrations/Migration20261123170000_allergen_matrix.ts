import { Migration } from '@mikro-orm/migrations';

/** Allergen matrices (issue 14): one row per saved version of a location's matrix, numbered per location. */
export class Migration20261123170000_allergen_matrix extends Migration {
  override up(): void {
    this.addSql(`create table "allergen_matrix_version" ("id" serial primary key, "company_id" int not null, "location_id" int not null,
      "version" int not null, "regime" varchar(2) not null, "items" jsonb not null, "created_by_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "allergen_matrix_version" add constraint "allergen_matrix_version_location_id_version_unique" unique ("location_id", "version");`);
    for (const [column, table] of [
      ['company_id', 'company'],
      ['location_id', 'location'],
      ['created_by_id', 'user'],
    ]) {
      this.addSql(
        `alter table "allergen_matrix_version" add constraint "allergen_matrix_version_${column}_foreign" foreign key ("${column}") references "${table}" ("id") on delete restrict;`,
      );
    }
  }
}
