import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

/**
 * Input no handler should ever see: each gets a clear 4xx in the route's own error shape (REST
 * `{ message }`, GraphQL `errors[].extensions.code`), and the database is unchanged afterwards.
 */
describe('bad input at the HTTP boundary', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  /** A digest of every row of every table a request could write (not the session and throttle counters). */
  async function counts(): Promise<string> {
    const tables = await sql<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_name not in ('session', 'login_throttle', 'api_key_rate_limit', 'job_worker_heartbeat') and table_name not like 'mikro_orm%' order by 1`,
    );
    const digests = await Promise.all(
      tables.map(({ table_name }) => sql<{ d: string }>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) d from "${table_name}" t`)),
    );
    return digests.map(([row], i) => `${tables[i].table_name}:${row.d}`).join(',');
  }

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  const NUL = 'Harbour\u0000Deli';
  const LONE = 'Harbour \ud800 Deli';
  const REST_CASES: [string, () => Promise<{ status: number; body: any }>, RegExp][] = [
    [
      'register with a NUL byte',
      () => new TestClient(app.baseUrl).post('/api/register', { fullName: NUL, email: 'n@example.com', username: 'nul1', password: 'long-secret-1' }),
      /NUL/,
    ],
    ['login with a NUL byte', () => new TestClient(app.baseUrl).post('/api/login', { username: 'manager\u0000', password: 'demo1234' }), /NUL/],
    ['a location named with a NUL byte', () => manager.post('/api/locations', { name: NUL }), /NUL/],
    ['a location named with a lone surrogate', () => manager.post('/api/locations', { name: LONE }), /Unicode/],
    [
      'register with a lone surrogate e-mail',
      () => new TestClient(app.baseUrl).post('/api/register', { fullName: 'Kim', email: `k${LONE}@example.com`, username: 'lone1', password: 'long-secret-1' }),
      /Unicode/,
    ],
    [
      'form data with a lone surrogate',
      () =>
        manager.post('/api/digital-forms', {
          type: 'visitor_log',
          locationId: 1,
          status: 'submitted',
          formData: { visitorName: LONE, company: 'C', purpose: 'P', timeIn: '10:00', safetyBriefing: true, escorted: true },
        }),
      /Unicode/,
    ],
    ['a NUL byte in a query parameter', () => manager.get('/api/equipment?locationId=1&category=%00'), /NUL/],
    ['a __proto__ key', () => manager.post('/api/locations', '{"name":"Deli","__proto__":{"admin":true}}'), /__proto__/],
    ['a constructor.prototype key', () => manager.post('/api/locations', { name: 'Deli', constructor: { prototype: { admin: true } } }), /constructor/],
    [
      'equipmentId beyond a 32-bit integer',
      () => manager.post('/api/temperature-readings', { equipmentId: 2147483648, temperature: 3 }),
      /out of range|not found/,
    ],
    [
      'equipmentId beyond a safe integer',
      () => manager.post('/api/temperature-readings', '{"equipmentId":9007199254740993,"temperature":3}'),
      /out of range|not found|integer/,
    ],
    [
      'a reading dated 0001-01-01',
      () => manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 3, timestamp: '0001-01-01T00:00:00Z' }),
      /days old/,
    ],
    ['an id path segment beyond a 32-bit integer', () => manager.get('/api/locations/2147483648/equipment'), /out of range|not found/],
    ['malformed JSON', () => manager.post('/api/locations', '{"name":'), /Malformed JSON/],
  ];

  it.each(REST_CASES)('REST: %s → 4xx with a plain message, nothing stored', async (_name, call, message) => {
    const before = await counts();
    const { status, body } = await call();
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.message).toMatch(message);
    expect(await counts()).toBe(before);
  });

  it('REST: Content-Encoding gzip with a plain body is a 400, and a real gzip body works', async () => {
    const plain = await fetch(`${app.baseUrl}/api/locations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', cookie: manager.cookie },
      body: JSON.stringify({ name: 'Deli' }),
    });
    expect(plain.status).toBe(400);
    expect((await plain.json()).message).toBe('Unreadable request body');
    const gzipped = await fetch(`${app.baseUrl}/api/locations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', cookie: manager.cookie },
      body: gzipSync(JSON.stringify({ name: 'Gzip Deli' })),
    });
    expect(gzipped.status).toBe(201);
  });

  it.each([
    ['a NUL byte in a variable', 'mutation($n: String!) { createLocation(input: { name: $n }) { id } }', { n: NUL }],
    ['a lone surrogate in a variable', 'mutation($n: String!) { createLocation(input: { name: $n }) { id } }', { n: LONE }],
    ['a NUL byte inline in the document', `mutation { createLocation(input: { name: "a\\u0000b" }) { id } }`, {}],
    ['an id beyond a 32-bit integer', 'query { equipment(locationId: 2147483648) { id } }', {}],
    ['recordReading with equipmentId 2147483648', 'mutation { recordReading(input: { equipmentId: 2147483648, temperature: 3 }) { id } }', {}],
    ['recordReadings with equipmentId 9007199254740993', 'mutation { recordReadings(inputs: [{ equipmentId: 9007199254740993, temperature: 3 }]) { id } }', {}],
    ['a reading dated 0001-01-01', `mutation { recordReading(input: { equipmentId: 1, temperature: 3, recordedAt: "0001-01-01T00:00:00Z" }) { id } }`, {}],
    [
      'one clientId twice in a batch',
      'mutation($i: [RecordReadingInput!]!) { recordReadings(inputs: $i) { id } }',
      { i: [1, 2].map((n) => ({ equipmentId: n, temperature: 3, clientId: '6b1a9c1e-2f8e-4c1a-9d7e-1f2a3b4c5d6e' })) },
    ],
  ])('GraphQL: %s → BAD_USER_INPUT, nothing stored', async (_name, query, variables) => {
    const before = await counts();
    const response = await manager.graphql(query, variables);
    expect(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED']).toContain(response.errors?.[0]?.extensions?.code);
    expect(response.data?.createLocation ?? null).toBeNull();
    expect(await counts()).toBe(before);
  });

  it('the write and its audit row commit together: a location is never stored without its audit event', async () => {
    const created = await manager.post('/api/locations', { name: 'Audited Deli' });
    expect(created.status).toBe(201);
    const [row] = await sql<{ n: string }>(`select count(*) n from audit_event where entity = 'location' and entity_id = '${created.body.id}'`);
    expect(Number(row.n)).toBe(1);
  });
});
