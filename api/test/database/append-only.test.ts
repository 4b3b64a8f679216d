import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

describe('evidence tables', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('demo');
  });
  afterAll(() => db.close());

  it.each(['temperature_reading', 'audit_event'])('%s refuses UPDATE and DELETE', async (table) => {
    const connection = db.orm.em.getConnection();
    const column = table === 'temperature_reading' ? 'temperature = 99' : `action = 'tampered'`;
    await expect(connection.execute(`update ${table} set ${column}`)).rejects.toThrow(/append-only/);
    await expect(connection.execute(`delete from ${table}`)).rejects.toThrow(/append-only/);
    const [{ n }] = await connection.execute<{ n: string }[]>(`select count(*) n from ${table}`);
    expect(Number(n)).toBeGreaterThan(0);
  });
});
