import type { EntityManager } from '@mikro-orm/postgresql';
import type { RawBuilder } from 'kysely';

/** Runs SQL with natively bound parameters inside the EntityManager's current transaction. */
export async function rowsOf<T>(em: EntityManager, query: RawBuilder<unknown>): Promise<T[]> {
  return (await query.execute(em.getKysely())).rows as T[];
}
