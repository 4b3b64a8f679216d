import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

/** Password guessing under concurrency and across addresses (TRUST_PROXY lets each request name its address). */
describe('sign-in and sign-up limits', () => {
  let app: TestApp;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const login = (username: string, password: string, ip: string) => new TestClient(app.baseUrl).post('/api/login', { username, password }, from(ip));
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { TRUST_PROXY: '1', SIGN_UPS_PER_HOUR: '3' } });
  });
  afterAll(() => app.close());

  it('100 wrong passwords at once for one user from one address: only 5 are checked, the rest get 429', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login('admin', `guess-${i}`, '203.0.113.1')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    expect(answers.find((a) => a.status === 429)?.body.message).toMatch(/^Too many failed sign-in attempts/);
  });

  it('locks an account after 10 guesses from 10 addresses, twice as long the second time; a known device still signs in', async () => {
    expect((await login('cook', 'demo1234', '198.51.100.7')).status).toBe(200);
    for (let i = 1; i <= 10; i++) expect((await login('cook', `guess-${i}`, `192.0.2.${i}`)).status).toBe(401);
    const locked = await login('cook', 'demo1234', '192.0.2.11');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // The first lock-out runs out (its counter expires), and the guessing starts again.
    await sql(`delete from login_throttle where key = 'account:cook'`);
    for (let i = 12; i <= 21; i++) expect((await login('cook', `guess-${i}`, `192.0.2.${i}`)).status).toBe(401);
    const again = await login('cook', 'demo1234', '192.0.2.22');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(29 * 60);
    // The owner's own device is not locked out by strangers, and signing in clears the lock.
    expect((await login('cook', 'demo1234', '198.51.100.7')).status).toBe(200);
    expect((await login('cook', 'demo1234', '192.0.2.23')).status).toBe(200);
  });

  it('limits sign-ups per address, even when sent at once', async () => {
    const signUp = (n: number, ip: string) =>
      new TestClient(app.baseUrl).post(
        '/api/register',
        { fullName: `Signup ${n}`, email: `signup${n}@example.com`, username: `signup${n}`, password: 'long-secret-1' },
        from(ip),
      );
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => signUp(n, '203.0.113.50')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0].body.message).toMatch(/^Too many accounts created from this address/);
    expect((await signUp(99, '203.0.113.51')).status).toBe(201);
    const [{ n }] = await sql<{ n: string }>(`select count(*) n from "user" where username like 'signup%'`);
    expect(Number(n)).toBe(4);
  });
});
