import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34: web push. One row per person per device (browser): the push service's endpoint and the
 * keys its payloads are encrypted for; removed when the push service says the device is gone.
 */
export class Migration20261129210000_push_subscriptions extends Migration {
  override up(): void {
    this.addSql(`create table "push_subscription" (
      "id" serial primary key,
      "company_id" int not null references "company" ("id") on delete restrict,
      "user_id" int not null references "user" ("id") on delete cascade,
      "endpoint" varchar(2000) not null,
      "p256dh" varchar(100) not null,
      "auth" varchar(40) not null,
      "label" varchar(200) null,
      "created_at" timestamptz not null default now(),
      "last_success_at" timestamptz null,
      constraint "push_subscription_endpoint_unique" unique ("endpoint"));`);
    this.addSql('create index "push_subscription_user_idx" on "push_subscription" ("company_id", "user_id");');
  }

  override down(): void {
    this.addSql('drop table "push_subscription";');
  }
}
