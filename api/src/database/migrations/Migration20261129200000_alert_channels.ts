import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34: SMS and chat/webhook channels beside e-mail. A notification is recorded per recipient
 * per channel (a company webhook's row has no recipient: one per action and reason); each person's
 * mobile number and channel choices; each company's defaults, SMS severities and webhook.
 */
export class Migration20261129200000_alert_channels extends Migration {
  override up(): void {
    this.addSql('alter table "notification" drop constraint "notification_corrective_action_id_recipient_id_reason_unique";');
    this.addSql('alter table "notification" alter column "recipient_id" drop not null;');
    this.addSql(
      'alter table "notification" add constraint "notification_action_recipient_reason_channel_unique" unique ("corrective_action_id", "recipient_id", "reason", "channel");',
    );
    this.addSql(
      'create unique index "notification_company_webhook_unique" on "notification" ("corrective_action_id", "reason", "channel") where "recipient_id" is null;',
    );
    this.addSql(`alter table "user"
      add column "mobile_phone" varchar(16) null,
      add column "alert_by_email" boolean null,
      add column "alert_by_sms" boolean null;`);
    this.addSql(`create table "company_alert_channels" (
      "company_id" int not null primary key references "company" ("id") on delete restrict,
      "email_by_default" boolean not null default true,
      "sms_by_default" boolean not null default true,
      "sms_severities" text[] not null default '{critical}',
      "webhook_url" varchar(2000) null,
      "webhook_secret" varchar(200) null,
      "webhook_format" varchar(20) not null default 'json',
      "updated_at" timestamptz not null default now());`);
  }

  override down(): void {
    this.addSql('drop table "company_alert_channels";');
    this.addSql('alter table "user" drop column "mobile_phone", drop column "alert_by_email", drop column "alert_by_sms";');
    this.addSql('drop index "notification_company_webhook_unique";');
    this.addSql('alter table "notification" drop constraint "notification_action_recipient_reason_channel_unique";');
    this.addSql(
      'alter table "notification" add constraint "notification_corrective_action_id_recipient_id_reason_unique" unique ("corrective_action_id", "recipient_id", "reason");',
    );
  }
}
