import { Migration } from '@mikro-orm/migrations';

/** Completed checks and submitted forms are evidence: once sealed, no UPDATE or DELETE, whoever connects. */
export class Migration20261122093000_sealed_records extends Migration {
  override up(): void {
    this.addSql(`create function refuse_sealed_change() returns trigger language plpgsql as $$
      begin
        if old.status = tg_argv[0] then
          raise exception '% % is sealed: record a new one instead', tg_table_name, old.id using errcode = 'restrict_violation';
        end if;
        return case when tg_op = 'DELETE' then old else new end;
      end $$;`);
    this.addSql(`create trigger compliance_check_sealed before update or delete on "compliance_check"
      for each row execute function refuse_sealed_change('completed');`);
    this.addSql(`create trigger digital_form_sealed before update or delete on "digital_form"
      for each row execute function refuse_sealed_change('submitted');`);
  }

  override down(): void {
    this.addSql('drop trigger digital_form_sealed on "digital_form";');
    this.addSql('drop trigger compliance_check_sealed on "compliance_check";');
    this.addSql('drop function refuse_sealed_change();');
  }
}
