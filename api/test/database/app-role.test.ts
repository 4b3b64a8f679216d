import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Orm } from '../../src/app/orm.js';
import { credentialsOf } from '../../src/database/app-role.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/** The first line for evidence: the role the app connects as cannot change or erase it, nor switch the triggers off. */
describe('the app role', () => {
  let db: TestDatabase;
  let orm: Orm;
  const sql = <T = any>(text: string) => orm.em.getConnection().execute<T[]>(text);
  const count = async (table: string) => Number((await sql<{ n: string }>(`select count(*) n from ${table}`))[0].n);
  beforeAll(async () => {
    db = await createTestDatabase('demo');
    orm = db.orm;
  });
  afterAll(() => db.close());

  it('is neither superuser nor the owner of any table', async () => {
    expect(credentialsOf(db.url).role).not.toBe(credentialsOf(db.ownerUrl).role);
    const [role] = await sql<{ rolsuper: boolean; owns: string }>(
      `select rolsuper, (select count(*) from pg_tables where tableowner = current_user) owns from pg_roles where rolname = current_user`,
    );
    expect(role).toEqual({ rolsuper: false, owns: '0' });
  });

  it.each(['temperature_reading', 'audit_event', 'cleaning_run', 'compliance_check', 'digital_form'])(
    'cannot TRUNCATE or DISABLE TRIGGER on %s',
    async (table) => {
      const before = await count(table);
      await expect(sql(`truncate ${table} cascade`)).rejects.toThrow(/permission denied|must be owner/);
      await expect(sql(`alter table ${table} disable trigger all`)).rejects.toThrow(/must be owner/);
      expect(await count(table)).toBe(before);
    },
  );

  it.each(['temperature_reading', 'audit_event', 'cleaning_run'])('may only INSERT and SELECT %s: UPDATE and DELETE are refused', async (table) => {
    const before = await count(table);
    await expect(sql(`update ${table} set id = id`)).rejects.toThrow(/permission denied/);
    await expect(sql(`delete from ${table}`)).rejects.toThrow(/permission denied/);
    expect(await count(table)).toBe(before);
  });

  it('cannot set session_replication_role (which would silence every trigger)', async () => {
    await expect(sql(`set session_replication_role = replica`)).rejects.toThrow(/permission denied/);
  });

  it('may still change an open (unsealed) check', async () => {
    const [{ id }] = await sql<{ id: number }>(`select id from compliance_check where status = 'pending' limit 1`);
    await sql(`update compliance_check set notes = 'started' where id = ${id}`);
    const [check] = await sql<{ notes: string }>(`select notes from compliance_check where id = ${id}`);
    expect(check.notes).toBe('started');
  });
});
