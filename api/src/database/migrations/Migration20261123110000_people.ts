import { Migration } from '@mikro-orm/migrations';

/**
 * People management: a password someone else chose must be changed at the next sign-in; a
 * user's sessions can be found (and ended at once) by the user id inside the session row.
 */
export class Migration20261123110000_people extends Migration {
  override up(): void {
    this.addSql(`alter table "user" add column "must_change_password" boolean not null default false;`);
    this.addSql(`create index "session_user_id_index" on "session" (((sess ->> 'userId')::int));`);
  }

  override down(): void {
    this.addSql('drop index "session_user_id_index";');
    this.addSql('alter table "user" drop column "must_change_password";');
  }
}
