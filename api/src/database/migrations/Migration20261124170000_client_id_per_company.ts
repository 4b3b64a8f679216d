import { Migration } from '@mikro-orm/migrations';

/**
 * A reading's clientId is unique within its company, not across companies: a clientId another
 * tenant happened to use is simply fresh here, so a conflict can never reveal a foreign tenant.
 */
export class Migration20261124170000_client_id_per_company extends Migration {
  override up(): void {
    this.addSql(`alter table "temperature_reading" drop constraint "temperature_reading_client_id_unique";`);
    this.addSql(`alter table "temperature_reading" add constraint "temperature_reading_company_id_client_id_unique" unique ("company_id", "client_id");`);
  }

  override down(): void {
    this.addSql(`alter table "temperature_reading" drop constraint "temperature_reading_company_id_client_id_unique";`);
    this.addSql(`alter table "temperature_reading" add constraint "temperature_reading_client_id_unique" unique ("client_id");`);
  }
}
