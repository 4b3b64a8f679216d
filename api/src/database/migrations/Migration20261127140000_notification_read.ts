import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31: the bell counts a person's unread notifications. Each row is one recipient's, so the
 * read marker is a time on the row; notifications sent before now start unread.
 */
export class Migration20261127140000_notification_read extends Migration {
  override up(): void {
    this.addSql(`alter table "notification" add "read_at" timestamptz null;`);
    this.addSql(`create index "notification_recipient_id_created_at_index" on "notification" ("recipient_id", "created_at");`);
  }

  override down(): void {
    this.addSql(`drop index "notification_recipient_id_created_at_index";`);
    this.addSql(`alter table "notification" drop column "read_at";`);
  }
}
