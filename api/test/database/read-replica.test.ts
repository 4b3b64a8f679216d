import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StreamingReplica, startStreamingReplica } from '../../scripts/streaming-replica.js';
import { connectOrm } from '../../src/app/orm.js';
import { type AppServer, createServer } from '../../src/app/server.js';
import type { Config } from '../../src/config.js';
import { freePort } from '../../src/database/embedded.js';
import { createReplicaPool, ReadDatabase } from '../../src/database/read-database.js';
import { reportJobs } from '../../src/modules/reports/export.jobs.js';
import { EXPORT_TASK } from '../../src/modules/reports/export-pack.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { zipEntry } from '../helpers/pack-files.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { testConfig } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const MAIN_KITCHEN = 1;
const HISTORY = `query($e: Int!, $from: DateTimeISO!, $to: DateTimeISO!) { readings(equipmentId: $e, from: $from, to: $to, first: 50) { nodes { id } } }`;
const FIGURES = `query($from: DateTimeISO!, $to: DateTimeISO!) {
  reportFigures(from: $from, to: $to, locationIds: [${MAIN_KITCHEN}]) { temperatureByUnit { equipmentId readings } } }`;
const OTHER_REPORTS = `query($from: DateTimeISO!, $to: DateTimeISO!) {
  wasteLog(locationId: ${MAIN_KITCHEN}, from: $from, to: $to) { entries { id } }
  readingIntegrityFlags(from: $from, to: $to) { rule }
  siteLeague(period: { preset: last_7_days }) { locationName } }`;
const LINK = `mutation($input: CreateInspectorLinkInput!) { createInspectorLink(input: $input) { token } }`;
const EXPORT = `mutation($from: DateTimeISO!, $to: DateTimeISO!) {
  requestExport(from: $from, to: $to, locationIds: [${MAIN_KITCHEN}], format: "csv") { id } }`;

/** An API process over the test database reading past records from the replica, with its lag bound. */
interface Process {
  server: AppServer;
  manager: TestClient;
  inspector: TestClient;
}

/**
 * Issue 37 item 5: history, reports, packs and the inspector page read a real streaming replica
 * (started in this process from the test server's cluster) while it is within
 * READ_REPLICA_MAX_LAG_SECONDS, and the primary otherwise; writes and the screens of the current
 * state always read the primary. Replay paused on the replica makes its staleness visible.
 */
describe('read replica', () => {
  let db: TestDatabase;
  let replica: StreamingReplica;
  let replicaAdmin: pg.Client;
  /** Tolerates a replica a minute behind: with replay paused it keeps reading the stale replica. */
  let tolerant: Process;
  /** READ_REPLICA_MAX_LAG_SECONDS=1: falls back to the primary as soon as the paused replica is a second behind. */
  let strict: Process;
  let unit: { id: number; temperature: number };
  let token: string;
  /** From when the servers are up: only this test's readings fall in it (the demo data's are older). */
  const window = { from: '', to: '' };
  const sql = <T = any>(text: string) => db.orm.em.fork().getConnection().execute<T[]>(text);

  const start = async (maxLagSeconds: string): Promise<Process> => {
    const env = {
      RUN_JOBS: 'false',
      READ_DATABASE_URL: replica.urlFor(db.url),
      READ_REPLICA_MAX_LAG_SECONDS: maxLagSeconds,
      // The page is read many times here, from one address.
      INSPECTOR_REQUESTS_PER_MINUTE: '10000',
    };
    const server = await createServer(db.orm, testConfig(db.url, env), db.url, db.ownerUrl);
    const baseUrl = `http://127.0.0.1:${await server.listen(0)}`;
    return { server, manager: await signedIn(baseUrl, 'manager'), inspector: new TestClient(baseUrl) };
  };

  beforeAll(async () => {
    db = await createTestDatabase('demo');
    replica = await startStreamingReplica({ url: inject('adminDatabaseUrl') });
    replicaAdmin = new pg.Client({ connectionString: replica.urlFor(db.ownerUrl) });
    // Its session ends when the replica stops (the third test).
    replicaAdmin.on('error', () => {});
    await replicaAdmin.connect();
    // One after the other: each restores the demo files into the shared DATA_DIR.
    tolerant = await start('60');
    strict = await start('1');
    Object.assign(window, { from: new Date().toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() });
    const [fridge] = await sql(`select id, target_min_temp, target_max_temp from equipment where location_id = ${MAIN_KITCHEN} order by id limit 1`);
    unit = { id: fridge.id, temperature: (Number(fridge.target_min_temp) + Number(fridge.target_max_temp)) / 2 };
    const link = await tolerant.manager.graphql(LINK, {
      input: { label: 'EHO visit', locationIds: [MAIN_KITCHEN], periodStart: window.from, periodEnd: window.to },
    });
    token = link.data.createInspectorLink.token;
  });

  // A test that fails with replay paused must not leave the next ones waiting for it.
  afterEach(() => replicaAdmin.query('select pg_wal_replay_resume()').catch(() => {}));

  afterAll(async () => {
    await Promise.all([tolerant?.server.close(), strict?.server.close()]);
    await replicaAdmin?.end().catch(() => {});
    await replica?.stop();
    await db?.close();
  });

  /** How many readings of the window each read of past records shows, through one process. */
  const recordsSeen = async ({ manager, inspector }: Process) => {
    const history = await manager.graphql(HISTORY, { e: unit.id, ...window });
    const figures = await manager.graphql(FIGURES, window);
    const inspection = await inspector.get(`/api/inspect/${token}`);
    expect(history.errors ?? figures.errors).toBeUndefined();
    expect(inspection.status).toBe(200);
    const inspected = inspection.body.locations[0].units.find((u: { id: number }) => u.id === unit.id);
    return {
      history: history.data.readings.nodes.length,
      figures: figures.data.reportFigures.temperatureByUnit.find((u: { equipmentId: number }) => u.equipmentId === unit.id)?.readings ?? 0,
      inspection: (inspected?.days ?? []).reduce((sum: number, day: { readings: number }) => sum + day.readings, 0),
    };
  };
  const historyShows = async (process: Process, n: number) =>
    (await process.manager.graphql(HISTORY, { e: unit.id, ...window })).data?.readings.nodes.length === n;
  const seenEverywhere = (n: number) => ({ history: n, figures: n, inspection: n });
  /** The reports page's other queries and the league table's CSV answer (from wherever they are read). */
  const otherReportsAnswer = async ({ manager }: Process) => {
    expect((await manager.graphql(OTHER_REPORTS, window)).errors).toBeUndefined();
    expect((await manager.get('/api/site-league/export')).status).toBe(200);
  };

  /** Records a reading through the REST route (the primary), and checks the dashboard shows it at once. */
  const recordReading = async ({ manager }: Process) => {
    const recorded = await manager.post('/api/temperature-readings', { equipmentId: unit.id, temperature: unit.temperature, isManual: true });
    expect(recorded.status).toBe(201);
    // Read-your-own-writes screens read the primary: the unit's latest reading is the one just made.
    const dashboard = await manager.get(`/api/dashboard?locationId=${MAIN_KITCHEN}`);
    const shown = dashboard.body.equipment.find((e: { id: number }) => e.id === unit.id);
    expect(shown.currentReading.recordedAt).toBe(recorded.body.recordedAt);
    return recorded.body.id as number;
  };

  const pauseReplay = async () => {
    await replicaAdmin.query('select pg_wal_replay_pause()');
    await until(async () => (await replicaAdmin.query(`select pg_get_wal_replay_pause_state() as state`)).rows[0].state === 'paused');
  };
  const resumeReplay = () => replicaAdmin.query('select pg_wal_replay_resume()');

  /** Asks for a CSV pack of the window and makes it as the export runner would, with this process's services. */
  const makePack = async ({ server, manager }: Process) => {
    const requested = await manager.graphql(EXPORT, window);
    const reportId = requested.data.requestExport.id;
    const context = { em: db.orm.em.fork(), services: server.services, config: {} as Config, databaseUrl: db.url, attempt: 1, maxAttempts: 3 };
    const made = reportJobs[EXPORT_TASK]({ reportId }, context);
    return { reportId, made };
  };
  const packedReadings = async (manager: TestClient, reportId: number) => {
    const [report] = await sql(`select status, file_path from report where id = ${reportId}`);
    expect(report.status).toBe('ready');
    const file = await download(manager, `/api/reports/${reportId}/download`);
    const csv = (await zipEntry(file.bytes, 'temperature-readings.csv')).toString('utf8');
    return csv.trim().split('\n').length - 1;
  };

  it('history, reports and the inspector page read the replica: paused, it does not show a new reading while within the bound; past the bound the primary does', async () => {
    await until(async () => tolerant.server.services.historyDb.usesReplica && strict.server.services.historyDb.usesReplica);
    expect(await recordsSeen(tolerant)).toEqual(seenEverywhere(0));

    await pauseReplay();
    await recordReading(tolerant);
    expect(await recordsSeen(tolerant)).toEqual(seenEverywhere(0));
    await otherReportsAnswer(tolerant);
    // A second behind, the strict process reads the primary: the reading is there.
    await until(async () => !strict.server.services.historyDb.usesReplica);
    expect(await recordsSeen(strict)).toEqual(seenEverywhere(1));
    expect(await recordsSeen(tolerant)).toEqual(seenEverywhere(0));

    await resumeReplay();
    await until(() => historyShows(tolerant, 1));
    expect(await recordsSeen(tolerant)).toEqual(seenEverywhere(1));
    await until(async () => strict.server.services.historyDb.usesReplica);
  });

  it('a pack waits for the replica to replay what was committed before it; past the bound it reads the primary', async () => {
    await pauseReplay();
    await recordReading(tolerant);
    const waiting = await makePack(tolerant);
    let done = false;
    void waiting.made.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Within its minute's bound the paused replica is waited for, not read as it stands.
    expect(done).toBe(false);
    expect((await sql(`select status from report where id = ${waiting.reportId}`))[0].status).toBe('generating');
    await resumeReplay();
    await waiting.made;
    expect(await packedReadings(tolerant.manager, waiting.reportId)).toBe(2);

    await pauseReplay();
    await recordReading(strict);
    await until(async () => !strict.server.services.historyDb.usesReplica);
    const fallback = await makePack(strict);
    await fallback.made;
    expect(await packedReadings(strict.manager, fallback.reportId)).toBe(3);
    await resumeReplay();
  });

  it('a read whose replica connection fails runs again on the primary at once, and the next ones go there', async () => {
    const [primary, replicaPool] = [createReplicaPool(db.url), createReplicaPool(replica.url)];
    // The probe finds a good replica; the reads' own connections are refused (a replica that has just gone away).
    const gone = await connectOrm(replica.urlFor(db.url).replace(`:${replica.port}/`, `:${await freePort()}/`));
    const close = async () => {
      await replicaPool.end();
      await gone.close(true);
    };
    const reads = new ReadDatabase(primary, { fork: () => gone.em.fork(), pool: replicaPool, close }, 60_000);
    await reads.start();
    expect(reads.usesReplica).toBe(true);
    const count = (em: EntityManager) => em.getConnection().execute('select count(*)::int as n from temperature_reading');
    const [{ n }] = await count(db.orm.em.fork());
    expect(await reads.read(db.orm.em.fork(), count)).toEqual([{ n }]);
    expect(reads.usesReplica).toBe(false);
    await reads.close();
    await primary.end();
  });

  it('a replica that stops: the same reads answer at once from the primary, with no error, and packs are made', async () => {
    await until(() => historyShows(tolerant, 3));
    await replica.stop();
    // No waiting for a probe: a dropped connection, or the first read that fails to connect, sends them to the primary.
    await recordReading(tolerant);
    expect(await recordsSeen(tolerant)).toEqual(seenEverywhere(4));
    await otherReportsAnswer(tolerant);
    expect(tolerant.server.services.historyDb.usesReplica).toBe(false);
    const pack = await makePack(tolerant);
    await pack.made;
    expect(await packedReadings(tolerant.manager, pack.reportId)).toBe(4);
    expect(await recordsSeen(strict)).toEqual(seenEverywhere(4));
  });

  it('READ_DATABASE_URL naming a server that is not a standby (the primary itself) is not read from', async () => {
    const [primary, notAReplica] = [createReplicaPool(db.url), createReplicaPool(db.url)];
    const reads = new ReadDatabase(primary, { fork: () => db.orm.em.fork(), pool: notAReplica, close: () => notAReplica.end() }, 60_000);
    await reads.start();
    expect(reads.usesReplica).toBe(false);
    await reads.close();
    await primary.end();
  });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
