import { Migration } from '@mikro-orm/migrations';

/** Photos of a food process (issue 16): kept with the probe reading they were taken with, on the append-only row itself. */
export class Migration20261124180000_process_photos extends Migration {
  override up(): void {
    this.addSql(`alter table "food_process_temperature" add "photo_evidence" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "food_process_temperature" drop column "photo_evidence";`);
  }
}
