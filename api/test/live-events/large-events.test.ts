import { afterAll, beforeAll, describe, it } from 'vitest';
import { collect, wsClient } from '../helpers/ws-client.js';
import { ACTION_CHANGES, heardWhole, openStartResolve } from './action-changes.js';
import { type TwoProcesses, twoProcesses } from './two-processes.js';

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
    const watchers = sockets.map((socket) => collect<any>(socket, ACTION_CHANGES, { l: 1 }));
    await Promise.all(watchers.map((w) => w.started));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const id = await openStartResolve(a, b, LONG);
    for (const watcher of watchers) await heardWhole(watcher, id, LONG, 12_000);
    for (const [i, socket] of sockets.entries()) {
      watchers[i].stop();
      await socket.dispose();
    }
  });
});
