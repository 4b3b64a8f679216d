import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const SECURITY = {
  minPasswordLength: 8,
  passwordExpiryDays: 90,
  requireSpecialCharacters: true,
  requireNumbers: true,
  maxConcurrentSessions: 3,
  twoFactor: false,
  ipRestriction: false,
};

describe('session idle timeout', () => {
  let app: TestApp;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  /** Minutes from now until the stored session of this cookie expires. */
  async function storedMinutesLeft(client: TestClient): Promise<number> {
    const sid = decodeURIComponent(client.cookie.split('=')[1]).slice(2).split('.')[0];
    const [row] = await sql(`select extract(epoch from expire - now()) / 60 as minutes from session where sid = ?`, [sid]);
    return Number(row.minutes);
  }
  const cookieMinutes = (setCookie: string | null) => (new Date(/Expires=([^;]+)/.exec(setCookie ?? '')![1]).getTime() - Date.now()) / 60_000;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('follows the company’s session timeout in both the cookie and the stored session', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    expect(await storedMinutesLeft(manager)).toBeCloseTo(60, 0);
    const { errors } = await manager.graphql('mutation($s: SecuritySettingsInput!) { updateCompanySettings(input: { security: $s }) { companyId } }', {
      s: { ...SECURITY, sessionTimeoutMinutes: 15 },
    });
    expect(errors).toBeUndefined();
    const cook = new TestClient(app.baseUrl);
    const login = await cook.post('/api/login', { username: 'cook', password: 'demo1234' });
    expect(cookieMinutes(login.headers.get('set-cookie'))).toBeCloseTo(15, 0);
    expect(await storedMinutesLeft(cook)).toBeCloseTo(15, 0);
    // Each request rolls the cookie forward by the same idle window.
    const later = await cook.get('/api/user');
    expect(cookieMinutes(later.headers.get('set-cookie'))).toBeCloseTo(15, 0);
    // Another company keeps its own (default) timeout; the provider, with no company, SPEC 9's default.
    expect(await storedMinutesLeft(await signedIn(app.baseUrl, 'rivermgr'))).toBeCloseTo(60, 0);
    expect(await storedMinutesLeft(await signedIn(app.baseUrl, 'super'))).toBeCloseTo(60, 0);
  });

  it('refuses a session left idle past its timeout, on REST and GraphQL', async () => {
    const cook = await signedIn(app.baseUrl, 'cook');
    const sid = decodeURIComponent(cook.cookie.split('=')[1]).slice(2).split('.')[0];
    // As if the cook had walked away: the stored expiry passes.
    await sql(`update session set expire = now() - interval '1 second' where sid = ?`, [sid]);
    expect((await cook.get('/api/user')).status).toBe(401);
    expect((await cook.graphql('{ me { id } }')).data.me).toBeNull();
    expect(await cook.graphqlErrorCode('mutation { recordReading(input: { equipmentId: 1, temperature: 3 }) { id } }')).toBe('UNAUTHENTICATED');
  });
});
