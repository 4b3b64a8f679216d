import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34: "I've got it". An acknowledged corrective action records who and when (from the app or
 * an alert e-mail's signed link); it stops the action's escalation but does not resolve it.
 */
export class Migration20261129170000_action_acknowledgement extends Migration {
  override up(): void {
    this.addSql(`alter table "corrective_action"
      add column "acknowledged_at" timestamptz null,
      add column "acknowledged_by_id" int null;`);
    this.addSql(
      `alter table "corrective_action" add constraint "corrective_action_acknowledged_by_id_foreign" foreign key ("acknowledged_by_id") references "user" ("id") on delete restrict;`,
    );
  }

  override down(): void {
    this.addSql('alter table "corrective_action" drop column "acknowledged_at", drop column "acknowledged_by_id";');
  }
}
