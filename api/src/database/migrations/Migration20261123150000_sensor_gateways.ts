import { Migration } from '@mikro-orm/migrations';

/**
 * Sensor gateways (issue 13, item 8): API keys (only a SHA-256 hash of each secret is kept), their
 * request counters (rate-limiter-flexible's layout), and readings that name the key that sent them
 * (with no user: a key is not a person) and carry the gateway's battery and signal. A unit keeps
 * when its current low-battery episode began; one "low battery" action per episode is enforced
 * like the excursion and silence ones, by a unique partial index.
 */
export class Migration20261123150000_sensor_gateways extends Migration {
  override up(): void {
    this.addSql(`create table "api_key" ("id" serial primary key, "company_id" int not null, "location_id" int null, "name" varchar(100) not null,
      "prefix" varchar(20) not null, "secret_hash" varchar(64) not null, "created_by_id" int not null, "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz null, "revoked_at" timestamptz null, "revoked_by_id" int null);`);
    this.addSql(`alter table "api_key" add constraint "api_key_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`create index "api_key_company_id_created_at_index" on "api_key" ("company_id", "created_at");`);
    for (const [column, table] of [
      ['company_id', 'company'],
      ['location_id', 'location'],
      ['created_by_id', 'user'],
      ['revoked_by_id', 'user'],
    ]) {
      this.addSql(
        `alter table "api_key" add constraint "api_key_${column}_foreign" foreign key ("${column}") references "${table}" ("id") on delete restrict;`,
      );
    }
    this.addSql(`create table "api_key_rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);

    this.addSql(
      `alter table "temperature_reading" alter column "user_id" drop not null, add "api_key_id" int null, add "battery_percent" smallint null, add "signal_strength" smallint null;`,
    );
    this.addSql(
      `alter table "temperature_reading" add constraint "temperature_reading_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "temperature_reading" add constraint "temperature_reading_recorded_by_check" check ("user_id" is not null or "api_key_id" is not null);`,
    );
    this.addSql(`alter table "equipment" add "low_battery_since" timestamptz null;`);
    this.addSql(`alter table "corrective_action" add "low_battery_since" timestamptz null;`);
    this.addSql(
      `create unique index "corrective_action_low_battery_unique" on "corrective_action" ("equipment_id", "low_battery_since") where "low_battery_since" is not null;`,
    );
  }

  override down(): void {
    this.addSql('drop index "corrective_action_low_battery_unique";');
    this.addSql('alter table "corrective_action" drop column "low_battery_since";');
    this.addSql('alter table "equipment" drop column "low_battery_since";');
    this.addSql('alter table "temperature_reading" drop constraint "temperature_reading_recorded_by_check";');
    this.addSql(
      'alter table "temperature_reading" drop column "signal_strength", drop column "battery_percent", drop column "api_key_id", alter column "user_id" set not null;',
    );
    this.addSql('drop table "api_key_rate_limit";');
    this.addSql('drop table "api_key";');
  }
}
