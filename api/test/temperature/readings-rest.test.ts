import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

describe('REST temperature routes', () => {
  let app: TestApp;
  let manager: TestClient;
  const count = async (sql: string) => Number((await app.db.orm.em.getConnection().execute<{ n: string }[]>(sql))[0].n);
  const readings = () => count('select count(*) n from temperature_reading');

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('GET /api/locations/:id/equipment lists units with decimal-string bounds, location name and recent readings newest first', async () => {
    const { status, body } = await manager.get('/api/locations/1/equipment');
    expect(status).toBe(200);
    expect(body).toHaveLength(11);
    const fridge = body.find((e: any) => e.type === 'fridge');
    expect(fridge).toMatchObject({
      name: 'Walk-in Fridge',
      targetMinTemp: '0.00',
      targetMaxTemp: '4.00',
      locationName: 'Main Kitchen',
      location: { id: 1, name: 'Main Kitchen' },
    });
    expect(fridge.recentReadings.length).toBeGreaterThan(1);
    expect(typeof fridge.recentReadings[0].temperature).toBe('string');
    const times = fridge.recentReadings.map((r: any) => Date.parse(r.recordedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.find((e: any) => e.status === 'UNKNOWN')).toMatchObject({ lastReading: null, currentReading: null });
  });

  it('GET /api/equipment filters by location and category and carries currentReading', async () => {
    const { status, body } = await manager.get('/api/equipment?locationId=2&category=goods_in');
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ type: 'goods_in', locationId: 2, currentReading: { temperature: expect.stringMatching(/^-?\d+\.\d\d$/) } });
    expect((await manager.get('/api/equipment?category=toaster')).status).toBe(400);
    expect((await manager.get('/api/equipment?locationId=abc')).status).toBe(400);
  });

  it('POST /api/temperature-readings stores string or number temperatures, moves the unit’s latest reading, and audits', async () => {
    const before = await readings();
    const audits = await count(`select count(*) n from audit_event where entity = 'temperature_reading'`);
    const first = await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: '3.456', isManual: true });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ equipmentId: 1, temperature: '3.46', isManual: true, status: 'NORMAL' });
    const second = await manager.post('/api/temperature-readings', { equipmentId: '1', temperature: 9.1 });
    // Without isManual too: a signed-in person's reading is manual (issue 30).
    expect(second.body).toMatchObject({ temperature: '9.10', isManual: true, status: 'ALERT' });
    expect(await readings()).toBe(before + 2);
    expect(await count(`select count(*) n from audit_event where entity = 'temperature_reading'`)).toBe(audits + 2);
    const { body } = await manager.get('/api/equipment?locationId=1&category=fridge');
    expect(body[0]).toMatchObject({ status: 'ALERT', currentReading: { temperature: '9.10' } });
  });

  it('a reading may name its unit: 41 °F is stored as 5.00 °C; °C when absent; any other unit is refused', async () => {
    const fahrenheit = await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: '41', unit: 'F', isManual: true });
    expect(fahrenheit.status).toBe(201);
    expect(fahrenheit.body.temperature).toBe('5.00');
    const stored = await app.db.orm.em.getConnection().execute(`select temperature::text from temperature_reading where id = ${fahrenheit.body.id}`);
    expect(stored[0].temperature).toBe('5.00');
    expect((await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 5 })).body.temperature).toBe('5.00');
    const kelvin = await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 278, unit: 'K' });
    expect(kelvin).toMatchObject({ status: 400, body: { message: 'unit must be C or F' } });
    const graphql = await manager.graphql('mutation { recordReading(input: { equipmentId: 1, temperature: 50, unit: "F" }) { temperature } }');
    expect(graphql.data.recordReading.temperature).toBe(10);
  });

  it('keeps the time a reading was taken and when it arrived; refuses times more than 5 minutes ahead', async () => {
    const takenAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const { body } = await manager.post('/api/temperature-readings', { equipmentId: 2, temperature: -18, timestamp: takenAt });
    expect(body.recordedAt).toBe(takenAt);
    expect(Date.parse(body.receivedAt)).toBeGreaterThan(Date.parse(takenAt));
    const future = await manager.post('/api/temperature-readings', {
      equipmentId: 2,
      temperature: -18,
      timestamp: new Date(Date.now() + 10 * 60 * 1000).toISOString(),
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(/future/);
  });

  it('a late reading does not replace a newer latest reading', async () => {
    await manager.post('/api/temperature-readings', { equipmentId: 3, temperature: 65 });
    await manager.post('/api/temperature-readings', { equipmentId: 3, temperature: 40, timestamp: new Date(Date.now() - 86_400_000).toISOString() });
    const { body } = await manager.get('/api/equipment?locationId=1&category=hot_hold');
    expect(body[0].currentReading.temperature).toBe('65.00');
  });

  it('a retried submission with the same clientId returns the stored reading and stores nothing new', async () => {
    const clientId = randomUUID();
    const first = await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 2.5, clientId });
    const before = await readings();
    const retry = await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 2.5, clientId });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(await readings()).toBe(before);
  });

  it('rejects bad input with 400 and a plain message, storing nothing', async () => {
    const before = await readings();
    const cases: [unknown, RegExp][] = [
      [{ equipmentId: 1 }, /Temperature is required/],
      [{ equipmentId: 1, temperature: '' }, /Temperature is required/],
      [{ equipmentId: 1, temperature: 'warm' }, /Temperature must be a number/],
      [{ equipmentId: 1, temperature: 1000 }, /between -999.99 and 999.99/],
      [{ equipmentId: 1, temperature: -1000.5 }, /between -999.99 and 999.99/],
      [{ equipmentId: 'one', temperature: 3 }, /equipmentId/],
      [{ equipmentId: 1, temperature: 3, isManual: 'yes' }, /isManual/],
      [{ equipmentId: 1, temperature: 3, timestamp: 'yesterday' }, /timestamp/],
      [{ equipmentId: 1, temperature: 3, clientId: 'not-a-uuid' }, /clientId/],
      ['{"equipmentId": 1, "temperature": ', /Malformed JSON/],
    ];
    for (const [body, message] of cases) {
      const response = await manager.post('/api/temperature-readings', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    expect(await readings()).toBe(before);
  });

  it('signed-out callers get 401; unknown and other-tenant equipment get 404 and nothing is stored', async () => {
    const anonymous = new TestClient(app.baseUrl);
    expect((await anonymous.post('/api/temperature-readings', { equipmentId: 1, temperature: 3 })).status).toBe(401);
    expect((await anonymous.get('/api/locations/1/equipment')).status).toBe(401);
    const river = await signedIn(app.baseUrl, 'rivermgr');
    const before = await readings();
    for (const equipmentId of [1, 999_999]) {
      const response = await river.post('/api/temperature-readings', { equipmentId, temperature: 3 });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Equipment not found' });
    }
    expect((await river.get('/api/locations/1/equipment')).status).toBe(404);
    expect((await river.get('/api/equipment?locationId=1')).status).toBe(404);
    expect(await readings()).toBe(before);
  });
});
