import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31: password expiry counts from when the password was last set. Nobody's change was
 * recorded before, so every existing account starts counting now: nobody is locked out at once.
 * Every request's viewer now carries its company's Security settings (password expiry, IP
 * restriction): a saved change NOTIFYs every process's viewer cache, as a company change does.
 */
export class Migration20261127140000_password_changed_at extends Migration {
  override up(): void {
    this.addSql(`alter table "user" add "password_changed_at" timestamptz not null default now();`);
    this.addSql(
      `create trigger company_settings_viewer_changed after insert or update or delete on "company_settings" for each statement execute function viewer_changed_all();`,
    );
  }

  override down(): void {
    this.addSql('drop trigger company_settings_viewer_changed on "company_settings";');
    this.addSql(`alter table "user" drop column "password_changed_at";`);
  }
}
