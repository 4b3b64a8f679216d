import pg from 'pg';

/** A small pool beside the ORM's, for the session store and login throttling (libraries that speak `pg`). */
export function createPgPool(url: string): pg.Pool {
  return new pg.Pool({ connectionString: url, max: 4, idleTimeoutMillis: 10_000 });
}
