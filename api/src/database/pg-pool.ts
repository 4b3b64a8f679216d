import pg from 'pg';
import { databaseAnswered, databaseFailed, isConnectionFailure } from './outage.js';
import { preparingClient } from './prepared-statements.js';

/** A small pool beside the ORM's, for the session store and login throttling (libraries that speak `pg`). */
export function createPgPool(url: string, preparedTexts: ReadonlySet<string> = new Set()): pg.Pool {
  // preparedTexts: what a library sends on every request (the session look-up), prepared once per connection.
  const pool = new pg.Pool({ connectionString: url, max: 4, idleTimeoutMillis: 10_000, Client: preparingClient(preparedTexts) });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on('error', (error) => (isConnectionFailure(error) ? databaseFailed('pool', error) : console.error('[pg pool]', error.message)));
  pool.on('connect', () => databaseAnswered());
  return pool;
}
