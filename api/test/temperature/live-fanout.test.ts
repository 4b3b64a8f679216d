import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_SOCKET_BUFFER_BYTES } from '../../src/app/live-socket.js';
import { publishReading, type ReadingRecordedEvent } from '../../src/modules/temperature/reading-events.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';

/** recentReadings and the presets behind alertDelayMinutes are database reads on every execution of an event. */
const HEAVY = `subscription { readingRecorded(locationId: 1) { reading { temperature } equipment { name alertDelayMinutes recentReadings(limit: 3) { temperature } } } }`;
/** Airport Café: away from the heavy subscribers above, which may still be closing. */
const LIGHT = `subscription { readingRecorded(locationId: 3) { reading { temperature } equipment { name } } }`;

describe('live fan-out: each event executed and serialized once, slow consumers dropped', () => {
  let app: TestApp;
  let manager: TestClient;
  let counting = false;
  let queries = 0;
  beforeAll(async () => {
    app = await startTestApp('demo', { onQuery: () => void (counting && queries++) });
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  /** Statements run while one reading is recorded and delivered to `subscribers` sockets. */
  async function statementsFor(subscribers: number, temperature: number): Promise<number> {
    const clients = Array.from({ length: subscribers }, () => wsClient(app.baseUrl, manager.cookie));
    const live = clients.map((client) => collect<any>(client, HEAVY, {}));
    await Promise.all(live.map((l) => l.started));
    await new Promise((resolve) => setTimeout(resolve, 200)); // the subscribe messages reach the server
    // The manager's session and reach are cached for VIEWER_CACHE_SECONDS: read them now, so a cache
    // entry that expired on a slow machine is not counted as the fan-out's cost.
    expect((await manager.get('/api/user')).status).toBe(200);
    queries = 0;
    counting = true;
    expect((await manager.post('/api/temperature-readings', { equipmentId: 1, temperature })).status).toBe(201);
    await eventually(() => live.every((l) => l.events.length === 1));
    counting = false;
    for (const l of live) expect(l.events[0]).toEqual(live[0].events[0]);
    await Promise.all(clients.map((client) => client.dispose()));
    return queries;
  }

  it('ten subscribers of one selection cost the database what one does', async () => {
    const one = await statementsFor(1, 3.1);
    const ten = await statementsFor(10, 3.2);
    expect(ten).toBe(one);
  });

  it('a subscriber that stops reading is dropped once its socket holds too much; the others get everything', async () => {
    const fast = collect<any>(wsClient(app.baseUrl, manager.cookie), LIGHT, {});
    await fast.started;
    const slow = new WebSocket(`${app.baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie: manager.cookie } });
    await once(slow, 'open');
    const received: string[] = [];
    slow.on('message', (data) => received.push(String(data)));
    slow.send(JSON.stringify({ type: 'connection_init' }));
    await eventually(() => received.some((m) => m.includes('connection_ack')));
    slow.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: LIGHT } }));
    const probe = (name: string): ReadingRecordedEvent => ({ locationId: 3, reading: { temperature: 1 }, equipment: { name } }) as never;
    await eventually(() => {
      publishReading(app.server.services.events, probe('probe'));
      return received.some((m) => m.includes('"next"'));
    });
    const closed = once(slow, 'close');
    slow.pause();

    // Far more than the socket may hold, and than the kernel's buffers absorb.
    const events = Math.ceil((8 * MAX_SOCKET_BUFFER_BYTES) / 100_000) + 40;
    for (let i = 0; i < events; i++) {
      publishReading(app.server.services.events, probe(`${i}:${'x'.repeat(100_000)}`));
      // Readings arrive over time; the fast client (in this same process) reads in between.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const last = `${events - 1}:`;
    await eventually(() => fast.events.some((e) => e.readingRecorded.equipment.name.startsWith(last)), 20_000);
    expect(fast.events.filter((e) => /^\d+:/.test(e.readingRecorded.equipment.name))).toHaveLength(events);
    slow.resume();
    const [code] = await closed;
    expect(code).toBe(1006);
    expect(received.filter((m) => m.includes('"next"')).length).toBeLessThan(events);
  });
});
