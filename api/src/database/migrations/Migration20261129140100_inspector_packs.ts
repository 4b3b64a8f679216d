import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33 item 7: an inspector link's due-diligence pack is made by the export runner like any
 * other pack; the link points at the pack last made for it, so a second request finds it running
 * or ready instead of making another.
 */
export class Migration20261129140100_inspector_packs extends Migration {
  override up(): void {
    this.addSql(`alter table "inspector_link" add "pack_report_id" int null;`);
    this.addSql(
      `alter table "inspector_link" add constraint "inspector_link_pack_report_id_foreign" foreign key ("pack_report_id") references "report" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "inspector_link" drop column "pack_report_id";`);
  }
}
