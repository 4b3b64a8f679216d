import type { Client } from 'graphql-ws';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';

const LIVE = 'subscription { readingRecorded(locationId: 1) { reading { temperature } } }';
const SET_ACTIVE = `mutation($id: Int!, $active: Boolean!) { setUserActive(id: $id, active: $active) { id isActive } }`;

/** A signed-in subscriber on Main Kitchen's readings, and the close code its socket ends with. */
async function subscriber(app: TestApp, client: TestClient) {
  const socket = wsClient(app.baseUrl, client.cookie);
  const closed: { code?: number } = {};
  socket.on('closed', (event) => {
    closed.code = (event as { code: number }).code;
  });
  const live = collect<{ readingRecorded: { reading: { temperature: number } } }>(socket, LIVE, {});
  await live.started;
  return { socket, live, closed };
}

describe('an open subscription ends with its session (LIVE_SESSION_CHECK_SECONDS)', () => {
  let app: TestApp;
  let manager: TestClient;
  const sockets: Client[] = [];
  beforeAll(async () => {
    app = await startTestApp('demo', { env: { LIVE_SESSION_CHECK_SECONDS: '1' } });
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await app.close();
  });

  it('logout closes the session’s socket at once with 4401, and it hears no later reading', async () => {
    const admin = await signedIn(app.baseUrl, 'admin');
    const { socket, live, closed } = await subscriber(app, admin);
    sockets.push(socket);
    expect((await admin.post('/api/logout')).status).toBe(200);
    await eventually(() => closed.code === 4401);
    expect((await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 4 })).status).toBe(201);
    expect(live.events).toEqual([]);
  });

  it('a session ended elsewhere (another process’s logout, expiry) closes its socket with 4401 at the next check', async () => {
    const staff = await signedIn(app.baseUrl, 'staff');
    const { socket, closed } = await subscriber(app, staff);
    sockets.push(socket);
    const other = await subscriber(app, manager);
    sockets.push(other.socket);
    // What a logout on another API process does: the row goes; this process was not told.
    await sql`delete from session where (sess ->> 'userId')::int = (select id from "user" where username = 'staff')`.execute(app.db.orm.em.fork().getKysely());
    await eventually(() => closed.code === 4401);
    // The manager's own socket is untouched and still hears readings.
    expect((await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 5 })).status).toBe(201);
    await eventually(() => other.live.events.length === 1);
    expect(other.closed.code).toBeUndefined();
  });

  it('deactivation closes the person’s sockets with 4403', async () => {
    const cook = await signedIn(app.baseUrl, 'cook');
    const { socket, closed } = await subscriber(app, cook);
    sockets.push(socket);
    const cookId = (await cook.get('/api/user')).body.id;
    expect((await manager.graphql(SET_ACTIVE, { id: cookId, active: false })).data.setUserActive).toEqual({ id: cookId, isActive: false });
    await eventually(() => closed.code === 4403);
  });
});
