import { Migration } from '@mikro-orm/migrations';

/** Issue 30: a cooling reading that fell faster than food can cool is kept, with the reason it was flagged, on the append-only row itself. */
export class Migration20261127120000_process_reading_flags extends Migration {
  override up(): void {
    this.addSql(`alter table "food_process_temperature" add "implausible_reason" text null;`);
  }

  override down(): void {
    this.addSql(`alter table "food_process_temperature" drop column "implausible_reason";`);
  }
}
