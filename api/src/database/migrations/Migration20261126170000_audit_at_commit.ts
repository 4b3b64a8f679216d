import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: a transaction that audits through the ORM inserted its audit event at flush, which
 * took the company's chain lock (audit_event_chain) and held it while the application sent its
 * COMMIT: a round trip, under load 3–14 ms, in which every reading of the company waited. Now
 * recordAudit writes the event to audit_event_pending, and a deferred trigger moves it into
 * audit_event when the transaction commits, so the chain lock is taken inside the COMMIT and held
 * only for the commit itself, as a reading's one-statement write holds it. The event is the same
 * row, chained the same way; it is simply numbered at commit, in commit order. No pending row
 * outlives its transaction (the trigger deletes it as it moves it), so the table is unlogged.
 */
export class Migration20261126170000_audit_at_commit extends Migration {
  override up(): void {
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

  override down(): void {
    this.addSql('drop table "audit_event_pending";');
    this.addSql('drop function audit_event_commit();');
  }
}
