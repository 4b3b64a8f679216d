import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32 item 5: one row per company per local day, the chain head e-mailed to its administrators
 * (modules/audit-anchors/). Unique per company and day, so two processes or a
 * restart never send a day's anchor twice.
 */
export class Migration20261129110000_audit_anchors extends Migration {
  override up(): void {
    this.addSql(`create table "audit_anchor" ("id" serial primary key, "company_id" int not null, "day" date not null,
      "seq" bigint not null, "hash" varchar(64) not null, "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null, "recipients" text[] not null default '{}');`);
    this.addSql(`alter table "audit_anchor" add constraint "audit_anchor_company_id_foreign"
      foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "audit_anchor" add constraint "audit_anchor_company_day_unique" unique ("company_id", "day");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "audit_anchor" cascade;`);
  }
}
