import pg from 'pg';
import { databaseAnswered, databaseFailed, isConnectionFailure } from './outage.js';
import { preparingClient } from './prepared-statements.js';

/**
 * How long an unused pooled connection stays open (pg's default is 10 s). Each new connection is
 * a new PostgreSQL backend that prepares the hot statements again, compiles the audit chain's
 * trigger functions and fills its catalog caches: with 10 s, a steady sensor fleet kept closing
 * connections in its quieter seconds and reopening them in the next burst, and every reading
 * queued behind those (bench/fleet: p99 987 ms against 34 ms with this value, same run order).
 */
export const IDLE_CONNECTION_MS = 5 * 60_000;

/** A small pool beside the ORM's, for the session store and login throttling (libraries that speak `pg`). */
export function createPgPool(url: string, preparedTexts: ReadonlySet<string> = new Set()): pg.Pool {
  // preparedTexts: what a library sends on every request (the session look-up), prepared once per connection.
  const pool = new pg.Pool({ connectionString: url, max: 4, idleTimeoutMillis: IDLE_CONNECTION_MS, Client: preparingClient(preparedTexts) });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on('error', (error) => (isConnectionFailure(error) ? databaseFailed('pool', error) : console.error('[pg pool]', error.message)));
  pool.on('connect', () => databaseAnswered());
  return pool;
}
