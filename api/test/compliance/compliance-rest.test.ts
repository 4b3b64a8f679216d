import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

describe('REST compliance checks', () => {
  let app: TestApp;
  let manager: TestClient;
  let river: TestClient;
  let opening: number;
  const sql = async <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
  const stored = () =>
    Promise.all([count('select count(*) n from compliance_check'), count(`select count(*) n from audit_event where entity = 'compliance_check'`)]);

  beforeAll(async () => {
    app = await startTestApp();
    [manager, river] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'rivermgr')]);
    [{ id: opening }] = await sql<{ id: number }>(`select id from compliance_check_template where company_id = 1 and name = 'Daily Opening Check'`);
  });
  afterAll(() => app.close());

  it('GET /api/compliance-check-templates lists templates with the mobile fields', async () => {
    const { status, body } = await manager.get('/api/compliance-check-templates');
    expect(status).toBe(200);
    expect(body).toHaveLength(7);
    expect(body.find((t: { id: number }) => t.id === opening)).toEqual({
      id: opening,
      name: 'Daily Opening Check',
      type: 'daily_opening',
      description: 'Confirm the kitchen is safe to open.',
      frequency: 'daily',
      estimatedMinutes: 10,
      checkItems: [
        { description: 'Fridge and freezer temperatures recorded', critical: true },
        { description: 'Hand-wash stations stocked', critical: false },
        { description: 'Surfaces sanitised', critical: false },
        { description: 'Pest activity checked', critical: true },
      ],
      editable: true,
    });
    expect((await manager.get('/api/compliance-check-templates?type=weekly')).body.map((t: { name: string }) => t.name)).toEqual(['Weekly Deep Clean Audit']);
  });

  it('GET /api/locations/:id/compliance-checks lists the newest checks', async () => {
    const { status, body } = await manager.get('/api/locations/1/compliance-checks');
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(Object.keys(body[0])).toEqual(expect.arrayContaining(['id', 'status', 'templateName', 'createdAt', 'completedAt']));
    expect((await manager.get('/api/locations/1/compliance-checks?limit=3')).body).toHaveLength(3);
    for (const limit of ['abc', '0', '101', '2.5']) {
      const response = await manager.get(`/api/locations/1/compliance-checks?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.message).toBe('limit must be a whole number from 1 to 100');
    }
  });

  it('signed-out callers get 401 on every route and nothing is stored', async () => {
    const before = await stored();
    const anonymous = new TestClient(app.baseUrl);
    expect((await anonymous.get('/api/compliance-check-templates')).status).toBe(401);
    expect((await anonymous.get('/api/locations/1/compliance-checks')).status).toBe(401);
    expect((await anonymous.post('/api/compliance-checks', { templateId: opening, locationId: 1 })).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('another company’s locations are 404, exactly like missing ones', async () => {
    for (const path of ['/api/locations/1/compliance-checks', '/api/locations/999/compliance-checks', '/api/locations/abc/compliance-checks']) {
      const { status, body } = await river.get(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ message: 'Location not found' });
    }
    expect((await river.get('/api/compliance-check-templates')).body.map((t: { id: number }) => t.id)).not.toContain(opening);
  });

  it('POST /api/compliance-checks starts a pending check, accepting numeric-string ids', async () => {
    const before = await stored();
    const { status, body } = await manager.post('/api/compliance-checks', { templateId: String(opening), locationId: '2', status: 'pending' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ templateId: opening, templateName: 'Daily Opening Check', locationId: 2, status: 'pending', userName: 'Maria Manager' });
    expect(await stored()).toEqual([before[0] + 1, before[1] + 1]);
    expect((await manager.get('/api/locations/2/compliance-checks')).body[0].id).toBe(body.id);
    // status may be left out.
    expect((await manager.post('/api/compliance-checks', { templateId: opening, locationId: 1 })).status).toBe(201);
  });

  it('POST /api/compliance-checks refuses bad bodies with 400 and stores nothing', async () => {
    const before = await stored();
    const cases = [
      [{ templateId: opening, locationId: 1, status: 'completed' }, /status must be pending/],
      [{ locationId: 1 }, /templateId must be a positive whole number/],
      [{ templateId: opening }, /locationId must be a positive whole number/],
      [{ templateId: 'first', locationId: 1 }, /templateId/],
      [{ templateId: opening, locationId: 1.5 }, /locationId/],
      [{ templateId: '99999999999', locationId: 1 }, /templateId/],
      ['{"templateId": ', /Malformed JSON/],
      [[opening, 1], /JSON object/],
    ] as const;
    for (const [body, message] of cases) {
      const response = await manager.post('/api/compliance-checks', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('POST /api/compliance-checks with another company’s location or template is 404 and stores nothing', async () => {
    const before = await stored();
    const [{ id: riverTemplate }] = await sql<{ id: number }>(`select id from compliance_check_template where company_id = 2 order by id limit 1`);
    const cases = [
      [{ templateId: opening, locationId: 1 }, 'Location not found'],
      [{ templateId: riverTemplate, locationId: 1 }, 'Location not found'],
      [{ templateId: opening, locationId: 4 }, 'Compliance check template not found'],
      [{ templateId: 99999, locationId: 4 }, 'Compliance check template not found'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await river.post('/api/compliance-checks', body);
      expect(response.status, JSON.stringify(body)).toBe(404);
      expect(response.body.message).toBe(message);
    }
    expect(await stored()).toEqual(before);
    expect((await river.post('/api/compliance-checks', { templateId: riverTemplate, locationId: 4 })).status).toBe(201);
  });
});
