import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36: the HACCP plan. One plan per company (location null) or per site; each edit is a new
 * version row. A version's steps are never rewritten (a new draft is made instead); a draft is
 * updated once, to sign it (signer, time and the limits it was signed against); a signed version
 * refuses any UPDATE or DELETE, whoever connects.
 */
export class Migration20261130600000_haccp_plans extends Migration {
  override up(): void {
    this.addSql(`create table "haccp_plan" ("id" serial primary key, "company_id" int not null, "location_id" int null,
      "created_at" timestamptz not null default now());`);
    this.addSql('create unique index "haccp_plan_company_site_unique" on "haccp_plan" ("company_id", coalesce("location_id", 0));');
    this.addSql(`create table "haccp_plan_version" ("id" serial primary key, "company_id" int not null, "plan_id" int not null,
      "version" int not null, "steps" jsonb not null, "created_by_id" int not null, "created_at" timestamptz not null default now(),
      "signed_by_id" int null, "signed_at" timestamptz null, "signed_limits" jsonb null);`);
    this.addSql('alter table "haccp_plan_version" add constraint "haccp_plan_version_plan_id_version_unique" unique ("plan_id", "version");');
    for (const [table, column, target] of [
      ['haccp_plan', 'company_id', 'company'],
      ['haccp_plan', 'location_id', 'location'],
      ['haccp_plan_version', 'company_id', 'company'],
      ['haccp_plan_version', 'plan_id', 'haccp_plan'],
      ['haccp_plan_version', 'created_by_id', 'user'],
      ['haccp_plan_version', 'signed_by_id', 'user'],
    ]) {
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "${target}" ("id") on delete restrict;`,
      );
    }
    this.addSql(`create function refuse_haccp_version_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or old.signed_at is not null then
          raise exception 'haccp_plan_version % is kept as it is: make a new version instead', old.id using errcode = 'restrict_violation';
        end if;
        if new.steps is distinct from old.steps or new.version <> old.version or new.plan_id <> old.plan_id
           or new.company_id <> old.company_id or new.created_by_id <> old.created_by_id or new.created_at <> old.created_at then
          raise exception 'haccp_plan_version % can only be signed: make a new version instead', old.id using errcode = 'restrict_violation';
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger haccp_plan_version_kept before update or delete on "haccp_plan_version"
      for each row execute function refuse_haccp_version_change();`);
  }

  override down(): void {
    this.addSql('drop table "haccp_plan_version";');
    this.addSql('drop function refuse_haccp_version_change();');
    this.addSql('drop table "haccp_plan";');
  }
}
