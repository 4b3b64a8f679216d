import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';

const SUBSCRIPTION = `subscription Live($locationId: Int!) { readingRecorded(locationId: $locationId) { locationId reading { equipmentId temperature status } equipment { id status currentTemperature } } }`;

describe.each(['memory', 'postgres'] as const)('live readings over graphql-ws (%s fan-out)', (liveEvents) => {
  let app: TestApp;
  let manager: TestClient;

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { LIVE_EVENTS: liveEvents } });
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  /** The manager's live readings of Main Kitchen, subscribed and settled before the test records any. */
  async function watchMainKitchen() {
    const client = wsClient(app.baseUrl, manager.cookie);
    const mainKitchen = collect<any>(client, SUBSCRIPTION, { locationId: 1 });
    await mainKitchen.started;
    await new Promise((r) => setTimeout(r, 100));
    const close = async () => {
      mainKitchen.stop();
      await client.dispose();
    };
    return { mainKitchen, close };
  }

  it('delivers readings recorded through REST and GraphQL at the subscribed location only, after commit', async () => {
    const { mainKitchen, close } = await watchMainKitchen();
    await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 3.3 });
    await manager.graphql(`mutation { recordReading(input: { equipmentId: 2, temperature: -10 }) { id } }`);
    await manager.post('/api/temperature-readings', { equipmentId: 10, temperature: 2 }); // Downtown Branch
    await eventually(() => mainKitchen.events.length >= 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(mainKitchen.errors).toEqual([]);
    expect(mainKitchen.events.map((e) => e.readingRecorded.reading)).toEqual([
      { equipmentId: 1, temperature: 3.3, status: 'NORMAL' },
      { equipmentId: 2, temperature: -10, status: 'ALERT' },
    ]);
    expect(mainKitchen.events[1].readingRecorded.equipment).toEqual({ id: 2, status: 'ALERT', currentTemperature: -10 });
    await close();
  });

  it('delivers a late reading with its unit as it stands: the newer latest reading, not the late one', async () => {
    const { mainKitchen, close } = await watchMainKitchen();
    await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 3.5 });
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await manager.graphql(`mutation($at: DateTimeISO) { recordReadings(inputs: [{ equipmentId: 1, temperature: 9.5, recordedAt: $at }]) { id } }`, {
      at: anHourAgo,
    });
    // Found by its value, not its place: on a loaded machine the previous test's last event can still
    // be on its way through LISTEN/NOTIFY when this subscription starts.
    const lateOne = () => mainKitchen.events.map((e) => e.readingRecorded).find((r) => r.reading.temperature === 9.5);
    await eventually(() => lateOne() !== undefined);
    expect(mainKitchen.errors).toEqual([]);
    const late = lateOne();
    expect(late.reading).toEqual({ equipmentId: 1, temperature: 9.5, status: 'ALERT' });
    expect(late.equipment).toEqual({ id: 1, status: 'NORMAL', currentTemperature: 3.5 });
    await close();
  });

  it('refuses to subscribe to another company’s location', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    const client = wsClient(app.baseUrl, river.cookie);
    const attempt = collect<any>(client, SUBSCRIPTION, { locationId: 1 });
    await eventually(() => attempt.errors.length > 0);
    expect(JSON.stringify(attempt.errors)).toContain('NOT_FOUND');
    await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 3 });
    await new Promise((r) => setTimeout(r, 200));
    expect(attempt.events).toEqual([]);
    await client.dispose();
  });
});

describe('subscription handshake', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('closes unauthenticated connections with 4403', async () => {
    const client = wsClient(app.baseUrl, '');
    const closed = new Promise<number>((resolve) => client.on('closed', (event: any) => resolve(event.code)));
    collect(client, SUBSCRIPTION, { locationId: 1 });
    expect(await closed).toBe(4403);
    await client.dispose();
  });

  it('refuses a cross-site Origin even with a valid session cookie', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const client = wsClient(app.baseUrl, manager.cookie, 'https://evil.example');
    const attempt = collect(client, SUBSCRIPTION, { locationId: 1 });
    await eventually(() => attempt.errors.length > 0);
    await client.dispose();
    const sameOrigin = wsClient(app.baseUrl, manager.cookie, app.baseUrl);
    const ok = collect(sameOrigin, SUBSCRIPTION, { locationId: 1 });
    await ok.started;
    expect(ok.errors).toEqual([]);
    await sameOrigin.dispose();
  });
});
