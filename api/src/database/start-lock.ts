import pg from 'pg';

/** The advisory lock key ('STRT', with 0 as the second key) that a process holds while it migrates or seeds. */
const START_LOCK = 1398035028;

/**
 * Runs the start-up's schema and data set-up (migrations, the demo seed, the demo files) one process at a time:
 * replicas starting together on a new database would otherwise create the same types and rows at
 * once (a duplicate key in pg_type, or on user_username_unique). A session-level lock on its own
 * connection, so it spans the migrator's many transactions, and PostgreSQL frees it if this process dies.
 */
export async function withStartLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, 0) ok', [START_LOCK]);
    if (!rows[0].ok) {
      console.log('[database] another process is migrating or seeding this database; waiting for it to finish.');
      await client.query('select pg_advisory_lock($1, 0)', [START_LOCK]);
    }
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}
