import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 37: live events across processes (LIVE_EVENTS=postgres). NOTIFY's payload is capped at
 * 8,000 bytes, so an event's body is stored in "live_event" and the notification names only its
 * row; each process reads the body before delivering. "live_event_stream" numbers the events of
 * each stream (a topic at one location, or one person's bell) 1, 2, 3… so a process that hears
 * a number out of turn knows it missed one. Only the newest rows are kept (events/postgres-live-events.ts).
 */
export class Migration20261130730000_live_event_outbox extends Migration {
  override up(): void {
    this.addSql(`create table "live_event_stream" ("topic" text not null, "key" int not null, "last_sequence" bigint not null,
      primary key ("topic", "key"));`);
    this.addSql(`create table "live_event" ("id" bigserial primary key, "topic" text not null, "key" int not null,
      "sequence" bigint not null, "payload" jsonb not null, "created_at" timestamptz not null default now());`);
  }

  override down(): void {
    this.addSql('drop table "live_event";');
    this.addSql('drop table "live_event_stream";');
  }
}
