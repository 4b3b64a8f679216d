import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSECURE_SIGN_IN } from '../../src/http/session.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

describe('production headers and the session cookie', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('demo', { env: { NODE_ENV: 'production', TRUST_PROXY: '1' } });
  });
  afterAll(() => app.close());

  it('the web app gets a CSP that allows its own scripts, styles, worker and socket, and forbids framing', async () => {
    const { headers } = await new TestClient(app.baseUrl).get('/');
    const csp = headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "worker-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('HSTS only on a secure request', async () => {
    const plain = await new TestClient(app.baseUrl).get('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await new TestClient(app.baseUrl).request('GET', '/api/health', undefined, { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(secure.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('in production over plain HTTP, sign-in is refused with a clear message instead of a 200 without a cookie', async () => {
    const { status, body, headers } = await new TestClient(app.baseUrl).post('/api/login', { username: 'manager', password: 'demo1234' });
    expect(status).toBe(403);
    expect(body.message).toBe(INSECURE_SIGN_IN);
    expect(headers.get('set-cookie')).toBeNull();
  });

  it('behind a TLS proxy (TRUST_PROXY) sign-in sets a Secure cookie, and logout clears it', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const client = new TestClient(app.baseUrl);
    const signIn = await client.post('/api/login', { username: 'manager', password: 'demo1234' }, https);
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-cookie')).toMatch(/^fsm\.sid=.+; Secure; SameSite=Lax/i);
    const logout = await client.post('/api/logout', undefined, https);
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/^fsm\.sid=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });
});

describe('logout outside production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('clears the cookie in the browser as well as the session on the server', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const logout = await client.post('/api/logout');
    expect(logout.headers.get('set-cookie')).toMatch(/^fsm\.sid=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect((await client.graphql('{ me { id } }')).data.me).toBeNull();
  });
});
