import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../src/database/pg-listener.js';
import { signedIn } from '../helpers/client.js';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';
import { type TwoProcesses, twoProcesses } from './two-processes.js';

const READINGS = 'subscription($l: Int!) { readingRecorded(locationId: $l) { reading { equipmentId temperature } } }';
const GAPS = 'subscription { liveEventsGap { locationId } }';
const HISTORY = 'query($from: DateTimeISO!, $to: DateTimeISO!) { readings(equipmentId: 1, from: $from, to: $to, first: 200) { nodes { temperature } } }';
const OUTAGE_MS = 8_000;

let processes: TwoProcesses;
let databaseName: string;
beforeAll(async () => {
  processes = await twoProcesses();
  databaseName = new URL(processes.db.url).pathname.slice(1);
});
afterAll(() => processes.close());

/** A statement as the cluster's superuser: from outside the app's database, or in it. */
async function asAdmin(sql: string, params: unknown[] = [], url = inject('adminDatabaseUrl')): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql, params);
  } finally {
    await admin.end();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The second process's socket for the manager: Main Kitchen's readings and the gaps, subscribed and settled. */
async function watchOnSecondProcess() {
  const socket = wsClient(processes.baseUrls[1], processes.managers[1].cookie);
  const readings = collect<any>(socket, READINGS, { l: 1 });
  const gaps = collect<any>(socket, GAPS, {});
  await Promise.all([readings.started, gaps.started]);
  await pause(200);
  const close = async () => {
    readings.stop();
    gaps.stop();
    await socket.dispose();
  };
  return { readings, gaps, close };
}

describe('live events through a database outage (LIVE_EVENTS=postgres, two processes)', () => {
  it('tells subscribers within moments of the database answering again, and nothing accepted is missing after', async () => {
    const [a, b] = processes.managers;
    const { readings, gaps, close } = await watchOnSecondProcess();
    const from = new Date(Date.now() - 1000).toISOString();

    // The outage: the database takes no new connection and every LISTEN connection is cut, as a
    // restart would; the pools' open connections keep answering, so readings are still accepted.
    await asAdmin(`alter database "${databaseName}" allow_connections false`);
    await asAdmin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2', [
      databaseName,
      LISTENER_APPLICATION_NAME,
    ]);
    const duringOutage: number[] = [];
    for (let i = 1, end = Date.now() + OUTAGE_MS; Date.now() < end; i++) {
      const temperature = Number((2 + i / 100).toFixed(2));
      if ((await a.post('/api/temperature-readings', { equipmentId: 1, temperature })).status === 201) duringOutage.push(temperature);
      await pause(150);
    }
    expect(duringOutage.length).toBeGreaterThan(10);
    await asAdmin(`alter database "${databaseName}" allow_connections true`);
    const back = Date.now();

    await eventually(() => gaps.events.length > 0, 8_000);
    // The listener retries at most 2 s apart; the rest is connecting, LISTEN and delivery on a loaded machine
    // (the old backoff took 15.8 s).
    expect(Date.now() - back).toBeLessThan(5_000);
    expect(gaps.events[0]).toEqual({ liveEventsGap: { locationId: null } });

    // After recovery every reading, taken by either process, reaches the subscriber live…
    const afterRecovery: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const temperature = Number((5 + i / 100).toFixed(2));
      expect((await [a, b][i % 2].post('/api/temperature-readings', { equipmentId: 1, temperature })).status).toBe(201);
      afterRecovery.push(temperature);
    }
    const heard = () => readings.events.map((e) => e.readingRecorded.reading.temperature);
    await eventually(() => afterRecovery.every((t) => heard().includes(t)));
    expect(readings.errors).toEqual([]);
    // …and what the client refetches on the gap holds every reading accepted during the outage too.
    const history = await b.graphql(HISTORY, { from, to: new Date(Date.now() + 1000).toISOString() });
    expect(history.errors).toBeUndefined();
    const refetched = history.data.readings.nodes.map((n: { temperature: number }) => n.temperature);
    expect(refetched).toEqual(expect.arrayContaining([...duringOutage, ...afterRecovery]));
    await close();
  }, 30_000);

  it('tells the subscribers of a location when one of its events went missing, and nobody elsewhere', async () => {
    const { readings, gaps, close } = await watchOnSecondProcess();
    const river = await signedIn(processes.baseUrls[1], 'rivermgr');
    const otherCompany = wsClient(processes.baseUrls[1], river.cookie);
    const theirGaps = collect<any>(otherCompany, GAPS, {});
    await theirGaps.started;
    await processes.managers[0].post('/api/temperature-readings', { equipmentId: 1, temperature: 3.1 });
    await eventually(() => readings.events.length > 0);

    // A number handed out whose notification never came (as a NOTIFY lost in transit would be).
    await asAdmin(`update live_event_stream set last_sequence = last_sequence + 1 where topic = 'reading_recorded' and key = 1`, [], processes.db.ownerUrl);
    await processes.managers[0].post('/api/temperature-readings', { equipmentId: 1, temperature: 3.2 });
    await eventually(() => gaps.events.length > 0);
    expect(gaps.events).toEqual([{ liveEventsGap: { locationId: 1 } }]);
    await eventually(() => readings.events.some((e) => e.readingRecorded.reading.temperature === 3.2));
    await pause(200);
    expect(theirGaps.events).toEqual([]);
    theirGaps.stop();
    await otherCompany.dispose();
    await close();
  });
});
