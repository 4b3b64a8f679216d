import pg from 'pg';

/** A small pool beside the ORM's, for the session store and login throttling (libraries that speak `pg`). */
export function createPgPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 4, idleTimeoutMillis: 10_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on('error', (error) => console.error('[pg pool]', error.message));
  return pool;
}
