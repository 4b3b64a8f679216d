import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the location dashboard (bench/RESULTS.md, EXPLAIN findings): a location's equipment
 * and its corrective actions were found by scanning the whole company's rows, which grows with
 * the number of locations.
 */
export class Migration20261122100000_dashboard_indexes extends Migration {
  override up(): void {
    this.addSql(`create index "equipment_location_id_index" on "equipment" ("location_id");`);
    this.addSql(`create index "corrective_action_location_id_created_at_index" on "corrective_action" ("location_id", "created_at");`);
  }

  override down(): void {
    this.addSql('drop index "corrective_action_location_id_created_at_index";');
    this.addSql('drop index "equipment_location_id_index";');
  }
}
