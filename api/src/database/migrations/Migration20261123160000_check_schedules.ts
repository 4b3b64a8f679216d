import { Migration } from '@mikro-orm/migrations';

/**
 * Checks that run themselves (issue 14): a generated check names the local period it is for (one
 * per template, location and period, by a unique key) and when its window ends; it has no person
 * until someone works it. A failed critical item opens one action per check and item.
 */
export class Migration20261123160000_check_schedules extends Migration {
  override up(): void {
    this.addSql(`alter table "compliance_check" alter column "user_id" drop not null;`);
    this.addSql(`alter table "compliance_check" add "period_start" timestamptz null, add "overdue_after" timestamptz null;`);
    this.addSql(
      `alter table "compliance_check" add constraint "compliance_check_template_id_location_id_period_start_unique" unique ("template_id", "location_id", "period_start");`,
    );
    this.addSql(`create index "compliance_check_status_overdue_after_index" on "compliance_check" ("status", "overdue_after");`);
    this.addSql(`alter table "corrective_action" add "check_item" varchar(500) null;`);
    this.addSql(
      `create unique index "corrective_action_check_item_unique" on "corrective_action" ("compliance_check_id", "check_item") where "check_item" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index "corrective_action_check_item_unique";`);
    this.addSql(`alter table "corrective_action" drop column "check_item";`);
    this.addSql(`drop index "compliance_check_status_overdue_after_index";`);
    this.addSql(`alter table "compliance_check" drop constraint "compliance_check_template_id_location_id_period_start_unique";`);
    this.addSql(`alter table "compliance_check" drop column "period_start", drop column "overdue_after";`);
    this.addSql(`alter table "compliance_check" alter column "user_id" set not null;`);
  }
}
