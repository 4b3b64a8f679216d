import { Migration } from '@mikro-orm/migrations';

/**
 * The HACCP control loop (issue 13): each unit keeps when its current excursion began; corrective
 * actions know their source, the excursion or silence they answer (one action each, enforced by
 * unique partial indexes), when they were escalated and who resolved them; every notification
 * sent about an action is kept. The job runner's tables live in the graphile_worker schema.
 */
export class Migration20261123120000_control_loop extends Migration {
  override up(): void {
    this.addSql(`alter table "equipment" add "excursion_started_at" timestamptz null;`);
    this.addSql(
      `alter table "corrective_action" add "source" varchar(20) not null default 'manual', add "excursion_started_at" timestamptz null, add "silence_since" timestamptz null, add "escalated_at" timestamptz null, add "resolved_by_id" int null;`,
    );
    this.addSql(
      `alter table "corrective_action" add constraint "corrective_action_resolved_by_id_foreign" foreign key ("resolved_by_id") references "user" ("id") on delete restrict;`,
    );
    this.addSql(
      `create unique index "corrective_action_excursion_unique" on "corrective_action" ("equipment_id", "excursion_started_at") where "excursion_started_at" is not null;`,
    );
    this.addSql(
      `create unique index "corrective_action_silence_unique" on "corrective_action" ("equipment_id", "silence_since") where "silence_since" is not null;`,
    );
    this.addSql(`create table "notification" ("id" serial primary key, "company_id" int not null, "corrective_action_id" int not null, "recipient_id" int not null,
      "channel" varchar(20) not null, "reason" varchar(20) not null, "address" varchar(254) null, "subject" text not null, "body" text not null,
      "status" varchar(20) not null default 'pending', "error" text null, "attempts" int not null default 0,
      "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`);
    this.addSql(`create index "notification_company_id_created_at_index" on "notification" ("company_id", "created_at");`);
    this.addSql(
      `alter table "notification" add constraint "notification_corrective_action_id_recipient_id_reason_unique" unique ("corrective_action_id", "recipient_id", "reason");`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_corrective_action_id_foreign" foreign key ("corrective_action_id") references "corrective_action" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_recipient_id_foreign" foreign key ("recipient_id") references "user" ("id") on delete restrict;`,
    );
  }

  override down(): void {
    this.addSql('drop table "notification";');
    this.addSql('drop index "corrective_action_silence_unique";');
    this.addSql('drop index "corrective_action_excursion_unique";');
    this.addSql(
      'alter table "corrective_action" drop column "resolved_by_id", drop column "escalated_at", drop column "silence_since", drop column "excursion_started_at", drop column "source";',
    );
    this.addSql('alter table "equipment" drop column "excursion_started_at";');
  }
}
