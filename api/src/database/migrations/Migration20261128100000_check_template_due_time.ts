import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30 (day one has checklists): a template may say the local time of day it falls due
 * ("22:00" for a closing check); without one it falls due at the company's schedule time, as before.
 */
export class Migration20261128100000_check_template_due_time extends Migration {
  override up(): void {
    this.addSql(`alter table "compliance_check_template" add "due_time" varchar(5) null;`);
  }

  override down(): void {
    this.addSql(`alter table "compliance_check_template" drop column "due_time";`);
  }
}
