import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './api-dist.ts';
import { OUT, onCleanup } from './common.ts';

export interface DatasetShape {
  locations: number;
  equipmentPerLocation: number;
  days: number;
  /** Minutes between two readings of one unit. */
  intervalMinutes: number;
}

/** Named sizes. default is the CI-sized set (≈ 10 M readings); full is issue 8's target (86.4 M). */
export const PRESETS: Record<string, DatasetShape> = {
  demo: { locations: 0, equipmentPerLocation: 0, days: 0, intervalMinutes: 15 },
  small: { locations: 6, equipmentPerLocation: 20, days: 90, intervalMinutes: 15 },
  default: { locations: 58, equipmentPerLocation: 20, days: 90, intervalMinutes: 15 },
  full: { locations: 500, equipmentPerLocation: 20, days: 90, intervalMinutes: 15 },
  /** small's 120 units with one day of history: the quick run's dashboard compares it with small (90× the readings). */
  day: { locations: 6, equipmentPerLocation: 20, days: 1, intervalMinutes: 15 },
  /** default's 58 sites and 1,160 units with a week of history: the quick run's ingest and fan-out (same sites and units, seeded in seconds). */
  week: { locations: 58, equipmentPerLocation: 20, days: 7, intervalMinutes: 15 },
  /** The smoke run's set: seeded in seconds on a fresh cluster, enough for every scenario's pre-flight. */
  tiny: { locations: 2, equipmentPerLocation: 20, days: 1, intervalMinutes: 15 },
  /** The sensor fleet: 20,000 units with one day of hourly history; the fleet run makes the rest (the quick run uses 10,000 of them). */
  fleet: { locations: 1000, equipmentPerLocation: 20, days: 1, intervalMinutes: 60 },
};

export const expectedReadings = (s: DatasetShape) => s.locations * s.equipmentPerLocation * Math.round((s.days * 24 * 60) / s.intervalMinutes);
export const datasetName = (s: DatasetShape) =>
  s.locations === 0 ? 'demo' : `${s.locations}x${s.equipmentPerLocation}x${s.days}d${s.intervalMinutes === 15 ? '' : `-${s.intervalMinutes}m`}`;
export const dataDirOf = (s: DatasetShape) => join(OUT, `pg-${datasetName(s)}`);

/** Written into the data dir once a seed has finished; a dir without it is incomplete and is rebuilt. */
export interface DatasetMarker {
  shape: DatasetShape;
  seededAt: string;
  readings: number;
  benchCompanyId: number | null;
  benchUser: string | null;
  seed: Record<string, number>;
}

export function readMarker(shape: DatasetShape): DatasetMarker | undefined {
  const file = join(dataDirOf(shape), 'dataset.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DatasetMarker) : undefined;
}

export function writeMarker(shape: DatasetShape, marker: DatasetMarker): void {
  writeFileSync(join(dataDirOf(shape), 'dataset.json'), `${JSON.stringify(marker, null, 2)}\n`);
}

export function removeDataset(shape: DatasetShape): void {
  rmSync(dataDirOf(shape), { recursive: true, force: true });
}

/**
 * Settings for the bench clusters (postgresql.auto.conf), the kind anyone sets on a 24 GB
 * machine: bigger shared buffers and WAL so a bulk load does not checkpoint every few seconds,
 * and pg_stat_statements so the scenarios can count the statements each request issues.
 */
export const CLUSTER_SETTINGS: Record<string, string> = {
  shared_buffers: '1GB',
  max_wal_size: '8GB',
  checkpoint_timeout: '30min',
  maintenance_work_mem: '1GB',
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track_planning': 'on',
  max_connections: '200',
};

export interface RunningDatabase extends EmbeddedDatabase {
  dataDir: string;
  marker?: DatasetMarker;
}

/** Starts PostgreSQL on a dataset's data dir; it is stopped by the scenario's cleanup. */
export async function startDatabase(shape: DatasetShape): Promise<RunningDatabase> {
  const dataDir = dataDirOf(shape);
  let db = await startEmbeddedPostgres(dataDir);
  if (await applySettings(db.url)) {
    await db.stop();
    db = await startEmbeddedPostgres(dataDir);
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await db.stop();
  };
  onCleanup(stop);
  return { url: db.url, stop, dataDir, marker: readMarker(shape) };
}

/** ALTER SYSTEM for the settings that differ; true when a restart is needed. */
async function applySettings(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let restart = false;
    for (const [name, value] of Object.entries(CLUSTER_SETTINGS)) {
      // missing_ok: a library's parameters are unknown until the library is preloaded (a new cluster).
      const current = await client.query<{ v: string | null }>(`select current_setting('${name}', true) as v`);
      if (normalise(current.rows[0].v ?? '') === normalise(value)) continue;
      await client.query(`alter system set ${name} = '${value}'`);
      restart = true;
    }
    return restart;
  } finally {
    await client.end();
  }
}

const normalise = (v: string) => v.replace(/\s/g, '').toLowerCase();

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function serverVersion(url: string): Promise<string> {
  return withClient(url, async (c) => (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v);
}
