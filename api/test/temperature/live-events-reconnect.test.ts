import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../src/database/pg-listener.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';

const SUBSCRIPTION = `subscription Live($locationId: Int!) { readingRecorded(locationId: $locationId) { reading { equipmentId temperature } } }`;

let app: TestApp;
let manager: TestClient;
beforeAll(async () => {
  app = await startTestApp('demo', { env: { LIVE_EVENTS: 'postgres' } });
  manager = await signedIn(app.baseUrl, 'manager');
});
afterAll(() => app.close());

/** The app's LISTEN backends in its database; `terminate` ends them as a database restart would. */
async function listenBackends(terminate = false): Promise<number[]> {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid${terminate ? ', pg_terminate_backend(pid)' : ''} from pg_stat_activity where datname = $1 and application_name = $2`,
      [new URL(app.db.url).pathname.slice(1), LISTENER_APPLICATION_NAME],
    );
    return rows.map((row) => row.pid);
  } finally {
    await admin.end();
  }
}

describe('live events (LIVE_EVENTS=postgres) after the LISTEN connection is lost', () => {
  it('reconnects and delivers readings again to an open subscription', async () => {
    const client = wsClient(app.baseUrl, manager.cookie);
    const live = collect<any>(client, SUBSCRIPTION, { locationId: 1 });
    await live.started;
    const [before] = await listenBackends(true);
    expect(before).toBeDefined();
    // A new backend LISTENs once the listener has reconnected.
    let after: number[] = [];
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      after = await listenBackends();
      if (after.length === 1 && after[0] !== before) break;
    }
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
    await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 4.2 });
    await eventually(() => live.events.length >= 1);
    expect(live.events.map((e) => e.readingRecorded.reading)).toEqual([{ equipmentId: 1, temperature: 4.2 }]);
    live.stop();
    await client.dispose();
  });
});
