import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilAnswering } from '../../src/database/embedded.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';
import { ACTION_CHANGES, heardWhole, openStartResolve } from '../live-events/action-changes.js';
import { download } from '../uploads/upload-client.js';
import { showLogsOfFailures, startTestTopology, type TestTopology } from './test-topology.js';

const READINGS = 'subscription($l: Int!) { readingRecorded(locationId: $l) { reading { equipmentId temperature } } }';
const GAPS = 'subscription { liveEventsGap { locationId } }';
const HISTORY = 'query($from: DateTimeISO!, $to: DateTimeISO!) { readings(equipmentId: 1, from: $from, to: $to, first: 200) { nodes { temperature } } }';
const REQUEST_EXPORT = `mutation($from: DateTimeISO!, $to: DateTimeISO!) { requestExport(from: $from, to: $to, locationIds: [1], format: "pdf") { id } }`;
const REPORTS = `query { reports { id status downloadUrl } }`;
/** 2,000 characters (the most a description or a resolution may have) of four UTF-8 bytes each: 8 KB, 16 KB in the resolved event. */
const LONGEST = '🧊'.repeat(2000);
const OUTAGE_MS = 8_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let topology: TestTopology;
showLogsOfFailures(() => topology);
let managers: TestClient[];
beforeAll(async () => {
  topology = await startTestTopology();
  managers = await Promise.all(topology.apis.map((api) => signedIn(api.baseUrl, 'manager')));
});
afterAll(() => topology?.stop());

/** A graphql-ws socket per process, for the manager, each collecting `query`'s events. */
async function watchOnEveryProcess<T>(query: string, variables: Record<string, unknown>, alsoGaps = false) {
  const sockets = topology.apis.map((api, i) => wsClient(api.baseUrl, managers[i].cookie));
  const watchers = sockets.map((socket) => collect<T>(socket, query, variables));
  const gaps = alsoGaps ? sockets.map((socket) => collect<any>(socket, GAPS, {})) : [];
  await Promise.all([...watchers, ...gaps].map((w) => w.started));
  await pause(200);
  return {
    watchers,
    gaps,
    close: async () => {
      for (const w of [...watchers, ...gaps]) w.stop();
      await Promise.all(sockets.map((socket) => socket.dispose()));
    },
  };
}

describe('two real API processes behind one database (LIVE_EVENTS=postgres, files in S3)', () => {
  it("delivers an action's change with 16 KB of text live to the subscribers of both processes", async () => {
    const [a, b] = managers;
    const { watchers, close } = await watchOnEveryProcess<any>(ACTION_CHANGES, { l: 1 });
    const id = await openStartResolve(a, b, LONGEST);
    for (const watcher of watchers) await heardWhole(watcher, id, LONGEST, 16_000);
    await close();
  });

  it('a pack asked for on one process downloads whole from both (each keeps its own DATA_DIR)', async () => {
    const [a, b] = managers;
    const range = { from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date().toISOString() };
    const { data, errors } = await a.graphql(REQUEST_EXPORT, range);
    expect(errors).toBeUndefined();
    let report: { status: string; downloadUrl: string } | undefined;
    for (let deadline = Date.now() + 90_000; Date.now() < deadline; await pause(250)) {
      report = (await b.graphql(REPORTS)).data.reports.find((r: { id: number }) => r.id === data.requestExport.id);
      if (report?.status !== 'generating') break;
    }
    expect(report?.status).toBe('ready');
    const [fromA, fromB] = await Promise.all([download(a, report!.downloadUrl), download(b, report!.downloadUrl)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fromA.bytes.equals(fromB.bytes)).toBe(true);
  });

  it('an 8-second outage of the primary: subscribers on both processes are told, and every reading accepted after it reaches them', async () => {
    const [a, b] = managers;
    const { watchers, gaps, close } = await watchOnEveryProcess<any>(READINGS, { l: 1 }, true);
    const from = new Date(Date.now() - 1000).toISOString();

    // Readings keep arriving while PostgreSQL is down: each answer is kept, whenever it comes.
    await topology.primary.stop();
    const attempts: Promise<{ temperature: number; status: number }>[] = [];
    for (let i = 1, end = Date.now() + OUTAGE_MS; Date.now() < end; i++) {
      const temperature = Number((2 + i / 100).toFixed(2));
      attempts.push(
        [a, b][i % 2]
          .post('/api/temperature-readings', { equipmentId: 1, temperature })
          .then(({ status }) => ({ temperature, status }))
          .catch(() => ({ temperature, status: 0 })),
      );
      await pause(250);
    }
    await topology.primary.start();
    await untilAnswering(topology.ownerUrl, 30_000);
    const back = Date.now();

    for (const processGaps of gaps) await eventually(() => processGaps.events.length > 0, 10_000);
    expect(Date.now() - back).toBeLessThan(5_000);
    for (const processGaps of gaps) expect(processGaps.events[0]).toEqual({ liveEventsGap: { locationId: null } });

    // After recovery every reading, taken by either process, reaches the subscribers of both…
    const afterRecovery: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const temperature = Number((5 + i / 100).toFixed(2));
      expect((await [a, b][i % 2].post('/api/temperature-readings', { equipmentId: 1, temperature })).status).toBe(201);
      afterRecovery.push(temperature);
    }
    for (const watcher of watchers) {
      const heard = () => watcher.events.map((e) => e.readingRecorded.reading.temperature);
      await eventually(() => afterRecovery.every((t) => heard().includes(t)), 10_000);
      expect(watcher.errors).toEqual([]);
    }
    // …and what a client refetches on the gap holds every reading accepted during the outage too.
    const accepted = (await Promise.all(attempts)).filter((attempt) => attempt.status === 201).map((attempt) => attempt.temperature);
    for (const client of [a, b]) {
      const history = await client.graphql(HISTORY, { from, to: new Date(Date.now() + 1000).toISOString() });
      expect(history.errors).toBeUndefined();
      const refetched = history.data.readings.nodes.map((n: { temperature: number }) => n.temperature);
      expect(refetched).toEqual(expect.arrayContaining([...accepted, ...afterRecovery]));
    }
    await close();
  });
});
