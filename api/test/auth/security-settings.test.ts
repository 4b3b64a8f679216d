import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';

const SECURITY = {
  minPasswordLength: 8,
  passwordExpiryDays: 90,
  requireSpecialCharacters: true,
  requireNumbers: true,
  sessionTimeoutMinutes: 60,
  maxConcurrentSessions: 3,
  twoFactor: false,
  ipRestriction: false,
};
const UPDATE_SECURITY = 'mutation($s: SecuritySettingsInput!) { updateCompanySettings(input: { security: $s }) { companyId } }';
const LIVE = 'subscription { readingRecorded(locationId: 1) { reading { temperature } } }';
const OFFICE = '203.0.113.0/24';
const INSIDE = '203.0.113.9';
const OUTSIDE = '198.51.100.7';

/** A browser tab behind the trusted proxy: every request says it came from `address` (X-Forwarded-For). */
class FromAddress extends TestClient {
  constructor(
    baseUrl: string,
    readonly address: string,
    cookie = '',
  ) {
    super(baseUrl);
    this.cookie = cookie;
  }
  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request(method, path, body, { 'x-forwarded-for': this.address, ...headers });
  }
}

async function signedInFrom(baseUrl: string, address: string, username: string, password = 'demo1234') {
  const client = new FromAddress(baseUrl, address);
  const response = await client.post('/api/login', { username, password });
  return { client, response };
}

describe('company security settings', () => {
  let app: TestApp;
  let admin: TestClient;
  const sockets: Client[] = [];
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  const setSecurity = async (changes: Partial<typeof SECURITY>) => {
    const { errors } = await admin.graphql(UPDATE_SECURITY, { s: { ...SECURITY, ...changes } });
    expect(errors).toBeUndefined();
  };

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { LIVE_SESSION_CHECK_SECONDS: '1', TRUST_PROXY: 'loopback' } });
    admin = await signedIn(app.baseUrl, 'admin');
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await app.close();
  });

  describe('max concurrent sessions', () => {
    it('with a limit of one, a second sign-in ends the first: its next request is 401 and its socket closes with 4401', async () => {
      await setSecurity({ maxConcurrentSessions: 1 });
      const first = await signedIn(app.baseUrl, 'cook');
      const socket = wsClient(app.baseUrl, first.cookie);
      sockets.push(socket);
      const closed: { code?: number } = {};
      socket.on('closed', (event) => {
        closed.code = (event as { code: number }).code;
      });
      await collect(socket, LIVE, {}).started;
      const second = await signedIn(app.baseUrl, 'cook');
      expect((await first.get('/api/user')).status).toBe(401);
      expect((await first.graphql('{ me { id } }')).data.me).toBeNull();
      expect((await second.get('/api/user')).status).toBe(200);
      await eventually(() => closed.code === 4401);
    });

    it('ends the oldest sessions beyond the limit and keeps the newest', async () => {
      await setSecurity({ maxConcurrentSessions: 2 });
      const [oldest, middle] = [await signedIn(app.baseUrl, 'staff'), await signedIn(app.baseUrl, 'staff')];
      const newest = await signedIn(app.baseUrl, 'staff');
      expect((await oldest.get('/api/user')).status).toBe(401);
      expect((await middle.get('/api/user')).status).toBe(200);
      expect((await newest.get('/api/user')).status).toBe(200);
    });

    it('leaves the provider, who belongs to no company, alone', async () => {
      const supers = [await signedIn(app.baseUrl, 'super'), await signedIn(app.baseUrl, 'super'), await signedIn(app.baseUrl, 'super')];
      for (const client of supers) expect((await client.get('/api/user')).status).toBe(200);
      await setSecurity({ maxConcurrentSessions: 3 });
    });
  });

  describe('password expiry', () => {
    it('a person whose password is older than the expiry must change it before anything else', async () => {
      await setSecurity({ passwordExpiryDays: 30 });
      await sql(`update "user" set password_changed_at = now() - interval '31 days' where username = 'manager'`);
      const manager = await signedIn(app.baseUrl, 'manager');
      expect((await manager.get('/api/user')).body.mustChangePassword).toBe(true);
      expect((await manager.graphql('{ me { mustChangePassword expiredPassword } }')).data.me).toEqual({ mustChangePassword: true, expiredPassword: true });
      const write = await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 4 });
      expect(write.status).toBe(403);
      const changed = await manager.graphql('mutation($i: ChangeMyPasswordInput!) { changeMyPassword(input: $i) { mustChangePassword } }', {
        i: { currentPassword: 'demo1234', newPassword: 'Fresh-pass-42' },
      });
      expect(changed.errors).toBeUndefined();
      expect(changed.data.changeMyPassword.mustChangePassword).toBe(false);
      expect((await manager.graphql('{ me { expiredPassword } }')).data.me.expiredPassword).toBe(false);
      expect((await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 4 })).status).toBe(201);
    });

    it('a password younger than the expiry, or any password with expiry 0 (never), is not asked for', async () => {
      await sql(`update "user" set password_changed_at = now() - interval '29 days' where username = 'staff'`);
      expect((await (await signedIn(app.baseUrl, 'staff')).get('/api/user')).body.mustChangePassword).toBe(false);
      await sql(`update "user" set password_changed_at = now() - interval '4000 days' where username = 'cook'`);
      await setSecurity({ passwordExpiryDays: 0 });
      expect((await (await signedIn(app.baseUrl, 'cook')).get('/api/user')).body.mustChangePassword).toBe(false);
    });
  });

  describe('IP restriction', () => {
    const restrict = (client: TestClient, allowedNetworks: string[], ipRestriction = true) =>
      client.graphql(UPDATE_SECURITY, { s: { ...SECURITY, ipRestriction, allowedNetworks } });

    it('refuses a bad address or CIDR range by name', async () => {
      for (const bad of ['203.0.113.0/33', 'not-an-ip', '10.0.0', '2001:db8::/129', '10.0.0.0/8/1']) {
        const { errors } = await restrict(admin, [bad], false);
        expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        expect(errors?.[0].message).toContain(`"${bad}" is not an IP address or CIDR range`);
      }
    });

    it('refuses a list that would lock out the administrator saving it', async () => {
      const outsider = (await signedInFrom(app.baseUrl, OUTSIDE, 'admin')).client;
      for (const list of [[OFFICE], []]) {
        const { errors } = await restrict(outsider, list);
        expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        expect(errors?.[0].message).toContain(`Your current address (${OUTSIDE}) is not in the allowed networks`);
      }
    });

    it('with the office network allowed, refuses sign-in and every request from elsewhere; the provider and other companies are not held to it', async () => {
      const office = (await signedInFrom(app.baseUrl, INSIDE, 'admin')).client;
      const saved = await restrict(office, [` ${OFFICE} `, '2001:db8::/32']);
      expect(saved.errors).toBeUndefined();
      expect((await office.graphql('{ companySettings { security { ipRestriction allowedNetworks } } }')).data.companySettings.security).toEqual({
        ipRestriction: true,
        allowedNetworks: [OFFICE, '2001:db8::/32'],
      });

      const refused = await signedInFrom(app.baseUrl, OUTSIDE, 'cook');
      expect(refused.response.status).toBe(403);
      expect(refused.client.cookie).toBe('');
      const cook = await signedInFrom(app.baseUrl, INSIDE, 'cook');
      expect(cook.response.status).toBe(200);
      expect((await signedInFrom(app.baseUrl, '2001:db8::42', 'staff')).response.status).toBe(200);
      // The same session, taken elsewhere: REST and GraphQL both refuse it.
      const elsewhere = new FromAddress(app.baseUrl, OUTSIDE, cook.client.cookie);
      expect((await elsewhere.get('/api/user')).status).toBe(403);
      expect(await elsewhere.graphqlErrorCode('{ me { id } }')).toBe('FORBIDDEN');
      expect((await cook.client.get('/api/user')).status).toBe(200);
      // The WebSocket handshake comes straight from 127.0.0.1, outside the list: the socket is refused (4403).
      const socket = wsClient(app.baseUrl, cook.client.cookie);
      sockets.push(socket);
      const closed: { code?: number } = {};
      socket.on('closed', (event) => {
        closed.code = (event as { code: number }).code;
      });
      void collect(socket, LIVE, {});
      await eventually(() => closed.code === 4403);

      const provider = await signedInFrom(app.baseUrl, OUTSIDE, 'super');
      expect(provider.response.status).toBe(200);
      expect(
        (await provider.client.graphql('{ companySettings(companyId: 1) { security { ipRestriction } } }')).data.companySettings.security.ipRestriction,
      ).toBe(true);
      expect((await signedInFrom(app.baseUrl, OUTSIDE, 'rivermgr')).response.status).toBe(200);

      expect((await restrict(office, [OFFICE], false)).errors).toBeUndefined();
      expect((await signedInFrom(app.baseUrl, OUTSIDE, 'cook')).response.status).toBe(200);
    });
  });
});
