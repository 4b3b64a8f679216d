import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED, preparingClient } from '../../src/database/prepared-statements.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('migrated');
});
afterAll(() => db.close());

/** The named statements one connection holds (pg_prepared_statements is per session). */
async function preparedOn(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>('select statement from pg_prepared_statements order by statement');
  return rows.map((row) => row.statement);
}

describe('prepared hot-path statements', () => {
  it('prepares a marked text once per connection, and a listed library text, but nothing else', async () => {
    const Client = preparingClient(new Set(['select $1::int + 1 as n']));
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      const marked = `${PREPARED}select $1::int * 2 as n`;
      expect((await client.query(marked, [2])).rows).toEqual([{ n: 4 }]);
      expect((await client.query(marked, [5])).rows).toEqual([{ n: 10 }]);
      expect((await client.query('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
      await client.query('select $1::int - 1 as n', [1]);
      const { rows } = await client.query('select generic_plans from pg_prepared_statements where statement = $1', [marked]);
      expect(rows).toEqual([{ generic_plans: '2' }]);
      expect((await preparedOn(client)).sort()).toEqual([marked, 'select $1::int + 1 as n'].sort());
    } finally {
      await client.end();
    }
  });

  it("the ORM's connections prepare the marked statements sent through Kysely", async () => {
    const em = db.orm.em.fork();
    await em.transactional(async (tx) => {
      const kysely = tx.getKysely();
      await sql`${sql.raw(PREPARED)}select ${3}::int as n`.execute(kysely);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(kysely);
      expect(rows.map((row) => row.statement)).toContain(`${PREPARED}select $1::int as n`);
    });
  });
});
