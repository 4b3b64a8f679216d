import { Migration } from '@mikro-orm/migrations';

/**
 * Uploaded files (issue 14, items 5–6): one row per stored file (bytes under DATA_DIR/uploads by a random
 * key). Manuals and training certificates reference theirs; a manual keeps its older versions (is_current).
 */
export class Migration20261123180000_uploads extends Migration {
  override up(): void {
    this.addSql(`create table "upload" ("id" serial primary key, "company_id" int not null, "uploaded_by_id" int null, "purpose" varchar(20) not null,
      "content_type" varchar(100) not null, "size_bytes" int not null, "sha256" varchar(64) not null, "storage_key" varchar(200) not null,
      "original_name" varchar(200) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "upload" add constraint "upload_storage_key_unique" unique ("storage_key");`);
    this.addSql(`alter table "upload" add constraint "upload_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(
      `alter table "upload" add constraint "upload_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "food_safety_manual" add "file_id" int null, add "is_current" boolean not null default true, alter column "file_url" drop not null;`,
    );
    this.addSql(
      `alter table "food_safety_manual" add constraint "food_safety_manual_file_id_foreign" foreign key ("file_id") references "upload" ("id") on delete restrict;`,
    );
    // One current version per title, whatever two administrators upload at once.
    this.addSql(
      `create unique index "food_safety_manual_current_title_unique" on "food_safety_manual" ("company_id", "title") where "is_current" and "is_active";`,
    );
    this.addSql(`alter table "training_record" add "certificate_id" int null;`);
    this.addSql(
      `alter table "training_record" add constraint "training_record_certificate_id_foreign" foreign key ("certificate_id") references "upload" ("id") on delete restrict;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "training_record" drop constraint "training_record_certificate_id_foreign", drop column "certificate_id";`);
    this.addSql(`drop index "food_safety_manual_current_title_unique";`);
    this.addSql(
      `alter table "food_safety_manual" drop constraint "food_safety_manual_file_id_foreign", drop column "file_id", drop column "is_current", alter column "file_url" set not null;`,
    );
    this.addSql(`drop table "upload";`);
  }
}
