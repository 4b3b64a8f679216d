import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33 item 5: serving an upload asks which records keep it (uploads/upload-reach.ts). Partial
 * GIN indexes over the records that carry photos answer `photo_evidence @> '[{"uploadId": n}]'`
 * without scanning the records that carry none (most readings).
 */
const PHOTO_TABLES = ['temperature_reading', 'compliance_check', 'corrective_action', 'food_process_temperature'];

export class Migration20261129140000_photo_evidence_indexes extends Migration {
  override up(): void {
    for (const table of PHOTO_TABLES) {
      this.addSql(`create index "${table}_photo_evidence_index" on "${table}" using gin ("photo_evidence" jsonb_path_ops) where "photo_evidence" is not null;`);
    }
  }

  override down(): void {
    for (const table of PHOTO_TABLES) this.addSql(`drop index "${table}_photo_evidence_index";`);
  }
}
