import { Migration } from '@mikro-orm/migrations';

/** Evidence tables refuse UPDATE and DELETE, whatever code or person connects. */
export class Migration20261122090000_append_only extends Migration {
  override up(): void {
    this.addSql(`create function refuse_evidence_change() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only: record a correction instead', tg_table_name
          using errcode = 'restrict_violation';
      end $$;`);
    for (const table of ['temperature_reading', 'audit_event']) {
      this.addSql(`create trigger ${table}_append_only before update or delete on "${table}"
        for each row execute function refuse_evidence_change();`);
    }
  }

  override down(): void {
    for (const table of ['temperature_reading', 'audit_event']) {
      this.addSql(`drop trigger ${table}_append_only on "${table}";`);
    }
    this.addSql('drop function refuse_evidence_change();');
  }
}
