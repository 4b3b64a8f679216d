import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { wsClient } from '../helpers/ws-client.js';

const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { id username role locationId extraLocationIds mustChangePassword isActive } }`;
const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { id fullName email role locationId extraLocationIds } }`;
const SET_ACTIVE = `mutation($id: Int!, $active: Boolean!) { setUserActive(id: $id, active: $active) { id isActive } }`;
const RESET = `mutation($id: Int!, $password: String!) { resetUserPassword(id: $id, password: $password) { id mustChangePassword } }`;
const CHANGE = `mutation($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { username mustChangePassword } }`;
const PROFILE = `mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { fullName email } }`;
const READING = `mutation { recordReading(input: { equipmentId: 1, temperature: 3 }) { id } }`;
const INITIAL = 'Welcome#2026';

describe('people: add, edit, deactivate, reset, change password', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  const sessionsOf = async (id: number) => Number((await sql(`select count(*) n from session where (sess ->> 'userId')::int = ?`, [id]))[0].n);
  const userInput = (username: string, extra: Record<string, unknown> = {}) => ({
    fullName: `Test ${username}`,
    username,
    email: `${username}@example.com`,
    role: 'branch_user',
    locationId: 1,
    password: INITIAL,
    ...extra,
  });
  async function addUser(by: TestClient, username: string, extra: Record<string, unknown> = {}): Promise<number> {
    const { data, errors } = await by.graphql(CREATE, { input: userInput(username, extra) });
    expect(errors).toBeUndefined();
    return data.createUser.id;
  }
  async function signInChanged(username: string, password = INITIAL): Promise<TestClient> {
    const client = await signedIn(app.baseUrl, username, password);
    const { errors } = await client.graphql(CHANGE, { input: { currentPassword: password, newPassword: 'Changed#2026' } });
    expect(errors).toBeUndefined();
    return client;
  }

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('Add User: an initial password that must be changed, home and extra locations, audited without any hash', async () => {
    const { data, errors } = await manager.graphql(CREATE, { input: userInput('newstaff', { extraLocationIds: [2, 1] }) });
    expect(errors).toBeUndefined();
    expect(data.createUser).toMatchObject({
      username: 'newstaff',
      role: 'branch_user',
      locationId: 1,
      extraLocationIds: [2],
      mustChangePassword: true,
      isActive: true,
    });
    const [audit] = await sql(`select action, before, after from audit_event where entity = 'user' and entity_id = ? and action = 'create'`, [
      String(data.createUser.id),
    ]);
    expect(audit.after).toMatchObject({ username: 'newstaff', role: 'branch_user', locationId: 1, extraLocationIds: [2], mustChangePassword: true });
    expect(await sql(`select 1 from "user" where username = 'newstaff' and password like '$argon2id$%'`)).toHaveLength(1);
    expect(await manager.graphqlErrorCode(CREATE, { input: userInput('NEWSTAFF') })).toBe('CONFLICT');
    expect(await manager.graphqlErrorCode(CREATE, { input: userInput('x', {}) })).toBe('BAD_USER_INPUT');
    expect(await manager.graphqlErrorCode(CREATE, { input: userInput('badrole', { role: 'owner' }) })).toBe('BAD_USER_INPUT');
  });

  it('an initial password opens only Change Password: every other mutation and REST write is FORBIDDEN until then', async () => {
    await addUser(manager, 'gated', { role: 'user' });
    const client = await signedIn(app.baseUrl, 'gated', INITIAL);
    expect((await client.get('/api/user')).body.mustChangePassword).toBe(true);
    const refused = await client.graphql(READING);
    expect(refused.errors?.[0]).toMatchObject({ message: 'You must change your password before you can do anything else', extensions: { code: 'FORBIDDEN' } });
    expect(await client.graphqlErrorCode(PROFILE, { input: { fullName: 'Gate Crasher' } })).toBe('FORBIDDEN');
    const rest = await client.post('/api/temperature-readings', { equipmentId: 1, temperature: 3 });
    expect(rest).toMatchObject({ status: 403, body: { message: 'You must change your password before you can do anything else' } });
    // Reading is still allowed (the screens need me), so is changing the password.
    expect((await client.graphql('{ me { username mustChangePassword } }')).data.me).toEqual({ username: 'gated', mustChangePassword: true });
    const wrong = await client.graphql(CHANGE, { input: { currentPassword: 'nope', newPassword: 'Changed#2026' } });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Current password is incorrect', extensions: { code: 'BAD_USER_INPUT' } });
    const same = await client.graphql(CHANGE, { input: { currentPassword: INITIAL, newPassword: INITIAL } });
    expect(same.errors?.[0].message).toBe('New password must be different from the current one');
    const changed = await client.graphql(CHANGE, { input: { currentPassword: INITIAL, newPassword: 'Changed#2026' } });
    expect(changed.data.changeMyPassword).toEqual({ username: 'gated', mustChangePassword: false });
    expect((await client.graphql(READING)).errors).toBeUndefined();
    expect((await client.graphql(PROFILE, { input: { fullName: 'Gail Gated', email: 'gail@example.com' } })).data.updateMyProfile).toEqual({
      fullName: 'Gail Gated',
      email: 'gail@example.com',
    });
    const audits = await sql(
      `select action, before, after from audit_event where entity = 'user' and action in ('change_password', 'update_profile') order by id`,
    );
    expect(audits).toEqual([
      { action: 'change_password', before: { mustChangePassword: true }, after: { mustChangePassword: false } },
      {
        action: 'update_profile',
        before: { fullName: 'Test gated', email: 'gated@example.com' },
        after: { fullName: 'Gail Gated', email: 'gail@example.com' },
      },
    ]);
  });

  it('new passwords follow the company’s security settings, naming each rule broken', async () => {
    const security = { minPasswordLength: 12, passwordExpiryDays: 90, requireSpecialCharacters: true, requireNumbers: true, sessionTimeoutMinutes: 60 };
    const saved = await manager.graphql(
      'mutation($s: SecuritySettingsInput!) { updateCompanySettings(input: { security: $s }) { security { minPasswordLength } } }',
      { s: { ...security, maxConcurrentSessions: 3, twoFactor: false, ipRestriction: false } },
    );
    expect(saved.errors).toBeUndefined();
    const weak = await manager.graphql(CREATE, { input: userInput('weakling', { password: 'short' }) });
    expect(weak.errors?.[0]).toMatchObject({
      message: 'Password must be at least 12 characters; Password must include a number; Password must include a special character such as ! ? # or %',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await manager.graphql(CREATE, { input: userInput('weakling', { password: 'longenough#pw' }) })).errors?.[0].message).toBe(
      'Password must include a number',
    );
    expect(await sql(`select 1 from "user" where username = 'weakling'`)).toEqual([]);
    const id = await addUser(manager, 'strong', { password: 'Long#enough2026' });
    expect((await manager.graphql(RESET, { id, password: 'Short#1' })).errors?.[0].message).toBe('Password must be at least 12 characters');
    const client = await signedIn(app.baseUrl, 'strong', 'Long#enough2026');
    const change = await client.graphql(CHANGE, { input: { currentPassword: 'Long#enough2026', newPassword: 'nonumbers!here' } });
    expect(change.errors?.[0].message).toBe('Password must include a number');
    // The public sign-up (no company yet) keeps its own rule.
    expect((await new TestClient(app.baseUrl).post('/api/register', { fullName: 'Solo', username: 'solo1', password: 'plainpassword' })).status).toBe(201);
    await manager.graphql('mutation { resetCompanySettings { companyId } }');
  });

  it('ranks roles: nobody grants above their own rank, nor the Super User role; a higher role cannot be managed', async () => {
    const superUser = await signedIn(app.baseUrl, 'super');
    expect(await manager.graphqlErrorCode(CREATE, { input: userInput('fakesuper', { role: 'super_user' }) })).toBe('FORBIDDEN');
    expect(await superUser.graphqlErrorCode(CREATE, { input: userInput('fakesuper', { role: 'super_user', companyId: 1 }) })).toBe('FORBIDDEN');
    expect((await manager.graphql(CREATE, { input: userInput('coadmin', { role: 'customer_admin' }) })).errors).toBeUndefined();
    const branchmgr = await signedIn(app.baseUrl, 'branchmgr');
    const refused = await branchmgr.graphql(CREATE, { input: userInput('fakeadmin', { role: 'admin', locationId: 2 }) });
    expect(refused.errors?.[0]).toMatchObject({ message: 'You cannot give the Admin role', extensions: { code: 'FORBIDDEN' } });
    expect(await branchmgr.graphqlErrorCode(CREATE, { input: userInput('fakecustomer', { role: 'customer_admin', locationId: 2 }) })).toBe('FORBIDDEN');
    const managerId = Number((await sql(`select id from "user" where username = 'manager'`))[0].id);
    expect(await branchmgr.graphqlErrorCode(UPDATE, { input: { id: managerId, fullName: 'Demoted' } })).toBe('FORBIDDEN');
    expect(await branchmgr.graphqlErrorCode(SET_ACTIVE, { id: managerId, active: false })).toBe('FORBIDDEN');
    const staffId = await addUser(branchmgr, 'downtowner', { locationId: 2 });
    expect(await branchmgr.graphqlErrorCode(UPDATE, { input: { id: staffId, role: 'branch_manager' } })).toBeUndefined();
    expect(await branchmgr.graphqlErrorCode(UPDATE, { input: { id: staffId, role: 'admin' } })).toBe('FORBIDDEN');
    expect(await sql(`select 1 from "user" where username in ('fakesuper', 'fakeadmin', 'fakecustomer')`)).toEqual([]);
  });

  it('offers each administrator exactly the roles they may give, and marks whom they may manage', async () => {
    const roles = async (client: TestClient) => (await client.graphql('{ assignableRoles { value label } }')).data.assignableRoles.map((r: any) => r.value);
    expect(await roles(manager)).toEqual([
      'customer_admin',
      'super_admin',
      'admin',
      'company_admin',
      'auditor',
      // Issue 35: between the company and its sites.
      'area_manager',
      'branch_manager',
      'branch_admin',
      'user',
      'branch_user',
    ]);
    const branchmgr = await signedIn(app.baseUrl, 'branchmgr');
    expect(await roles(branchmgr)).toEqual(['branch_manager', 'branch_admin', 'user', 'branch_user']);
    // Each with one line on what it may do, read from its capabilities (issue 30).
    const described = (await branchmgr.graphql('{ assignableRoles { value description } }')).data.assignableRoles;
    expect(Object.fromEntries(described.map((r: any) => [r.value, r.description]))).toEqual({
      // Issue 33 item 4: checklists are company-wide, so no branch role manages them.
      branch_manager: 'Their locations. Manages people, locations and equipment.',
      branch_admin: 'Their locations. Manages equipment, cleaning schedules and training records.',
      user: 'Their locations. Records temperatures, checks and forms.',
      branch_user: 'Their locations, in the phone app only. Records temperatures, checks and forms.',
    });
    const ownerLine = (await manager.graphql('{ assignableRoles { value description } }')).data.assignableRoles[0];
    expect(ownerLine).toEqual({
      value: 'customer_admin',
      description: 'Whole company. Manages people, locations, equipment, checklists, forms, settings, API keys and inspector links; reads the audit trail.',
    });
    expect(await (await signedIn(app.baseUrl, 'cook')).graphqlErrorCode('{ assignableRoles { value } }')).toBe('FORBIDDEN');
    const rows = (await branchmgr.graphql('{ users { username manageable } }')).data.users;
    const manageable = Object.fromEntries(rows.map((u: any) => [u.username, u.manageable]));
    expect(manageable).toMatchObject({ manager: false, admin: false, branchmgr: false, staff: true, cook: true });
  });

  it('a branch manager works only on people of their own locations; others look missing', async () => {
    const branchmgr = await signedIn(app.baseUrl, 'branchmgr');
    // Airport Café (3) is not theirs: neither as a home nor as an extra location.
    expect(await branchmgr.graphqlErrorCode(CREATE, { input: userInput('airporter', { locationId: 3 }) })).toBe('NOT_FOUND');
    expect(await branchmgr.graphqlErrorCode(CREATE, { input: userInput('airporter', { locationId: 2, extraLocationIds: [3] }) })).toBe('NOT_FOUND');
    const airportId = Number((await sql(`select id from "user" where username = 'branchadmin'`))[0].id);
    expect(await branchmgr.graphqlErrorCode(SET_ACTIVE, { id: airportId, active: false })).toBe('NOT_FOUND');
    expect(await branchmgr.graphqlErrorCode(RESET, { id: airportId, password: INITIAL })).toBe('NOT_FOUND');
    const listed = (await branchmgr.graphql('{ users { username locationId } }')).data.users;
    expect(listed.map((u: any) => u.username)).not.toContain('branchadmin');
    expect(listed.every((u: any) => [1, 2].includes(u.locationId))).toBe(true);
    // Extra locations they cannot see are kept when they edit someone's locations.
    const id = await addUser(manager, 'traveller', { locationId: 2, extraLocationIds: [3] });
    const edited = await branchmgr.graphql(UPDATE, { input: { id, extraLocationIds: [1] } });
    expect(edited.data.updateUser).toMatchObject({ locationId: 2, extraLocationIds: [1, 3] });
  });

  it('editing is audited with before and after; nobody changes their own role or deactivates themselves', async () => {
    const id = await addUser(manager, 'editme');
    const { data, errors } = await manager.graphql(UPDATE, {
      input: { id, fullName: 'Edith Edited', email: 'edith@example.com', role: 'branch_manager', locationId: 2 },
    });
    expect(errors).toBeUndefined();
    expect(data.updateUser).toEqual({ id, fullName: 'Edith Edited', email: 'edith@example.com', role: 'branch_manager', locationId: 2, extraLocationIds: [] });
    const [audit] = await sql(`select before, after from audit_event where entity = 'user' and entity_id = ? and action = 'update'`, [String(id)]);
    expect(audit.before).toMatchObject({ fullName: 'Test editme', role: 'branch_user', locationId: 1 });
    expect(audit.after).toMatchObject({ fullName: 'Edith Edited', role: 'branch_manager', locationId: 2 });
    const managerId = Number((await sql(`select id from "user" where username = 'manager'`))[0].id);
    expect((await manager.graphql(UPDATE, { input: { id: managerId, role: 'branch_user' } })).errors?.[0].message).toBe('You cannot change your own role');
    expect((await manager.graphql(SET_ACTIVE, { id: managerId, active: false })).errors?.[0].message).toBe('You cannot deactivate your own account');
    for (const username of ['cook', 'admin', 'staff']) {
      expect(await (await signedIn(app.baseUrl, username)).graphqlErrorCode(SET_ACTIVE, { id, active: false }), username).toBe('FORBIDDEN');
    }
  });

  it('deactivation ends every open session at once (REST and GraphQL), refuses sign-in, and reactivation restores access', async () => {
    const id = await addUser(manager, 'leaver');
    const rest = await signInChanged('leaver');
    const graphql = await signedIn(app.baseUrl, 'leaver', 'Changed#2026');
    expect(await sessionsOf(id)).toBe(2);
    expect((await manager.graphql(SET_ACTIVE, { id, active: false })).data.setUserActive).toEqual({ id, isActive: false });
    expect(await sessionsOf(id)).toBe(0);
    expect((await rest.get('/api/user')).status).toBe(401);
    expect((await rest.post('/api/temperature-readings', { equipmentId: 1, temperature: 3 })).status).toBe(401);
    expect((await graphql.graphql('{ me { id } }')).data.me).toBeNull();
    expect(await graphql.graphqlErrorCode(READING)).toBe('UNAUTHENTICATED');
    const login = await new TestClient(app.baseUrl).post('/api/login', { username: 'leaver', password: 'Changed#2026' });
    expect(login).toMatchObject({ status: 401, body: { message: 'This account has been deactivated. Contact your administrator.' } });
    const [audit] = await sql(`select before, after from audit_event where entity = 'user' and entity_id = ? and action = 'deactivate'`, [String(id)]);
    expect([audit.before.isActive, audit.after.isActive]).toEqual([true, false]);
    await manager.graphql(SET_ACTIVE, { id, active: true });
    expect((await new TestClient(app.baseUrl).post('/api/login', { username: 'leaver', password: 'Changed#2026' })).status).toBe(200);
  });

  it('a password reset ends their sessions and asks for a new password again', async () => {
    const id = await addUser(manager, 'forgetful');
    const client = await signInChanged('forgetful');
    expect((await manager.graphql(RESET, { id, password: 'Again#2026x' })).data.resetUserPassword).toEqual({ id, mustChangePassword: true });
    expect(await sessionsOf(id)).toBe(0);
    expect((await client.get('/api/user')).status).toBe(401);
    const again = await signedIn(app.baseUrl, 'forgetful', 'Again#2026x');
    expect((await again.get('/api/user')).body.mustChangePassword).toBe(true);
    const managerId = Number((await sql(`select id from "user" where username = 'manager'`))[0].id);
    expect((await manager.graphql(RESET, { id: managerId, password: 'Again#2026x' })).errors?.[0].message).toBe('Use Change Password for your own account');
  });

  it('the WebSocket applies the same rules: the password gate, and a deactivated person’s next operation', async () => {
    const id = await addUser(manager, 'socketeer');
    const client = await signedIn(app.baseUrl, 'socketeer', INITIAL);
    const socket = wsClient(app.baseUrl, client.cookie);
    const run = (query: string) =>
      socket
        .iterate({ query })
        .next()
        .then((step) => step.value);
    try {
      const refused = await run(READING);
      expect(refused?.errors?.[0]).toMatchObject({
        message: 'You must change your password before you can do anything else',
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await run('{ me { username } }'))?.data).toEqual({ me: { username: 'socketeer' } });
      await manager.graphql(SET_ACTIVE, { id, active: false });
      expect((await run('{ me { username } }'))?.data).toEqual({ me: null });
    } finally {
      await socket.dispose();
    }
  });

  it('no audit row ever holds a password or its hash', async () => {
    const rows = await sql(
      `select count(*) n from audit_event where coalesce(before::text, '') || coalesce(after::text, '') ~* '(argon2|"password"|Welcome#2026|Changed#2026)'`,
    );
    expect(Number(rows[0].n)).toBe(0);
  });
});
