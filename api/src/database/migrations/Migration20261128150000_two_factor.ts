import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31: two-factor authentication. One row per person who started enrolling: their TOTP secret
 * (AES-256-GCM, keyed from SESSION_SECRET), when enrolment was confirmed (null while pending), the
 * last accepted time step (a code is accepted once) and the argon2 hashes of the unused recovery
 * codes. A change NOTIFYs the viewer caches: whether an administrator must still enrol is on the viewer.
 */
export class Migration20261128150000_two_factor extends Migration {
  override up(): void {
    this.addSql(`create table "user_two_factor" (
      "user_id" int primary key references "user" ("id") on delete cascade,
      "secret" text not null,
      "enabled_at" timestamptz null,
      "last_time_step" bigint null,
      "recovery_code_hashes" text[] not null default '{}'
    );`);
    this.addSql(
      `create trigger user_two_factor_viewer_changed after insert or update or delete on "user_two_factor" for each row execute function viewer_changed_row();`,
    );
  }

  override down(): void {
    this.addSql('drop table "user_two_factor";');
  }
}
