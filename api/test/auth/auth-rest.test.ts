import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

describe('REST accounts and sessions', () => {
  let app: TestApp;
  const count = async (sql: string) => Number((await app.db.orm.em.getConnection().execute<{ n: string }[]>(sql))[0].n);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('GET /api/user is 401 when signed out', async () => {
    const { status, body } = await new TestClient(app.baseUrl).get('/api/user');
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Please sign in' });
  });

  it('login returns the user without any password, records lastLogin, and GET /api/user agrees', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const { status, body } = await client.get('/api/user');
    expect(status).toBe(200);
    expect(body).toMatchObject({ username: 'manager', fullName: 'Maria Manager', role: 'customer_admin', roleLabel: 'Customer Admin', initials: 'MM' });
    expect(body.capabilities).toEqual({
      administration: true,
      manageManuals: true,
      manageSchedules: false,
      manageCheckTemplates: true,
      manageEquipment: true,
      changeLocationStatus: true,
      manageSettings: true,
      mobileOnly: false,
      manageApiKeys: true,
      readAuditTrail: true,
      readSiteLeague: true,
      manageInspectorLinks: true,
      // Issue 35: a company-wide administrator manages the company's areas.
      manageAreas: true,
      createOwnCompany: false,
      // A customer admin reads their company page but only the provider deactivates a company (issue 30).
      manageCompanies: false,
      // Issue 36: writes and signs the HACCP plans.
      manageHaccpPlans: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/"password|passwordHash|argon2/i);
    expect(body).toMatchObject({ mustChangePassword: false, companyName: 'Harbour Kitchens Ltd' });
    expect(body.lastLogin).not.toBeNull();
  });

  it('sets an httpOnly SameSite=Lax cookie and issues a new session id at login (no fixation)', async () => {
    const client = new TestClient(app.baseUrl);
    await client.post('/api/login', { username: 'nobody', password: 'wrong-password' });
    const first = await client.post('/api/login', { username: 'cook', password: 'demo1234' });
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(first.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    const before = client.cookie;
    await client.post('/api/login', { username: 'cook', password: 'demo1234' });
    expect(client.cookie).not.toBe(before);
    // The old id no longer signs anyone in.
    const stale = new TestClient(app.baseUrl);
    stale.cookie = before;
    expect((await stale.get('/api/user')).status).toBe(401);
  });

  it('logout destroys the session on the server, not just the cookie', async () => {
    const client = await signedIn(app.baseUrl, 'cook');
    const cookie = client.cookie;
    expect((await client.post('/api/logout')).status).toBe(200);
    const replay = new TestClient(app.baseUrl);
    replay.cookie = cookie;
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('GET /api/user/locations lists the user’s locations, home first', async () => {
    const client = await signedIn(app.baseUrl, 'branchmgr');
    expect((await client.get('/api/user/locations')).body).toEqual([
      { id: 2, name: 'Downtown Branch' },
      { id: 1, name: 'Main Kitchen' },
    ]);
    expect((await new TestClient(app.baseUrl).get('/api/user/locations')).status).toBe(401);
  });

  it('register creates Kitchen Staff even when asked for a privileged role, and signs in', async () => {
    const client = new TestClient(app.baseUrl);
    const { status, body } = await client.post('/api/register', {
      fullName: 'New Cook',
      email: 'new@example.com',
      username: 'newcook',
      password: 'longpassword',
      role: 'super_user',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ username: 'newcook', role: 'user', roleLabel: 'Kitchen Staff' });
    expect((await client.get('/api/user')).body.username).toBe('newcook');
    expect(await count(`select count(*) n from audit_event where entity = 'user' and action = 'register'`)).toBe(1);
  });

  it('register refuses bad input and taken usernames with 4xx and stores nothing', async () => {
    const client = new TestClient(app.baseUrl);
    const users = await count('select count(*) n from "user"');
    const cases = [
      [{ fullName: 'X', username: 'ab', password: 'longpassword' }, 400, /Username/],
      [{ fullName: 'X', username: 'valid_name', password: 'short' }, 400, /at least 8/],
      [{ fullName: 'X', username: 'valid_name', password: 'longpassword', email: 'not-an-email' }, 400, /email/i],
      [{ fullName: 'X'.repeat(201), username: 'valid_name', password: 'longpassword' }, 400, /Full name/],
      [{ fullName: 'X', username: 'MANAGER', password: 'longpassword' }, 409, /taken/],
      ['{"fullName": ', 400, /Malformed JSON/],
      [[1, 2], 400, /JSON object/],
    ] as const;
    for (const [body, status, message] of cases) {
      const response = await client.post('/api/register', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message).toMatch(message);
    }
    expect(await count('select count(*) n from "user"')).toBe(users);
  });

  it('wrong passwords get 401, then 429 with Retry-After after repeated failures', async () => {
    const client = new TestClient(app.baseUrl);
    for (let i = 0; i < 5; i++) {
      const { status, body } = await client.post('/api/login', { username: 'admin', password: `guess-${i}` });
      expect(status).toBe(401);
      expect(body.message).toBe('Invalid username or password');
    }
    const blocked = await client.post('/api/login', { username: 'admin', password: 'demo1234' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The counters live in PostgreSQL, so every API process sees them.
    expect(await count(`select count(*) n from login_throttle where key like 'user_ip:admin|%'`)).toBe(1);
  });

  it('unknown routes under /api are JSON 404s', async () => {
    const { status, body } = await new TestClient(app.baseUrl).get('/api/nope');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Route not found' });
  });
});
