import { Migration } from '@mikro-orm/migrations';

/**
 * A per-company hash chain over audit_event. A BEFORE INSERT trigger numbers each event and links it
 * to the previous one, so every insert path (ORM, set-based SQL, jobs) is chained without knowing it.
 * The advisory lock serializes writers of one company until commit, so the chain never forks; the
 * unique (company_id, seq) index is the backstop should a REPEATABLE READ writer miss a newer head.
 */
export class Migration20261124130000_audit_chain extends Migration {
  override up(): void {
    this.addSql(`alter table "audit_event" add column "seq" bigint null, add column "prev_hash" varchar(64) null, add column "hash" varchar(64) null;`);
    // The canonical encoding: a jsonb array of the fields, as text. The verifier hashes the same function.
    // occurred_at is encoded as epoch microseconds so the session's TimeZone cannot change the text.
    this.addSql(`create function audit_event_canonical(e audit_event) returns text language sql immutable as $$
      select jsonb_build_array(e.seq, e.prev_hash, e.id, e.company_id, e.actor_id,
        (extract(epoch from e.occurred_at) * 1000000)::bigint, e.entity, e.entity_id, e.action, e.before, e.after)::text
    $$;`);
    this.addSql(`create function audit_event_hash(e audit_event) returns varchar language sql immutable as $$
      select encode(sha256(convert_to(audit_event_canonical(e), 'UTF8')), 'hex')
    $$;`);
    this.addSql(`create function audit_event_chain() returns trigger language plpgsql volatile as $$
      declare head record;
      begin
        perform pg_advisory_xact_lock(1096107092, coalesce(new.company_id, 0));
        if new.company_id is null then
          select seq, hash into head from audit_event where company_id is null order by seq desc limit 1;
        else
          select seq, hash into head from audit_event where company_id = new.company_id order by seq desc limit 1;
        end if;
        new.seq := coalesce(head.seq, 0) + 1;
        new.prev_hash := coalesce(head.hash, repeat('0', 64));
        new.hash := audit_event_hash(new);
        return new;
      end $$;`);
    // Backfill the events written before the chain existed, oldest first per company.
    this.addSql('alter table "audit_event" disable trigger "audit_event_append_only";');
    this.addSql(`do $$
      declare e audit_event; last_company int := -1; last_seq bigint; last_hash varchar;
      begin
        for e in select * from audit_event order by coalesce(company_id, 0), id loop
          if coalesce(e.company_id, 0) <> last_company then
            last_company := coalesce(e.company_id, 0); last_seq := 0; last_hash := repeat('0', 64);
          end if;
          e.seq := last_seq + 1; e.prev_hash := last_hash; e.hash := audit_event_hash(e);
          update audit_event set seq = e.seq, prev_hash = e.prev_hash, hash = e.hash where id = e.id;
          last_seq := e.seq; last_hash := e.hash;
        end loop;
      end $$;`);
    this.addSql('alter table "audit_event" enable trigger "audit_event_append_only";');
    this.addSql(`alter table "audit_event" alter column "seq" set not null, alter column "prev_hash" set not null, alter column "hash" set not null;`);
    this.addSql(`create unique index "audit_event_company_seq_unique" on "audit_event" ("company_id", "seq") nulls not distinct;`);
    this.addSql(`create trigger audit_event_chain before insert on "audit_event" for each row execute function audit_event_chain();`);
  }

  override down(): void {
    this.addSql('drop trigger audit_event_chain on "audit_event";');
    this.addSql('drop function audit_event_chain();');
    this.addSql('drop index "audit_event_company_seq_unique";');
    this.addSql('alter table "audit_event" drop column "seq", drop column "prev_hash", drop column "hash";');
    this.addSql('drop function audit_event_hash(audit_event);');
    this.addSql('drop function audit_event_canonical(audit_event);');
  }
}
