import { Migration } from '@mikro-orm/migrations';

/**
 * Each API process keeps a short cache of viewers (modules/auth/viewer-cache.ts) and sessions. Whatever
 * changes a viewer's reach NOTIFYs `fsm_viewer_changed` in the same transaction, so every
 * process drops it when the change commits: a person's row (deactivation, role, home location,
 * password change) or location assignments name that person; a location or company change
 * ('*') can change everyone's reach. The triggers fire for every writer (services, jobs, psql).
 */
export class Migration20261125110000_viewer_notify extends Migration {
  override up(): void {
    this.addSql(`create function viewer_changed_row() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'DELETE' then perform pg_notify('fsm_viewer_changed', new.user_id::text); end if;
        if tg_op <> 'INSERT' then perform pg_notify('fsm_viewer_changed', old.user_id::text); end if;
        return null;
      end $$;`);
    this.addSql(`create function viewer_changed_user() returns trigger language plpgsql as $$
      begin
        perform pg_notify('fsm_viewer_changed', coalesce(new.id, old.id)::text);
        return null;
      end $$;`);
    this.addSql(`create function viewer_changed_all() returns trigger language plpgsql as $$
      begin
        perform pg_notify('fsm_viewer_changed', '*');
        return null;
      end $$;`);
    // Sessions are cached the same way (http/session-cache.ts): a logout, an ended or a touched session names its sid.
    this.addSql(`create function session_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('fsm_session_changed', old.sid);
        return null;
      end $$;`);
    this.addSql(`create trigger session_changed after update or delete on "session" for each row execute function session_changed();`);
    this.addSql(`create trigger user_viewer_changed after update or delete on "user" for each row execute function viewer_changed_user();`);
    this.addSql(
      `create trigger user_location_viewer_changed after insert or update or delete on "user_location" for each row execute function viewer_changed_row();`,
    );
    this.addSql(
      `create trigger location_viewer_changed after insert or update or delete on "location" for each statement execute function viewer_changed_all();`,
    );
    this.addSql(`create trigger company_viewer_changed after update or delete on "company" for each statement execute function viewer_changed_all();`);
  }

  override down(): void {
    this.addSql('drop trigger company_viewer_changed on "company";');
    this.addSql('drop trigger location_viewer_changed on "location";');
    this.addSql('drop trigger user_location_viewer_changed on "user_location";');
    this.addSql('drop trigger user_viewer_changed on "user";');
    this.addSql('drop trigger session_changed on "session";');
    this.addSql('drop function session_changed();');
    this.addSql('drop function viewer_changed_all();');
    this.addSql('drop function viewer_changed_user();');
    this.addSql('drop function viewer_changed_row();');
  }
}
