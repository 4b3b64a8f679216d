import { Migration } from '@mikro-orm/migrations';

/**
 * Temperature history (issue 15): the readings table pages by (recorded_at, id) newest first, and
 * "is this reading corrected?" is asked of every reading a history page or a daily aggregate reads,
 * so corrections get a small partial index (only correction rows carry corrects_id).
 */
export class Migration20261124110000_reading_history extends Migration {
  override up(): void {
    this.addSql(`create index "temperature_reading_equipment_keyset_idx" on "temperature_reading" ("equipment_id", "recorded_at" desc, "id" desc);`);
    this.addSql(`drop index "temperature_reading_equipment_recorded_idx";`);
    this.addSql(`create index "temperature_reading_corrects_idx" on "temperature_reading" ("corrects_id") where "corrects_id" is not null;`);
  }

  override down(): void {
    this.addSql(`drop index "temperature_reading_corrects_idx";`);
    this.addSql(`create index "temperature_reading_equipment_recorded_idx" on "temperature_reading" ("equipment_id", "recorded_at" desc);`);
    this.addSql(`drop index "temperature_reading_equipment_keyset_idx";`);
  }
}
