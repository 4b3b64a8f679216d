import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient as Tab, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const START = 'mutation { startTwoFactorEnrolment { secret otpauthUri qrCode } }';
const CONFIRM = 'mutation($code: String!) { confirmTwoFactorEnrolment(code: $code) }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { username } }';
const PROFILE = 'mutation { updateMyProfile(input: { fullName: "Benjamin Branch" }) { fullName } }';
const CODE_REQUIRED = { message: 'Enter the code from your authenticator app', twoFactorRequired: true };

/** The authenticator app's code `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * A code one step old, so the current one is still unused. The server accepts one step either side
 * of its own, so the last 3 seconds of a step are waited out: a step ending before the request
 * arrives would make the code two steps old.
 */
async function codeOfStepBefore(secret: string): Promise<string> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 27) await new Promise((resolve) => setTimeout(resolve, (30 - intoStep) * 1000 + 50));
  return codeAt(secret, -1);
}

/** Enrols the signed-in person with a code one step old. */
async function enrol(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { data } = await client.graphql(START);
  const secret = data.startTwoFactorEnrolment.secret as string;
  const confirmed = await client.graphql(CONFIRM, { code: await codeOfStepBefore(secret) });
  expect(confirmed.errors).toBeUndefined();
  return { secret, recoveryCodes: confirmed.data.confirmTwoFactorEnrolment };
}

describe('two-factor authentication', () => {
  let app: TestApp;
  let secret: string;
  let recoveryCodes: string[];
  const login = (body: Record<string, unknown>) => new Tab(app.baseUrl).post('/api/login', { username: 'cook', password: 'demo1234', ...body });

  beforeAll(async () => {
    app = await startTestApp('demo');
  });
  afterAll(() => app.close());

  it('enrolment shows the QR code and the secret; a wrong first code is refused; a right one turns it on with ten recovery codes', async () => {
    const cook = await signedIn(app.baseUrl, 'cook');
    const { data } = await cook.graphql(START);
    secret = data.startTwoFactorEnrolment.secret;
    expect(data.startTwoFactorEnrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*cook.*secret=/);
    expect(data.startTwoFactorEnrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(await cook.graphqlErrorCode(CONFIRM, { code: await codeAt(secret, -20) })).toBe('BAD_USER_INPUT');
    expect((await cook.graphql('{ me { twoFactorEnabled } }')).data.me.twoFactorEnabled).toBe(false);
    const confirmed = await cook.graphql(CONFIRM, { code: await codeOfStepBefore(secret) });
    recoveryCodes = confirmed.data.confirmTwoFactorEnrolment;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await cook.graphql('{ me { twoFactorEnabled } }')).data.me.twoFactorEnabled).toBe(true);
    const [stored] = await app.db.orm.em
      .getConnection()
      .execute('select secret, recovery_code_hashes from user_two_factor where user_id = (select id from "user" where username = ?)', ['cook']);
    expect(stored.secret).not.toContain(secret);
    expect(stored.recovery_code_hashes.join()).not.toContain(recoveryCodes[0]);
  });

  it('the password alone answers that a code is required, and signs nobody in', async () => {
    const tab = new Tab(app.baseUrl);
    const response = await tab.post('/api/login', { username: 'cook', password: 'demo1234' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(CODE_REQUIRED);
    expect((await tab.get('/api/user')).status).toBe(401);
    const graphql = await tab.graphql(LOGIN, { input: { username: 'cook', password: 'demo1234' } });
    expect(graphql.errors?.[0]).toMatchObject({ message: CODE_REQUIRED.message, extensions: { code: 'TWO_FACTOR_REQUIRED' } });
    expect((await tab.graphql('{ me { id } }')).data.me).toBeNull();
  });

  it('a right code signs in (REST and GraphQL); the same code again is refused', async () => {
    const code = await codeAt(secret);
    const tab = new Tab(app.baseUrl);
    const response = await tab.post('/api/login', { username: 'cook', password: 'demo1234', code });
    expect(response.status).toBe(200);
    expect((await tab.get('/api/user')).body.username).toBe('cook');
    const reused = await login({ code });
    expect(reused.status).toBe(401);
    expect(reused.body.twoFactorRequired).toBeUndefined();
    const graphqlTab = new Tab(app.baseUrl);
    const graphql = await graphqlTab.graphql(LOGIN, { input: { username: 'cook', password: 'demo1234', code: await codeAt(secret, 1) } });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.login.username).toBe('cook');
  });

  it('a recovery code signs in once', async () => {
    expect((await login({ recoveryCode: recoveryCodes[3] })).status).toBe(200);
    expect((await login({ recoveryCode: recoveryCodes[3] })).status).toBe(401);
    expect((await login({ recoveryCode: recoveryCodes[4]!.toUpperCase() })).status).toBe(200);
  });

  it('wrong codes count like wrong passwords: eventually 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login({ code: '000000' })).status);
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  });

  it('an administrator can turn off another person’s two-factor (audited); they sign in with the password again', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const { data } = await manager.graphql('{ users { id username } }');
    const staff = data.users.find((u: { username: string }) => u.username === 'staff');
    const staffTab = await signedIn(app.baseUrl, 'staff');
    await enrol(staffTab);
    expect((await new Tab(app.baseUrl).post('/api/login', { username: 'staff', password: 'demo1234' })).status).toBe(401);
    const reset = await manager.graphql('mutation($id: Int!) { resetUserTwoFactor(id: $id) { id } }', { id: staff.id });
    expect(reset.errors).toBeUndefined();
    expect((await new Tab(app.baseUrl).post('/api/login', { username: 'staff', password: 'demo1234' })).status).toBe(200);
    const [audit] = await app.db.orm.em
      .getConnection()
      .execute("select count(*)::int as n from audit_event where action = 'reset_two_factor' and entity_id = ?", [String(staff.id)]);
    expect(audit.n).toBe(1);
  });

  it('turning it off takes the password', async () => {
    const staffTab = await signedIn(app.baseUrl, 'staff');
    await enrol(staffTab);
    expect(await staffTab.graphqlErrorCode('mutation { disableTwoFactor(password: "wrong") }')).toBe('BAD_USER_INPUT');
    expect((await staffTab.graphql('mutation { disableTwoFactor(password: "demo1234") }')).data.disableTwoFactor).toBe(true);
    expect((await new Tab(app.baseUrl).post('/api/login', { username: 'staff', password: 'demo1234' })).status).toBe(200);
  });

  it('with the company setting on, an administrator who has not enrolled is held to enrolment; staff are not', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const settings = await manager.graphql(
      '{ companySettings { security { minPasswordLength passwordExpiryDays requireSpecialCharacters requireNumbers sessionTimeoutMinutes maxConcurrentSessions ipRestriction } } }',
    );
    const saved = await manager.graphql('mutation($s: SecuritySettingsInput!) { updateCompanySettings(input: { security: $s }) { companyId } }', {
      s: { ...settings.data.companySettings.security, twoFactor: true },
    });
    expect(saved.errors).toBeUndefined();
    const branchManager = await signedIn(app.baseUrl, 'branchmgr');
    expect((await branchManager.graphql('{ me { mustEnrolTwoFactor } }')).data.me.mustEnrolTwoFactor).toBe(true);
    expect((await branchManager.graphql(PROFILE)).errors?.[0]?.message).toBe('You must set up two-factor authentication before you can do anything else');
    expect((await branchManager.post('/api/logout')).status).toBe(200);
    const again = await signedIn(app.baseUrl, 'branchmgr');
    await enrol(again);
    expect((await again.graphql('{ me { mustEnrolTwoFactor } }')).data.me.mustEnrolTwoFactor).toBe(false);
    expect((await again.graphql(PROFILE)).errors).toBeUndefined();
    const settingsAdmin = await signedIn(app.baseUrl, 'companyadmin');
    expect((await settingsAdmin.graphql('{ me { mustEnrolTwoFactor } }')).data.me.mustEnrolTwoFactor).toBe(true);
    const staff = await signedIn(app.baseUrl, 'staff');
    expect((await staff.graphql('{ me { mustEnrolTwoFactor } }')).data.me.mustEnrolTwoFactor).toBe(false);
    expect((await staff.graphql('mutation { updateMyProfile(input: { fullName: "Sophie Staff" }) { fullName } }')).errors).toBeUndefined();
  });
});
