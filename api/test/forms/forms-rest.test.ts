import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const WASTAGE = { date: '2026-11-24', foodItem: 'Soup', quantity: '3 litres', reason: 'Overproduction', disposalMethod: 'Food waste bin', cost: '' };

describe('REST digital forms', () => {
  let app: TestApp;
  let manager: TestClient;
  let river: TestClient;
  const sql = async <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
  const stored = () => Promise.all([count('select count(*) n from digital_form'), count(`select count(*) n from audit_event where entity = 'digital_form'`)]);

  beforeAll(async () => {
    app = await startTestApp();
    [manager, river] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'rivermgr')]);
  });
  afterAll(() => app.close());

  it('GET /api/locations/:id/digital-forms lists the newest 5 by default', async () => {
    for (let i = 0; i < 3; i++) await manager.post('/api/digital-forms', { type: 'wastage_sheet', locationId: 1, formData: WASTAGE, status: 'submitted' });
    const { status, body } = await manager.get('/api/locations/1/digital-forms');
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(body[0]).toMatchObject({ id: expect.any(Number), type: 'wastage_sheet', status: 'submitted', createdAt: expect.any(String) });
    expect((await manager.get('/api/locations/1/digital-forms?limit=100')).body).toHaveLength(6);
    expect((await manager.get('/api/locations/1/digital-forms?limit=2')).body).toHaveLength(2);
    for (const limit of ['0', '101', 'five']) {
      const response = await manager.get(`/api/locations/1/digital-forms?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.message).toBe('limit must be a whole number from 1 to 100');
    }
  });

  it('POST /api/digital-forms stores the form (location id may be a numeric string) and answers 201 with it', async () => {
    const before = await stored();
    const { status, body } = await manager.post('/api/digital-forms', { type: 'wastage_sheet', locationId: '1', formData: WASTAGE, status: 'submitted' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 'wastage_sheet', status: 'submitted', locationId: 1, submittedBy: 'Maria Manager', formData: WASTAGE });
    expect(await stored()).toEqual([before[0] + 1, before[1] + 1]);
  });

  it('signed-out callers get 401 and nothing is stored', async () => {
    const before = await stored();
    const anonymous = new TestClient(app.baseUrl);
    expect((await anonymous.get('/api/locations/1/digital-forms')).status).toBe(401);
    expect((await anonymous.post('/api/digital-forms', { type: 'wastage_sheet', locationId: 1, formData: WASTAGE, status: 'submitted' })).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('POST /api/digital-forms refuses bad bodies with 400 and stores nothing', async () => {
    const before = await stored();
    const ok = { type: 'wastage_sheet', locationId: 1, formData: WASTAGE, status: 'submitted' };
    const cases = [
      [{ ...ok, formData: { ...WASTAGE, foodItem: '', reason: '' } }, 'Please fill in: Food Item, Reason'],
      [{ ...ok, type: 'tax_return' }, /^Unknown form type/],
      [{ ...ok, type: undefined }, /^Unknown form type/],
      [{ ...ok, locationId: 'one' }, 'locationId must be a positive whole number'],
      [{ ...ok, locationId: undefined }, 'locationId must be a positive whole number'],
      [{ ...ok, formData: undefined }, /formData must be an object/],
      [{ ...ok, formData: [1, 2] }, /formData must be an object/],
      [{ ...ok, formData: { ...WASTAGE, foodItem: 'x'.repeat(5001) } }, /"foodItem" must be text \(up to 5000 characters\)/],
      [{ ...ok, formData: { ...WASTAGE, photo: { url: 'x' } } }, /"photo" must be text/],
      [{ ...ok, status: 'draft' }, 'status must be submitted'],
      ['{"type": "wastage_sheet",', 'Malformed JSON body'],
      ['"just text"', 'Malformed JSON body'],
      [[ok], 'Expected a JSON object'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await manager.post('/api/digital-forms', body);
      expect(response.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('another company’s location is 404 on both routes and nothing is stored', async () => {
    const before = await stored();
    expect(await river.get('/api/locations/1/digital-forms')).toMatchObject({ status: 404, body: { message: 'Location not found' } });
    expect(await river.get('/api/locations/0/digital-forms')).toMatchObject({ status: 404, body: { message: 'Location not found' } });
    const response = await river.post('/api/digital-forms', { type: 'wastage_sheet', locationId: 1, formData: WASTAGE, status: 'submitted' });
    expect(response).toMatchObject({ status: 404, body: { message: 'Location not found' } });
    expect(await stored()).toEqual(before);
    expect((await river.get('/api/locations/4/digital-forms')).body.every((f: { type: string }) => f.type)).toBe(true);
  });
});
