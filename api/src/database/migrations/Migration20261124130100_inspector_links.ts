import { Migration } from '@mikro-orm/migrations';

/** Inspector links: read-only, expiring, revocable access to chosen locations' records, by a token kept only as its hash. */
export class Migration20261124130100_inspector_links extends Migration {
  override up(): void {
    this.addSql(
      `create table "inspector_link" ("id" serial primary key, "company_id" int not null, "label" varchar(200) not null, "location_ids" jsonb not null, "period_start" timestamptz not null, "period_end" timestamptz not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "created_by_id" int not null, "created_at" timestamptz not null default now(), "revoked_at" timestamptz null, "revoked_by_id" int null);`,
    );
    this.addSql(`create index "inspector_link_company_id_created_at_index" on "inspector_link" ("company_id", "created_at");`);
    this.addSql(`alter table "inspector_link" add constraint "inspector_link_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "inspector_link" add constraint "inspector_link_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "inspector_link" add constraint "inspector_link_created_by_id_foreign" foreign key ("created_by_id") references "user" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "inspector_link" add constraint "inspector_link_revoked_by_id_foreign" foreign key ("revoked_by_id") references "user" ("id") on delete restrict;`,
    );
  }

  override down(): void {
    this.addSql('drop table "inspector_link";');
  }
}
