import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';

const CHANGE = `mutation($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { username } }`;
const LIVE = 'subscription { readingRecorded(locationId: 1) { reading { temperature } } }';

/** Issue 33 item 2: a new password ends the person's other sessions, and guessing the current one is throttled like sign-in. */
describe('changing one’s own password', () => {
  let app: TestApp;
  const sockets: Client[] = [];
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const signIn = async (username: string, password: string, ip = '198.51.100.20') => {
    const client = new TestClient(app.baseUrl);
    const { status } = await client.post('/api/login', { username, password }, from(ip));
    expect(status).toBe(200);
    return client;
  };
  const change = (client: TestClient, currentPassword: string, newPassword: string, ip = '198.51.100.20') =>
    client.post('/graphql', { query: CHANGE, variables: { input: { currentPassword, newPassword } } }, from(ip));

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { TRUST_PROXY: '1', LIVE_SESSION_CHECK_SECONDS: '1' } });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await app.close();
  });

  it('ends every other session of the person (REST refused, sockets close 4401); the session that changed it stays, others’ sessions too', async () => {
    const phone = await signIn('cook', 'demo1234');
    const laptop = await signIn('cook', 'demo1234');
    const someoneElse = await signedIn(app.baseUrl, 'staff');
    const socket = wsClient(app.baseUrl, laptop.cookie);
    sockets.push(socket);
    const closed: { code?: number } = {};
    socket.on('closed', (event) => {
      closed.code = (event as { code: number }).code;
    });
    await collect(socket, LIVE, {}).started;

    const changed = await change(phone, 'demo1234', 'Fresh-password-42!');
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data.changeMyPassword.username).toBe('cook');
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await laptop.graphql('query { me { username } }')).data?.me ?? null).toBeNull();
    await eventually(() => closed.code === 4401);
    expect((await phone.get('/api/user')).body.username).toBe('cook');
    expect((await someoneElse.get('/api/user')).status).toBe(200);
    await signIn('cook', 'Fresh-password-42!');
  });

  it('counts wrong current passwords like sign-in failures: after 5 from one address, 429 over REST sign-in and TOO_MANY_REQUESTS over GraphQL', async () => {
    const admin = await signIn('admin', 'demo1234', '198.51.100.30');
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 12; i++) {
      const { body } = await change(admin, `wrong-guess-${i}`, 'Another-password-42!', '198.51.100.30');
      answers.push(body.errors?.[0]?.extensions?.code);
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('BAD_USER_INPUT'));
    expect(answers.slice(5)).toEqual(Array(7).fill('TOO_MANY_REQUESTS'));
    // Even the right password is refused now, as a sign-in would be.
    const blocked = await change(admin, 'demo1234', 'Another-password-42!', '198.51.100.30');
    expect(blocked.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many failed sign-in attempts/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const login = await new TestClient(app.baseUrl).post('/api/login', { username: 'admin', password: 'demo1234' }, from('198.51.100.30'));
    expect(login.status).toBe(429);
    // The password did not change.
    await signIn('admin', 'demo1234', '198.51.100.31');
  });

  it('counts wrong passwords given to turn off two-factor authentication the same way', async () => {
    const companyAdmin = await signIn('companyadmin', 'demo1234', '198.51.100.40');
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 7; i++) {
      const { body } = await companyAdmin.post(
        '/graphql',
        { query: 'mutation($p: String!) { disableTwoFactor(password: $p) }', variables: { p: `guess-${i}` } },
        from('198.51.100.40'),
      );
      codes.push(body.errors?.[0]?.extensions?.code);
    }
    expect(codes).toEqual([...Array(5).fill('BAD_USER_INPUT'), 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });
});
