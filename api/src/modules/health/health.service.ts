import type { EntityManager } from '@mikro-orm/postgresql';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
}

/** Health is only "ok" after a real round trip to PostgreSQL. */
export async function checkHealth(em: EntityManager): Promise<Health> {
  try {
    await em.getConnection().execute('select 1');
    return { status: 'ok', database: 'up' };
  } catch {
    return { status: 'degraded', database: 'down' };
  }
}
