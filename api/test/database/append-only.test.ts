import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOrm, type Orm } from '../../src/app/orm.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

// The triggers are the second line: they hold even for the owner, whom the app role's missing rights do not stop.
describe('evidence tables', () => {
  let db: TestDatabase;
  let owner: Orm;
  beforeAll(async () => {
    db = await createTestDatabase('demo');
    owner = await connectOrm(db.ownerUrl, { poolSize: 1 });
  });
  afterAll(async () => {
    await owner.close(true);
    await db.close();
  });

  it.each(['temperature_reading', 'audit_event'])('%s refuses UPDATE and DELETE, even to the owner', async (table) => {
    const connection = owner.em.getConnection();
    const column = table === 'temperature_reading' ? 'temperature = 99' : `action = 'tampered'`;
    await expect(connection.execute(`update ${table} set ${column}`)).rejects.toThrow(/append-only/);
    await expect(connection.execute(`delete from ${table}`)).rejects.toThrow(/append-only/);
    const [{ n }] = await connection.execute<{ n: string }[]>(`select count(*) n from ${table}`);
    expect(Number(n)).toBeGreaterThan(0);
  });

  it('completed checks and submitted forms are sealed, while open ones can still change', async () => {
    const connection = db.orm.em.getConnection();
    await expect(connection.execute(`update compliance_check set notes = 'edited' where status = 'completed'`)).rejects.toThrow(/sealed/);
    await expect(connection.execute(`delete from compliance_check where status = 'completed'`)).rejects.toThrow(/sealed/);
    await expect(connection.execute(`update digital_form set form_data = '{}' where status = 'submitted'`)).rejects.toThrow(/sealed/);
    await expect(connection.execute(`delete from digital_form where status = 'submitted'`)).rejects.toThrow(/sealed/);
    const pending = await connection.execute(`update compliance_check set notes = 'started late' where status = 'pending' returning id`);
    expect(pending.length).toBeGreaterThan(0);
  });
});
