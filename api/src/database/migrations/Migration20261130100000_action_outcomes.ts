import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36, item 3: a corrective action's owner, root cause and manager's sign-off; what was done
 * with the food (append-only, a correction points at what it corrects); and the waste log. An
 * action resolved before sign-off existed counts as closed when it was resolved.
 */
export class Migration20261130100000_action_outcomes extends Migration {
  override up(): void {
    this.addSql(`alter table "corrective_action" add "assignee_id" int null, add "root_cause" varchar(40) null, add "root_cause_text" text null,
      add "signed_off_at" timestamptz null, add "signed_off_by_id" int null, add "closed_at" timestamptz null;`);
    for (const column of ['assignee', 'signed_off_by']) {
      this.addSql(`alter table "corrective_action" add constraint "corrective_action_${column}_id_foreign"
        foreign key ("${column}_id") references "user" ("id") on delete restrict;`);
    }
    this.addSql(`update "corrective_action" set "closed_at" = "resolved_at" where "status" = 'resolved';`);
    this.addSql(`create table "food_disposition" ("id" serial primary key, "company_id" int not null, "corrective_action_id" int not null,
      "food" varchar(200) not null, "quantity" numeric(10,3) not null, "unit" varchar(20) not null, "decision" varchar(30) not null,
      "use_within_hours" int null, "reason" text null, "rule_basis" text null, "exceeded_rule" boolean not null default false,
      "corrects_id" int null, "recorded_by_id" int not null, "recorded_at" timestamptz not null default now());`);
    this.addSql('create index "food_disposition_corrective_action_id_recorded_at_index" on "food_disposition" ("corrective_action_id", "recorded_at");');
    this.addSql('alter table "food_disposition" add constraint "food_disposition_corrects_id_unique" unique ("corrects_id");');
    this.addSql(`create table "waste_log_entry" ("id" serial primary key, "company_id" int not null, "location_id" int not null,
      "corrective_action_id" int not null, "food_disposition_id" int not null, "food" varchar(200) not null, "quantity" numeric(10,3) not null,
      "unit" varchar(20) not null, "reason" text not null, "discarded_at" timestamptz not null default now());`);
    this.addSql('alter table "waste_log_entry" add constraint "waste_log_entry_food_disposition_id_unique" unique ("food_disposition_id");');
    this.addSql('create index "waste_log_entry_company_id_discarded_at_index" on "waste_log_entry" ("company_id", "discarded_at");');
    const foreignKeys: [string, string, string][] = [
      ['food_disposition', 'company_id', 'company'],
      ['food_disposition', 'corrective_action_id', 'corrective_action'],
      ['food_disposition', 'corrects_id', 'food_disposition'],
      ['food_disposition', 'recorded_by_id', 'user'],
      ['waste_log_entry', 'company_id', 'company'],
      ['waste_log_entry', 'location_id', 'location'],
      ['waste_log_entry', 'corrective_action_id', 'corrective_action'],
      ['waste_log_entry', 'food_disposition_id', 'food_disposition'],
    ];
    for (const [table, column, target] of foreignKeys) {
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "${target}" ("id") on delete restrict;`,
      );
    }
    // Evidence: refused UPDATE and DELETE whoever connects (Migration20261122090000_append_only).
    for (const table of ['food_disposition', 'waste_log_entry']) {
      this.addSql(`create trigger ${table}_append_only before update or delete on "${table}" for each row execute function refuse_evidence_change();`);
    }
  }

  override down(): void {
    this.addSql('drop table "waste_log_entry";');
    this.addSql('drop table "food_disposition";');
    this.addSql(`alter table "corrective_action" drop column "assignee_id", drop column "root_cause", drop column "root_cause_text",
      drop column "signed_off_at", drop column "signed_off_by_id", drop column "closed_at";`);
  }
}
