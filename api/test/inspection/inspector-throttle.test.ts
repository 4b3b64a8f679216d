import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const CREATE = 'mutation($input: CreateInspectorLinkInput!) { createInspectorLink(input: $input) { token link { id } } }';

/** Issue 33 item 7: the inspector routes need no account, so they are counted by address (TRUST_PROXY: the address a proxy names). */
describe('inspector routes are throttled by address', () => {
  let app: TestApp;
  let token = '';
  let linkId = 0;
  let client: TestClient;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const uses = async () =>
    (
      await app.db.orm.em
        .getConnection()
        .execute<{ n: number }[]>(`select count(*)::int n from audit_event where entity = 'inspector_link' and entity_id = ? and action = 'use'`, [
          String(linkId),
        ])
    )[0].n;

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { INSPECTOR_REQUESTS_PER_MINUTE: '20', TRUST_PROXY: 'loopback' } });
    client = new TestClient(app.baseUrl);
    const manager = await signedIn(app.baseUrl, 'manager');
    const { data } = await manager.graphql(CREATE, {
      input: { label: 'EHO visit', locationIds: [1], periodStart: '2026-01-10T00:00:00.000Z', periodEnd: '2026-01-11T00:00:00.000Z' },
    });
    ({ token } = data.createInspectorLink);
    linkId = data.createInspectorLink.link.id;
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After once an address has guessed INSPECTOR_REQUESTS_PER_MINUTE tokens; other addresses still get in', async () => {
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => client.request('GET', `/api/inspect/guess-${i}`, undefined, from('203.0.113.7'))));
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = guesses.find((g) => g.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many requests for inspector links\. Try again in \d+ second\(s\)\.$/);
    // The valid token too, and the pack: the address is throttled, not the token.
    expect((await client.request('GET', `/api/inspect/${token}`, undefined, from('203.0.113.7'))).status).toBe(429);
    expect((await client.request('POST', `/api/inspect/${token}/pack`, {}, from('203.0.113.7'))).status).toBe(429);
    expect((await client.request('GET', `/api/inspect/${token}`, undefined, from('198.51.100.4'))).status).toBe(200);
  });

  it('audits a link’s use once an hour per address, however often it is reloaded', async () => {
    const before = await uses();
    for (let i = 0; i < 5; i++) expect((await client.request('GET', `/api/inspect/${token}`, undefined, from('192.0.2.10'))).status).toBe(200);
    expect(await uses()).toBe(before + 1);
    expect((await client.request('GET', `/api/inspect/${token}`, undefined, from('192.0.2.11'))).status).toBe(200);
    expect(await uses()).toBe(before + 2);
  });
});
