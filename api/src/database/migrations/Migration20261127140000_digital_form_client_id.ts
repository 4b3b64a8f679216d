import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31: a form filled on the phone carries the phone's clientId, so sending it again (a lost
 * answer, the outbox after being offline) stores it once. Unique within the company only.
 */
export class Migration20261127140000_digital_form_client_id extends Migration {
  override up(): void {
    this.addSql(`alter table "digital_form" add "client_id" uuid null;`);
    this.addSql(`alter table "digital_form" add constraint "digital_form_company_id_client_id_unique" unique ("company_id", "client_id");`);
  }

  override down(): void {
    this.addSql(`alter table "digital_form" drop constraint "digital_form_company_id_client_id_unique";`);
    this.addSql(`alter table "digital_form" drop column "client_id";`);
  }
}
