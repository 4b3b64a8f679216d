import { createHash } from 'node:crypto';
import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { RawBuilder } from 'kysely';

const names = new Map<string, string>();

/**
 * A hot read (run on every poll of every open screen) as a named prepared statement: each pooled
 * connection parses and plans it once, and after five runs PostgreSQL keeps a generic plan, instead
 * of planning it again on every call (for a statement of many subqueries, planning costs more than
 * running it). The name is the text's hash, so two texts never share one. It runs on the ORM's pool,
 * outside any transaction of `em`: only for reads that need none.
 */
export async function preparedRows<R>(em: EntityManager, query: RawBuilder<R>): Promise<R[]> {
  const { sql: text, parameters } = query.compile(em.getKysely());
  let name = names.get(text);
  if (!name) {
    name = `fsm_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  return (await pool.query({ name, text, values: [...parameters] })).rows as R[];
}
