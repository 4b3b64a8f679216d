import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34 item 6, the sensors kitchens buy. A unit names the LoRaWAN device that measures it (its
 * DevEUI, unique within a company) and how long its door may stay open; uplinks from devices no unit
 * names are kept per company for an administrator to map; door contacts' open/closed events are kept
 * as evidence, the unit carrying when its door opened. One "door open" action per opening and one
 * "gateway offline" action per silence of a key are enforced like the other automatic actions, by
 * unique partial indexes.
 */
export class Migration20261129190000_lorawan_sensors extends Migration {
  override up(): void {
    this.addSql(`alter table "equipment" add "device_eui" varchar(16) null, add "door_alert_minutes" int not null default 5,
      add "door_open_since" timestamptz null;`);
    this.addSql(`alter table "equipment" add constraint "equipment_company_id_device_eui_unique" unique ("company_id", "device_eui");`);

    this.addSql(`create table "unknown_device" ("id" serial primary key, "company_id" int not null, "device_eui" varchar(16) not null,
      "network" varchar(20) not null, "api_key_id" int null, "first_seen_at" timestamptz not null default now(),
      "last_seen_at" timestamptz not null default now(), "uplinks" int not null default 1, "payload_sample" jsonb not null);`);
    this.addSql(`alter table "unknown_device" add constraint "unknown_device_company_id_device_eui_unique" unique ("company_id", "device_eui");`);

    this.addSql(`create table "door_event" ("id" serial primary key, "company_id" int not null, "equipment_id" int not null, "is_open" boolean not null,
      "occurred_at" timestamptz not null, "received_at" timestamptz not null default now(), "api_key_id" int null, "user_id" int null);`);
    this.addSql(`create index "door_event_equipment_id_occurred_at_index" on "door_event" ("equipment_id", "occurred_at");`);

    this.addSql(
      `alter table "corrective_action" add "door_open_since" timestamptz null, add "api_key_id" int null, add "gateway_silent_since" timestamptz null;`,
    );
    this.addSql(
      `create unique index "corrective_action_door_open_unique" on "corrective_action" ("equipment_id", "door_open_since") where "door_open_since" is not null;`,
    );
    this.addSql(
      `create unique index "corrective_action_gateway_silence_unique" on "corrective_action" ("api_key_id", "gateway_silent_since") where "gateway_silent_since" is not null;`,
    );

    for (const [table, column, target] of [
      ['unknown_device', 'company_id', 'company'],
      ['unknown_device', 'api_key_id', 'api_key'],
      ['door_event', 'company_id', 'company'],
      ['door_event', 'equipment_id', 'equipment'],
      ['door_event', 'api_key_id', 'api_key'],
      ['door_event', 'user_id', 'user'],
      ['corrective_action', 'api_key_id', 'api_key'],
    ]) {
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "${target}" ("id") on delete restrict;`,
      );
    }
  }

  override down(): void {
    this.addSql('alter table "corrective_action" drop column "door_open_since", drop column "api_key_id", drop column "gateway_silent_since";');
    this.addSql('drop table "door_event";');
    this.addSql('drop table "unknown_device";');
    this.addSql('alter table "equipment" drop column "device_eui", drop column "door_alert_minutes", drop column "door_open_since";');
  }
}
