import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';
import { type TwoProcesses, twoProcesses } from './two-processes.js';

const CHANGES = 'subscription($l: Int!) { correctiveActionChanged(locationId: $l) { change action { id description resolution } } }';
/** 2,000 characters (the most allowed) of three UTF-8 bytes each: 6 KB, and as much again in the resolution, beyond NOTIFY's 8,000-byte payload. */
const LONG = '℃'.repeat(2000);

let processes: TwoProcesses;
beforeAll(async () => {
  processes = await twoProcesses();
});
afterAll(() => processes.close());

describe('live events larger than a NOTIFY payload (LIVE_EVENTS=postgres, two processes)', () => {
  it('reach the subscribers of both processes whole', async () => {
    const [a, b] = processes.managers;
    const sockets = processes.baseUrls.map((url, i) => wsClient(url, processes.managers[i].cookie));
    const watchers = sockets.map((socket) => collect<any>(socket, CHANGES, { l: 1 }));
    await Promise.all(watchers.map((w) => w.started));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const created = await a.graphql(
      'mutation($d: String!) { createCorrectiveAction(input: { type: "other", description: $d, severity: "low", locationId: 1 }) { id } }',
      {
        d: LONG,
      },
    );
    const id = created.data.createCorrectiveAction.id;
    await b.graphql('mutation($id: Int!) { startCorrectiveAction(id: $id) { id } }', { id });
    const done = await b.graphql('mutation($id: Int!, $r: String!) { completeCorrectiveAction(id: $id, resolution: $r) { status } }', { id, r: LONG });
    expect(done.errors).toBeUndefined();

    for (const watcher of watchers) {
      await eventually(() => watcher.events.some((e) => e.correctiveActionChanged.change === 'resolved'));
      expect(watcher.errors).toEqual([]);
      const ofThisAction = watcher.events.map((e) => e.correctiveActionChanged).filter((c) => c.action.id === id);
      expect(ofThisAction.map((c) => c.change)).toEqual(['opened', 'started', 'resolved']);
      expect(Buffer.byteLength(JSON.stringify(ofThisAction[2]))).toBeGreaterThan(12_000);
      expect(ofThisAction[2].action).toEqual({ id, description: LONG, resolution: LONG });
    }
    for (const [i, socket] of sockets.entries()) {
      watchers[i].stop();
      await socket.dispose();
    }
  });
});
