import type { EntityManager } from '@mikro-orm/postgresql';
import { databaseAnswered, databaseFailed, isConnectionFailure } from '../../database/outage.js';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
}

/** Health is only "ok" after a real round trip to PostgreSQL. */
export async function checkHealth(em: EntityManager): Promise<Health> {
  try {
    await em.getConnection().execute('select 1');
    databaseAnswered();
    return { status: 'ok', database: 'up' };
  } catch (error) {
    if (isConnectionFailure(error)) databaseFailed('health check', error);
    return { status: 'degraded', database: 'down' };
  }
}
