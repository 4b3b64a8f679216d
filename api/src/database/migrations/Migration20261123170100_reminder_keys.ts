import { Migration } from '@mikro-orm/migrations';

/** Reminders the job runner creates carry what they are about; the unique key makes creating them idempotent. */
export class Migration20261123170100_reminder_keys extends Migration {
  override up(): void {
    this.addSql(`alter table "reminder" add "dedupe_key" varchar(200) null;`);
    this.addSql(`alter table "reminder" add constraint "reminder_dedupe_key_unique" unique ("dedupe_key");`);
  }
}
