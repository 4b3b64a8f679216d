import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN } from '../../src/http/same-origin.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { tinyPdf } from '../uploads/upload-client.js';

const EVIL = 'http://evil.example';
const PARTNER = 'https://partner.example';

describe('state-changing REST requests from another site are refused (Origin, else Referer)', () => {
  let app: TestApp;
  let manager: TestClient;
  const uploads = async () => Number((await app.db.orm.em.getConnection().execute<{ n: string }[]>('select count(*) n from upload'))[0].n);
  /** POST /api/uploads as another site's page would send it: a multipart form riding the visitor's cookie. */
  const uploadFrom = async (headers: Record<string, string>) => {
    const form = new FormData();
    form.append('purpose', 'manual');
    form.append('file', new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }), 'haccp.pdf');
    const response = await fetch(`${app.baseUrl}/api/uploads`, { method: 'POST', body: form, headers: { cookie: manager.cookie, ...headers } });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { ALLOWED_ORIGINS: `${PARTNER}, https://other.example` } });
  });
  afterAll(() => app.close());

  it('a multipart upload from another origin is 403 with a clear message and stores nothing', async () => {
    manager = await signedIn(app.baseUrl, 'manager');
    const before = await uploads();
    expect(await uploadFrom({ origin: EVIL })).toEqual({ status: 403, body: { message: FOREIGN_ORIGIN } });
    expect(await uploadFrom({ origin: 'null' })).toEqual({ status: 403, body: { message: FOREIGN_ORIGIN } });
    // Without Origin a browser's Referer says where the request came from.
    expect(await uploadFrom({ referer: `${EVIL}/page.html` })).toEqual({ status: 403, body: { message: FOREIGN_ORIGIN } });
    // X-Forwarded-Host names the app's host only when TRUST_PROXY trusts the proxy that set it.
    expect(await uploadFrom({ origin: EVIL, 'x-forwarded-host': 'evil.example' })).toEqual({ status: 403, body: { message: FOREIGN_ORIGIN } });
    expect(await uploads()).toBe(before);
  });

  it('a text/plain logout from another origin is refused and the session lives on', async () => {
    manager = await signedIn(app.baseUrl, 'manager');
    const forged = await manager.request('POST', '/api/logout', 'x', { 'content-type': 'text/plain', origin: EVIL });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: FOREIGN_ORIGIN });
    expect((await manager.get('/api/user')).status).toBe(200);
  });

  it("the app's own origin, an ALLOWED_ORIGINS origin and requests with neither header still write", async () => {
    manager = await signedIn(app.baseUrl, 'manager');
    expect((await uploadFrom({ origin: app.baseUrl })).status).toBe(201);
    expect((await uploadFrom({ referer: `${app.baseUrl}/admin/settings` })).status).toBe(201);
    expect((await uploadFrom({ origin: PARTNER })).status).toBe(201);
    // API-key gateways and curl send no Origin or Referer (every other test signs in that way too).
    expect((await uploadFrom({})).status).toBe(201);
    const own = await manager.request('POST', '/api/logout', undefined, { origin: app.baseUrl });
    expect(own.status).toBe(200);
    expect((await manager.get('/api/user')).status).toBe(401);
  });

  it('reads from another origin are not affected', async () => {
    manager = await signedIn(app.baseUrl, 'manager');
    expect((await manager.request('GET', '/api/user', undefined, { origin: EVIL })).status).toBe(200);
  });

  it("a cross-site simple POST to /graphql is already refused by Apollo's CSRF prevention", async () => {
    manager = await signedIn(app.baseUrl, 'manager');
    const forged = await manager.request('POST', '/graphql', JSON.stringify({ query: 'mutation { logout }' }), { 'content-type': 'text/plain', origin: EVIL });
    expect(forged.status).toBe(400);
    expect((await manager.get('/api/user')).status).toBe(200);
  });
});
