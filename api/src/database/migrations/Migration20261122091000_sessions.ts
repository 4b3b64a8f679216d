import { Migration } from '@mikro-orm/migrations';

/** HTTP sessions (connect-pg-simple's layout) and login throttling counters (rate-limiter-flexible's). */
export class Migration20261122091000_sessions extends Migration {
  override up(): void {
    this.addSql(`create table "session" ("sid" varchar not null primary key, "sess" json not null, "expire" timestamp(6) not null);`);
    this.addSql(`create index "session_expire_index" on "session" ("expire");`);
    this.addSql(`create table "login_throttle" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
  }

  override down(): void {
    this.addSql('drop table "login_throttle";');
    this.addSql('drop table "session";');
  }
}
