import { Migration } from '@mikro-orm/migrations';

/** The advisory lock key (with the company's id, 0 for no company) that one sealer of a chain holds. */
const CHAIN_LOCK = 1096107092;

/**
 * Issue 32 item 6: the chain off the hot path. A writer inserts its audit event with its content
 * only (seq, prev_hash and hash null) and takes no lock; a sealer (modules/audit/audit-sealer.ts,
 * a job) chains a company's committed, unsealed events within seconds, one sealer per company
 * under the chain's advisory lock. The chain's order is the order of sealing.
 *
 * The database keeps the chain's guarantees whoever writes:
 * - an insert may not set seq, prev_hash or hash (audit_event_unsealed);
 * - the one UPDATE audit_event allows is setting seq on an unsealed row, nothing else, never twice
 *   (refuse_evidence_change); audit_event_link then sets prev_hash to the hash of seq − 1 (which
 *   must be sealed: no gap) and hash from the unchanged canonical encoding; the unique indexes
 *   refuse a second event at the same seq (no fork).
 *
 * audit_event_pending goes: it existed so the ORM's event took the chain's lock only inside the
 * COMMIT (Migration20261126170000_audit_at_commit). With no lock at insert, recordAudit inserts
 * into audit_event at flush like any row.
 */
export class Migration20261129120000_audit_sealer extends Migration {
  override up(): void {
    this.addSql('drop trigger audit_event_chain on "audit_event";');
    this.addSql('drop function audit_event_chain();');
    this.addSql('drop table "audit_event_pending";');
    this.addSql('drop function audit_event_commit();');
    this.addSql(`alter table "audit_event" alter column "seq" drop not null, alter column "prev_hash" drop not null, alter column "hash" drop not null;`);
    // Nulls distinct now, so unsealed rows (seq null) never collide; the chain of no company gets its own unique index.
    this.addSql('drop index "audit_event_company_seq_unique";');
    this.addSql(`create unique index "audit_event_company_seq_unique" on "audit_event" ("company_id", "seq");`);
    this.addSql(`create unique index "audit_event_no_company_seq_unique" on "audit_event" ("seq") where company_id is null;`);
    this.addSql(`create function audit_event_refuse_sealed_insert() returns trigger language plpgsql as $$
      begin
        raise exception 'audit events are inserted unsealed: only the sealer sets seq, prev_hash and hash'
          using errcode = 'restrict_violation';
      end $$;`);
    // WHEN is evaluated without calling the function: an ordinary insert pays nothing for the guard.
    this.addSql(`create trigger audit_event_unsealed before insert on "audit_event" for each row
      when (new.seq is not null or new.prev_hash is not null or new.hash is not null) execute function audit_event_refuse_sealed_insert();`);
    this.addSql(refuseEvidenceChange(true));
    this.addSql(`create function audit_event_link() returns trigger language plpgsql as $$
      declare previous varchar;
      begin
        if new.seq = 1 then
          previous := repeat('0', 64);
        elsif new.company_id is null then
          select hash into previous from audit_event where company_id is null and seq = new.seq - 1;
        else
          select hash into previous from audit_event where company_id = new.company_id and seq = new.seq - 1;
        end if;
        if previous is null then
          raise exception 'audit event % cannot be sealed as % of its chain: % is not sealed', new.id, new.seq, new.seq - 1
            using errcode = 'restrict_violation';
        end if;
        new.prev_hash := previous;
        new.hash := audit_event_hash(new);
        return new;
      end $$;`);
    this.addSql(`create trigger audit_event_link before update on "audit_event" for each row
      when (old.seq is null and new.seq is not null) execute function audit_event_link();`);
    // SECURITY DEFINER: the app role may not UPDATE audit_event (database/app-role.ts); this is the one update it may ask for.
    this.addSql(`create function audit_chain_seal(chain_company int, batch int) returns int
      language plpgsql security definer set search_path = public, pg_temp as $$
      declare unsealed refcursor; event_id bigint; last_seq bigint; sealed int := 0;
      begin
        perform pg_advisory_xact_lock(${CHAIN_LOCK}, coalesce(chain_company, 0));
        -- Read after the lock: a sealer that held it before has committed, and this statement sees its seals.
        if chain_company is null then
          select coalesce(max(seq), 0) into last_seq from audit_event where company_id is null;
          open unsealed for select id from audit_event where company_id is null and seq is null order by id limit batch;
        else
          select coalesce(max(seq), 0) into last_seq from audit_event where company_id = chain_company;
          open unsealed for select id from audit_event where company_id = chain_company and seq is null order by id limit batch;
        end if;
        loop
          fetch unsealed into event_id;
          exit when not found;
          last_seq := last_seq + 1;
          update audit_event set seq = last_seq where id = event_id;
          sealed := sealed + 1;
        end loop;
        close unsealed;
        return sealed;
      end $$;`);
  }

  override down(): void {
    // Seal what is left, so the columns can be not null again.
    this.addSql(`do $$ declare chain_owner int; begin
        for chain_owner in select distinct company_id from audit_event where seq is null loop
          while audit_chain_seal(chain_owner, 5000) > 0 loop end loop;
        end loop;
      end $$;`);
    this.addSql('drop function audit_chain_seal(int, int);');
    this.addSql('drop trigger audit_event_link on "audit_event";');
    this.addSql('drop function audit_event_link();');
    this.addSql(refuseEvidenceChange(false));
    this.addSql('drop trigger audit_event_unsealed on "audit_event";');
    this.addSql('drop function audit_event_refuse_sealed_insert();');
    this.addSql('drop index "audit_event_no_company_seq_unique";');
    this.addSql('drop index "audit_event_company_seq_unique";');
    this.addSql(`create unique index "audit_event_company_seq_unique" on "audit_event" ("company_id", "seq") nulls not distinct;`);
    this.addSql(`alter table "audit_event" alter column "seq" set not null, alter column "prev_hash" set not null, alter column "hash" set not null;`);
    this.addSql(`create function audit_event_chain() returns trigger language plpgsql volatile as $$
      declare head record;
      begin
        perform pg_advisory_xact_lock(${CHAIN_LOCK}, coalesce(new.company_id, 0));
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
    this.addSql(`create trigger audit_event_chain before insert on "audit_event" for each row execute function audit_event_chain();`);
    this.addSql(`create unlogged table "audit_event_pending" ("id" bigserial primary key, "company_id" int null, "actor_id" int null,
      "occurred_at" timestamptz not null default now(), "entity" varchar(60) not null, "entity_id" varchar(40) not null,
      "action" varchar(40) not null, "before" jsonb null, "after" jsonb null);`);
    this.addSql(`create function audit_event_commit() returns trigger language plpgsql as $$
      begin
        insert into audit_event (company_id, actor_id, occurred_at, entity, entity_id, action, before, after)
        values (new.company_id, new.actor_id, new.occurred_at, new.entity, new.entity_id, new.action, new.before, new.after);
        delete from audit_event_pending where id = new.id;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger audit_event_pending_commit after insert on "audit_event_pending"
      deferrable initially deferred for each row execute function audit_event_commit();`);
  }
}

/**
 * The evidence tables' guard (Migration20261128110000_reading_archives), with or without the
 * audit chain's one allowed update: setting seq on an unsealed event whose content stays as it was.
 */
function refuseEvidenceChange(withSealing: boolean): string {
  const sealing = `
        if tg_op = 'UPDATE' and tg_table_name = 'audit_event' then
          if old.seq is null and new.seq is not null
            and (new.id, new.company_id, new.actor_id, new.occurred_at, new.entity, new.entity_id, new.action, new.before, new.after)
              is not distinct from (old.id, old.company_id, old.actor_id, old.occurred_at, old.entity, old.entity_id, old.action, old.before, old.after) then
            return new;
          end if;
        end if;`;
  return `create or replace function refuse_evidence_change() returns trigger language plpgsql as $$
      begin
        -- Nested: OLD's columns may be named only once the table is known to be temperature_reading.
        if tg_op = 'DELETE' and tg_table_name = 'temperature_reading'
          and current_user = (select pg_get_userbyid(c.relowner) from pg_class c where c.oid = tg_relid) then
          if exists (select 1 from reading_archive a
            where a.id::text = current_setting('fsm.retention_cleanup', true) and a.status = 'verified'
              and a.company_id = old.company_id and old.recorded_at < a.period_end) then
            return old;
          end if;
        end if;${withSealing ? sealing : ''}
        raise exception '% is append-only: record a correction instead', tg_table_name
          using errcode = 'restrict_violation';
      end $$;`;
}
