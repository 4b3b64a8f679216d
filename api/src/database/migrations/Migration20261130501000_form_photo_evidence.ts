import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35: a form's photo fields keep their photos as every other record does (photo_evidence with
 * its partial GIN index), so those who see the form see them (uploads/upload-reach.ts).
 */
export class Migration20261130501000_form_photo_evidence extends Migration {
  override up(): void {
    this.addSql(`alter table "digital_form" add column "photo_evidence" jsonb null;`);
    this.addSql(
      `create index "digital_form_photo_evidence_index" on "digital_form" using gin ("photo_evidence" jsonb_path_ops) where "photo_evidence" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "digital_form" drop column "photo_evidence";`);
  }
}
