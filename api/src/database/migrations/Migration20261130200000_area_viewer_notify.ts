import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35: an area manager's reach is the active sites of their areas (auth/viewer.ts), so the
 * cached viewers (modules/auth/viewer-cache.ts) must drop when that changes, as they do for
 * location assignments: choosing a person's areas names that person; retiring (or any change to)
 * an area can change everyone who looks after it ('*'). A site moving between areas is a location
 * update, which already notifies everyone.
 */
export class Migration20261130200000_area_viewer_notify extends Migration {
  override up(): void {
    this.addSql(`create trigger user_area_viewer_changed after insert or update or delete on "user_area" for each row execute function viewer_changed_row();`);
    this.addSql(`create trigger area_viewer_changed after update or delete on "area" for each statement execute function viewer_changed_all();`);
  }

  override down(): void {
    this.addSql('drop trigger area_viewer_changed on "area";');
    this.addSql('drop trigger user_area_viewer_changed on "user_area";');
  }
}
