import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const CREATE_MINE = `mutation($input: CreateMyCompanyInput!) { createMyCompany(input: $input) {
  username role companyId companyName locationId locations { id name } capabilities { administration createOwnCompany } } }`;
const DETAILS = `query($id: Int!) { company(id: $id) { id name isActive locationCount userCount equipmentCount alertCount
  locations { id name } users { username role mustChangePassword } } }`;
const CREATE = `mutation($input: CreateCompanyInput!) { createCompany(input: $input) { id name locationCount userCount
  locations { name } users { username role mustChangePassword } } }`;
const SET_ACTIVE = `mutation($id: Int!, $active: Boolean!) { setCompanyActive(id: $id, active: $active) { id isActive } }`;
const OVERVIEW = '{ dashboard { overview { companies { id name isActive locationCount userCount equipmentCount alertCount } } } }';

describe('onboarding and customer companies', () => {
  let app: TestApp;
  let provider: TestClient;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  const count = async (table: string) => Number((await sql(`select count(*) n from "${table}"`))[0].n);

  beforeAll(async () => {
    app = await startTestApp();
    provider = await signedIn(app.baseUrl, 'super');
  });
  afterAll(() => app.close());

  it('a new sign-up creates its business and becomes its Customer Admin at the first location', async () => {
    const owner = new TestClient(app.baseUrl);
    await owner.post('/api/register', { fullName: 'Olive Owner', username: 'olive', email: 'olive@example.com', password: 'oliveoil1' });
    expect((await owner.graphql('{ me { companyName capabilities { createOwnCompany administration } } }')).data.me).toEqual({
      companyName: null,
      capabilities: { createOwnCompany: true, administration: false },
    });
    const location = { name: 'Olive Grove Kitchen', address: '5 Grove Lane', timezone: 'Europe/Lisbon' };
    const bad = await owner.graphql(CREATE_MINE, { input: { name: 'Olive Grove', location: { ...location, timezone: 'Mars/Olympus' } } });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(bad.errors?.[0].message).toMatch(/Unknown time zone/);
    expect(await sql(`select 1 from company where name = 'Olive Grove'`)).toEqual([]);
    const { data, errors } = await owner.graphql(CREATE_MINE, { input: { name: 'Olive Grove', location } });
    expect(errors).toBeUndefined();
    const me = data.createMyCompany;
    expect(me).toMatchObject({ username: 'olive', role: 'customer_admin', companyName: 'Olive Grove', locations: [{ name: 'Olive Grove Kitchen' }] });
    expect(me.capabilities).toEqual({ administration: true, createOwnCompany: false });
    expect(me.locationId).toBe(me.locations[0].id);
    const [site] = await sql(`select timezone, address from location where id = ?`, [me.locationId]);
    expect(site).toEqual({ timezone: 'Europe/Lisbon', address: '5 Grove Lane' });
    expect((await owner.graphql('{ companySettings { general { timezone } } }')).data.companySettings.general.timezone).toBe('Europe/Lisbon');
    const audits = await sql(`select entity, action, before, after from audit_event where company_id = ? order by id`, [me.companyId]);
    // Issue 30: the starter set's checklists and cleaning schedules are created (and audited) with the company.
    expect(audits.map((a) => `${a.entity}:${a.action}`)).toEqual([
      'company:create',
      'location:create',
      ...Array(5).fill('compliance_check_template:create'),
      ...Array(3).fill('cleaning_schedule:create'),
      'user:found_company',
    ]);
    expect(audits.at(-1)).toMatchObject({ before: { role: 'user', companyId: null }, after: { role: 'customer_admin', companyId: me.companyId } });
    // Once is enough; the provider and company people are refused.
    expect(await owner.graphqlErrorCode(CREATE_MINE, { input: { name: 'Second', location } })).toBe('FORBIDDEN');
    expect(await provider.graphqlErrorCode(CREATE_MINE, { input: { name: 'Mine', location } })).toBe('FORBIDDEN');
    expect(await (await signedIn(app.baseUrl, 'cook')).graphqlErrorCode(CREATE_MINE, { input: { name: 'Mine', location } })).toBe('FORBIDDEN');
  });

  it('the provider adds a company with its first location and administrator, all or nothing', async () => {
    const input = {
      name: 'Coastal Cafés',
      email: 'hi@coastal.example',
      location: { name: 'Pier Café', timezone: 'Europe/London' },
      administrator: { fullName: 'Cora Coast', username: 'coracoast', email: 'cora@coastal.example', password: 'weak' },
    };
    const [companies, users] = [await count('company'), await count('user')];
    const weak = await provider.graphql(CREATE, { input });
    expect(weak.errors?.[0]).toMatchObject({
      message: 'Password must be at least 8 characters; Password must include a number; Password must include a special character such as ! ? # or %',
    });
    const taken = await provider.graphql(CREATE, {
      input: { ...input, administrator: { ...input.administrator, username: 'MANAGER', password: 'Coastal#2026' } },
    });
    expect(taken.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect([await count('company'), await count('user')]).toEqual([companies, users]);
    const { data, errors } = await provider.graphql(CREATE, { input: { ...input, administrator: { ...input.administrator, password: 'Coastal#2026' } } });
    expect(errors).toBeUndefined();
    expect(data.createCompany).toMatchObject({
      name: 'Coastal Cafés',
      locationCount: 1,
      userCount: 1,
      locations: [{ name: 'Pier Café' }],
      users: [{ username: 'coracoast', role: 'customer_admin', mustChangePassword: true }],
    });
    const admin = await signedIn(app.baseUrl, 'coracoast', 'Coastal#2026');
    expect((await admin.get('/api/user')).body).toMatchObject({ mustChangePassword: true, companyName: 'Coastal Cafés' });
    for (const username of ['manager', 'cook']) {
      expect(await (await signedIn(app.baseUrl, username)).graphqlErrorCode(CREATE, { input }), username).toBe('FORBIDDEN');
    }
  });

  it('a company’s region is chosen at sign-up (by default from its first location’s zone) and its date format follows', async () => {
    const SETTINGS = '{ companySettings { region general { timezone dateFormat } } me { dateFormat } }';
    const signUp = async (username: string, timezone: string, region?: string) => {
      const owner = new TestClient(app.baseUrl);
      await owner.post('/api/register', { fullName: 'Rita Region', username, email: `${username}@example.com`, password: 'regions1x' });
      const created = await owner.graphql(CREATE_MINE, { input: { name: `Cafe ${username}`, location: { name: 'Kitchen', timezone }, region } });
      expect(created.errors).toBeUndefined();
      return { owner, read: async () => (await owner.graphql(SETTINGS)).data };
    };
    const london = await signUp('regionlondon', 'Europe/London');
    expect(await london.read()).toEqual({
      companySettings: { region: 'UK_EU', general: { timezone: 'Europe/London', dateFormat: 'DD/MM/YYYY' } },
      me: { dateFormat: 'DD/MM/YYYY' },
    });
    const chicago = await signUp('regionchicago', 'America/Chicago');
    expect((await chicago.read()).companySettings).toEqual({ region: 'US', general: { timezone: 'America/Chicago', dateFormat: 'MM/DD/YYYY' } });
    // An American zone is not always a US one.
    expect((await (await signUp('regiontoronto', 'America/Toronto')).read()).companySettings.region).toBe('UK_EU');
    // The owner's choice wins over the zone's suggestion, and is audited with the company.
    const chosen = await signUp('regionchosen', 'Europe/London', 'US');
    expect((await chosen.read()).companySettings).toEqual({ region: 'US', general: { timezone: 'Europe/London', dateFormat: 'MM/DD/YYYY' } });
    const [created] = await sql(`select after from audit_event where entity = 'company' and action = 'create' and after ->> 'name' = 'Cafe regionchosen'`);
    expect(created.after.region).toBe('us');
    // Reset to Defaults keeps where the company is: its region's date format, its zone.
    const general = { timezone: 'Europe/Paris', temperatureUnit: 'celsius', dateFormat: 'YYYY-MM-DD', automaticBackups: true, auditLogging: true };
    const update = 'mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { region general { dateFormat } } }';
    await london.owner.graphql(update, { input: { general: { ...general, dataCleanup: false, dataRetentionDays: 730 } } });
    const reset = await london.owner.graphql('mutation { resetCompanySettings { region general { timezone dateFormat } } }');
    expect(reset.data.resetCompanySettings).toEqual({ region: 'UK_EU', general: { timezone: 'Europe/Paris', dateFormat: 'DD/MM/YYYY' } });
    expect((await london.owner.graphql(update, { input: { region: 'US' } })).data.updateCompanySettings).toEqual({
      region: 'US',
      general: { dateFormat: 'DD/MM/YYYY' },
    });
    expect(await london.owner.graphqlErrorCode(update, { input: { region: 'MARS' } })).toBe('BAD_USER_INPUT');

    // The provider's createCompany takes the region too.
    const input = {
      name: 'Dublin Diner',
      location: { name: 'Quay Kitchen', timezone: 'Europe/Dublin' },
      administrator: { fullName: 'Dara Diner', username: 'daradiner', password: 'Dublin#2026' },
    };
    const provided = await provider.graphql(CREATE, { input });
    expect(provided.errors).toBeUndefined();
    const settingsOf = async (id: number) =>
      (await provider.graphql('query($id: Int) { companySettings(companyId: $id) { region general { dateFormat } } }', { id })).data.companySettings;
    expect(await settingsOf(provided.data.createCompany.id)).toEqual({ region: 'UK_EU', general: { dateFormat: 'DD/MM/YYYY' } });
    const american = await provider.graphql(CREATE, {
      input: { ...input, name: 'Dublin Diner US', region: 'US', administrator: { ...input.administrator, username: 'daraus' } },
    });
    expect(await settingsOf(american.data.createCompany.id)).toEqual({ region: 'US', general: { dateFormat: 'MM/DD/YYYY' } });
  });

  it('offers every IANA time zone with the region it suggests, to anyone signed in; a location’s zone is checked on every write', async () => {
    const newcomer = new TestClient(app.baseUrl);
    await newcomer.post('/api/register', { fullName: 'Nia New', username: 'zonesnewcomer', email: 'nia@example.com', password: 'newcomer1' });
    const { data, errors } = await newcomer.graphql('{ timeZones { name region } }');
    expect(errors).toBeUndefined();
    expect(data.timeZones).toContainEqual({ name: 'Europe/London', region: 'UK_EU' });
    expect(data.timeZones).toContainEqual({ name: 'America/New_York', region: 'US' });
    expect(data.timeZones).toContainEqual({ name: 'America/Mexico_City', region: 'UK_EU' });
    expect(await new TestClient(app.baseUrl).graphqlErrorCode('{ timeZones { name } }')).toBe('UNAUTHENTICATED');
    const manager = await signedIn(app.baseUrl, 'manager');
    const move = 'mutation($id: Int!, $input: UpdateLocationInput!) { updateLocation(id: $id, input: $input) { timezone } }';
    expect(await manager.graphqlErrorCode(move, { id: 2, input: { timezone: 'Europe/Atlantis' } })).toBe('BAD_USER_INPUT');
    expect((await sql(`select timezone from location where id = 2`))[0].timezone).toBe('Europe/London');
  });

  it('the company page counts what the provider overview counts, and lists locations and people', async () => {
    const overview = (await provider.graphql(OVERVIEW)).data.dashboard.overview.companies.find((c: any) => c.id === 1);
    const { data, errors } = await provider.graphql(DETAILS, { id: 1 });
    expect(errors).toBeUndefined();
    const page = data.company;
    expect(page).toMatchObject({ ...overview, isActive: true });
    expect(page.equipmentCount).toBeGreaterThan(0);
    expect(page.alertCount).toBeGreaterThan(0);
    expect(page.locations.map((l: any) => l.name)).toEqual(['Main Kitchen', 'Downtown Branch', 'Airport Café']);
    expect(page.users).toHaveLength(page.userCount);
    // An administrator opens their own company's page; nobody sees another company's.
    expect((await (await signedIn(app.baseUrl, 'manager')).graphql(DETAILS, { id: 1 })).data.company.name).toBe('Harbour Kitchens Ltd');
    expect(await (await signedIn(app.baseUrl, 'rivermgr')).graphqlErrorCode(DETAILS, { id: 1 })).toBe('NOT_FOUND');
    expect(await (await signedIn(app.baseUrl, 'cook')).graphqlErrorCode(DETAILS, { id: 1 })).toBe('FORBIDDEN');
    // Issue 33 item 4: the page counts and lists the whole company; a branch manager reaches only their locations.
    expect(await (await signedIn(app.baseUrl, 'branchmgr')).graphqlErrorCode(DETAILS, { id: 1 })).toBe('FORBIDDEN');
    expect(await provider.graphqlErrorCode(DETAILS, { id: 999999 })).toBe('NOT_FOUND');
  });

  it('updateCompany is the provider’s, audited with before and after', async () => {
    const update = 'mutation($id: Int!, $input: CompanyDetailsInput!) { updateCompany(id: $id, input: $input) { name phone } }';
    const { data } = await provider.graphql(update, { id: 2, input: { name: 'Riverside Catering Group', phone: '0161 000' } });
    expect(data.updateCompany).toEqual({ name: 'Riverside Catering Group', phone: '0161 000' });
    const [audit] = await sql(`select before, after from audit_event where entity = 'company' and action = 'update'`);
    expect(audit.before).toMatchObject({ name: 'Riverside Catering Co' });
    expect(audit.after).toMatchObject({ name: 'Riverside Catering Group', phone: '0161 000' });
    expect(await (await signedIn(app.baseUrl, 'rivermgr')).graphqlErrorCode(update, { id: 2, input: { name: 'Mine now' } })).toBe('FORBIDDEN');
  });

  it('a deactivated company’s people are signed out at once and cannot sign in; reactivation restores them', async () => {
    const rest = await signedIn(app.baseUrl, 'riverstaff');
    const graphql = await signedIn(app.baseUrl, 'rivermgr');
    const sessions = async () =>
      Number((await sql(`select count(*) n from session where (sess ->> 'userId')::int in (select id from "user" where company_id = 2)`))[0].n);
    expect(await sessions()).toBeGreaterThanOrEqual(2);
    const { data } = await provider.graphql(SET_ACTIVE, { id: 2, active: false });
    expect(data.setCompanyActive).toEqual({ id: 2, isActive: false });
    expect(await sessions()).toBe(0);
    expect((await rest.get('/api/user')).status).toBe(401);
    expect((await graphql.graphql('{ me { id } }')).data.me).toBeNull();
    const login = await new TestClient(app.baseUrl).post('/api/login', { username: 'rivermgr', password: 'demo1234' });
    expect(login).toMatchObject({ status: 401, body: { message: 'This company has been deactivated. Contact your provider.' } });
    expect((await provider.graphql(OVERVIEW)).data.dashboard.overview.companies.find((c: any) => c.id === 2).isActive).toBe(false);
    // Nothing was deleted: its people, sites and records are all still there.
    expect(Number((await sql(`select count(*) n from "user" where company_id = 2 and is_active`))[0].n)).toBe(2);
    await provider.graphql(SET_ACTIVE, { id: 2, active: true });
    expect((await new TestClient(app.baseUrl).post('/api/login', { username: 'rivermgr', password: 'demo1234' })).status).toBe(200);
    const audits = await sql(`select action, before, after from audit_event where entity = 'company' and action in ('deactivate', 'reactivate') order by id`);
    expect(audits).toEqual([
      { action: 'deactivate', before: { isActive: true }, after: { isActive: false } },
      { action: 'reactivate', before: { isActive: false }, after: { isActive: true } },
    ]);
    expect(await (await signedIn(app.baseUrl, 'manager')).graphqlErrorCode(SET_ACTIVE, { id: 1, active: false })).toBe('FORBIDDEN');
  });
});
