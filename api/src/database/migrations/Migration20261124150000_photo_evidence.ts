import { Migration } from '@mikro-orm/migrations';

/**
 * Photo evidence (issue 16, item 2). An upload may carry the client's id for it (the phone's outbox
 * sends a waiting photo again after a lost answer: the same id gets the same row, never a second one),
 * and so may a check completed from the phone. Photos themselves sit in the records' `photo_evidence`.
 */
export class Migration20261124150000_photo_evidence extends Migration {
  override up(): void {
    this.addSql(`alter table "upload" add "client_id" uuid null;`);
    this.addSql(`alter table "upload" add constraint "upload_client_id_unique" unique ("client_id");`);
    this.addSql(`alter table "compliance_check" add "client_id" uuid null;`);
    this.addSql(`alter table "compliance_check" add constraint "compliance_check_client_id_unique" unique ("client_id");`);
    // A probe reading's photos (the phone's temperature dialog), stored with the append-only row itself.
    this.addSql(`alter table "temperature_reading" add "photo_evidence" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "temperature_reading" drop column "photo_evidence";`);
    this.addSql(`alter table "compliance_check" drop constraint "compliance_check_client_id_unique", drop column "client_id";`);
    this.addSql(`alter table "upload" drop constraint "upload_client_id_unique", drop column "client_id";`);
  }
}
