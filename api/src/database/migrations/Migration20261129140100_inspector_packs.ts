import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33 item 7: an inspector link's due-diligence pack is made by the export runner like any
 * other pack; the report names the link that asked for it (and no user), so a second request
 * finds the pack already running or ready.
 */
export class Migration20261129140100_inspector_packs extends Migration {
  override up(): void {
    this.addSql(`alter table "report" add "inspector_link_id" int null;`);
    this.addSql(
      `alter table "report" add constraint "report_inspector_link_id_foreign" foreign key ("inspector_link_id") references "inspector_link" ("id") on delete restrict;`,
    );
    this.addSql(
      `create index "report_inspector_link_id_created_at_index" on "report" ("inspector_link_id", "created_at") where "inspector_link_id" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "report" drop column "inspector_link_id";`);
  }
}
