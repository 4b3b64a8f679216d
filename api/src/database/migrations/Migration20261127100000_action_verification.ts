import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: a critical temperature or food-process action is resolved with its verification — the
 * unit's reading relied on (and its value), a food probe's value, or a manager's override with its
 * reason. Actions resolved before keep none (the rule applies from now on).
 */
export class Migration20261127100000_action_verification extends Migration {
  override up(): void {
    this.addSql(`alter table "corrective_action" add "verification_reading_id" bigint null, add "verification_temperature" numeric(5,2) null,
      add "verification_override_reason" text null;`);
    this.addSql(`alter table "corrective_action" add constraint "corrective_action_verification_reading_id_foreign"
      foreign key ("verification_reading_id") references "temperature_reading" ("id") on delete restrict;`);
  }

  override down(): void {
    this.addSql(`alter table "corrective_action" drop constraint "corrective_action_verification_reading_id_foreign";`);
    this.addSql(`alter table "corrective_action" drop column "verification_reading_id", drop column "verification_temperature",
      drop column "verification_override_reason";`);
  }
}
