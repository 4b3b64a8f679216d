import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const LOCATION = 'id name address openingTimes timezone isActive';
const LIST = `query($all: Boolean) { locations(includeInactive: $all) { ${LOCATION} } }`;
const CREATE = `mutation($input: CreateLocationInput!) { createLocation(input: $input) { ${LOCATION} } }`;
const UPDATE = `mutation($id: Int!, $input: UpdateLocationInput!) { updateLocation(id: $id, input: $input) { ${LOCATION} } }`;
const SET_ACTIVE = `mutation($id: Int!, $on: Boolean!) { setLocationActive(id: $id, isActive: $on) { ${LOCATION} } }`;

describe('locations: create, edit, deactivate', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const audits = () =>
    sql<{ action: string; entity_id: string; before: any; after: any }>(
      `select action, entity_id, before, after from audit_event where entity = 'location' order by id`,
    );
  const names = (list: { name: string }[]) => list.map((l) => l.name);

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('GET /api/locations keeps its documented shape, with each site’s time zone', async () => {
    const { status, body } = await manager.get('/api/locations');
    expect(status).toBe(200);
    expect(body.map((l: any) => [l.id, l.name, l.timezone])).toEqual([
      [1, 'Main Kitchen', 'Europe/London'],
      [2, 'Downtown Branch', 'Europe/London'],
      [3, 'Airport Café', 'America/New_York'],
    ]);
    expect(body[0]).toMatchObject({ address: '1 Harbour Walk, London E14 5AB', openingTimes: { Monday: '07:00-22:00' } });
  });

  it('a new location starts in the company settings’ time zone unless it names one; an unknown zone is refused', async () => {
    const plain = await manager.post('/api/locations', { name: 'Harbour Deli', address: '2 Quay Road', openingTimes: { Monday: '08:00-16:00' } });
    expect(plain.status).toBe(201);
    expect(plain.body.timezone).toBe('America/New_York'); // SPEC 9 default: "UTC-5 Eastern"
    const named = await manager.graphql(CREATE, { input: { name: 'Harbour Pier', timezone: 'Europe/Dublin' } });
    expect(named.data.createLocation.timezone).toBe('Europe/Dublin');
    const before = (await audits()).length;
    const refused = await manager.graphql(CREATE, { input: { name: 'Nowhere', timezone: 'Mars/Olympus' } });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(refused.errors?.[0]?.message).toContain('Unknown time zone "Mars/Olympus"');
    expect((await manager.post('/api/locations', { name: 'Nowhere', timezone: 'EST' })).body.message).toContain('IANA');
    expect(await audits()).toHaveLength(before);
  });

  it('edits name, address, opening times and time zone, keeping what is left out, and audits before and after', async () => {
    const input = { name: 'Downtown Branch (City)', openingTimes: { Monday: '06:00-14:00' }, timezone: 'Europe/Lisbon' };
    const { data, errors } = await manager.graphql(UPDATE, { id: 2, input });
    expect(errors).toBeUndefined();
    expect(data.updateLocation).toEqual({ id: 2, address: '48 King Street, London EC2V 8EA', isActive: true, ...input });
    expect((await audits()).at(-1)).toMatchObject({
      action: 'update',
      entity_id: '2',
      before: { name: 'Downtown Branch', timezone: 'Europe/London', openingTimes: { Tuesday: '07:00-22:00' } },
      after: { name: 'Downtown Branch (City)', timezone: 'Europe/Lisbon', openingTimes: { Monday: '06:00-14:00' } },
    });
    for (const [bad, message] of [
      [{ timezone: 'Nowhere/Land' }, 'Unknown time zone'],
      [{ name: '' }, 'Location name is required'],
      [{ openingTimes: { Monday: 7 } }, 'Opening times must map up to 7 days'],
    ] as const) {
      const refused = await manager.graphql(UPDATE, { id: 2, input: bad });
      expect(refused.errors?.[0]?.message, JSON.stringify(bad)).toContain(message);
    }
    expect((await sql<{ name: string }>('select name from location where id = 2'))[0].name).toBe('Downtown Branch (City)');
  });

  it('opening hours are times of day, HH:MM-HH:MM from 00:00 to 23:59, or Closed; a close before the opening is after midnight (issue 30)', async () => {
    const before = (await audits()).length;
    for (const [openingTimes, message] of [
      [{ Monday: '25:00-26:00' }, 'Monday: write opening hours as HH:MM-HH:MM from 00:00 to 23:59 (e.g. 07:00-22:00), or Closed'],
      [{ Monday: '07:00-24:00' }, 'Monday: write opening hours as HH:MM-HH:MM'],
      [{ Tuesday: 'all day' }, 'Tuesday: write opening hours as HH:MM-HH:MM'],
      [{ Wednesday: '09:00-09:00' }, 'Wednesday: the site cannot open and close at 09:00'],
      [{ Funday: '09:00-17:00' }, '"Funday" is not a day: opening times use Monday to Sunday'],
    ] as const) {
      const rest = await manager.post('/api/locations', { name: 'Bad Hours Deli', openingTimes });
      expect([rest.status, rest.body.message], JSON.stringify(openingTimes)).toEqual([400, expect.stringContaining(message)]);
      const created = await manager.graphql(CREATE, { input: { name: 'Bad Hours Deli', openingTimes } });
      expect(created.errors?.[0]).toMatchObject({ message: expect.stringContaining(message), extensions: { code: 'BAD_USER_INPUT' } });
      const updated = await manager.graphql(UPDATE, { id: 1, input: { openingTimes } });
      expect(updated.errors?.[0]).toMatchObject({ message: expect.stringContaining(message), extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await audits()).toHaveLength(before);
    const openingTimes = { monday: ' 7:00 - 22:00 ', Friday: '18:00-02:00', Sunday: 'closed', Saturday: '' };
    const { data } = await manager.graphql(UPDATE, { id: 1, input: { openingTimes } });
    expect(data.updateLocation.openingTimes).toEqual({ Monday: '07:00-22:00', Friday: '18:00-02:00', Sunday: 'Closed' });
  });

  it('a deactivated location leaves every selector and list but keeps its records; administrators still see and reactivate it', async () => {
    const readings = async () =>
      Number((await sql<{ n: string }>('select count(*) n from temperature_reading r join equipment e on e.id = r.equipment_id where e.location_id = 3'))[0].n);
    const kept = await readings();
    const { data } = await manager.graphql(SET_ACTIVE, { id: 3, on: false });
    expect(data.setLocationActive).toMatchObject({ id: 3, isActive: false });
    expect((await audits()).at(-1)).toMatchObject({ action: 'deactivate', before: { isActive: true }, after: { isActive: false } });
    expect(await readings()).toBe(kept);

    expect(names((await manager.graphql(LIST)).data.locations)).not.toContain('Airport Café');
    expect(names((await manager.get('/api/locations')).body)).not.toContain('Airport Café');
    expect(names((await manager.get('/api/user/locations')).body)).not.toContain('Airport Café');
    expect((await manager.graphql('{ equipment { locationId } }')).data.equipment.some((e: any) => e.locationId === 3)).toBe(false);
    expect(await manager.graphqlErrorCode('{ dashboard(locationId: 3) { userRole } }')).toBe('NOT_FOUND');
    const airportAdmin = await signedIn(app.baseUrl, 'branchadmin'); // works only at the Airport Café
    expect((await airportAdmin.get('/api/user/locations')).body).toEqual([]);

    const all = (await manager.graphql(LIST, { all: true })).data.locations;
    expect(all.find((l: any) => l.id === 3)).toMatchObject({ name: 'Airport Café', isActive: false });
    expect(names((await manager.get('/api/locations?includeInactive=true')).body)).toContain('Airport Café');
    expect((await manager.graphql(UPDATE, { id: 3, input: { address: 'Terminal 5' } })).data.updateLocation.address).toBe('Terminal 5');
    expect((await manager.graphql(SET_ACTIVE, { id: 3, on: false })).errors?.[0]?.message).toBe('This location is already deactivated');

    expect((await manager.graphql(SET_ACTIVE, { id: 3, on: true })).data.setLocationActive.isActive).toBe(true);
    expect((await audits()).at(-1)?.action).toBe('reactivate');
    expect(names((await airportAdmin.get('/api/user/locations')).body)).toEqual(['Airport Café']);
  });

  it('branch managers edit their own locations only; deactivating is for company-wide administrators', async () => {
    const branchManager = await signedIn(app.baseUrl, 'branchmgr'); // Downtown Branch and Main Kitchen
    expect((await branchManager.graphql(UPDATE, { id: 1, input: { address: '1 Harbour Walk' } })).data.updateLocation.address).toBe('1 Harbour Walk');
    expect(await branchManager.graphqlErrorCode(UPDATE, { id: 3, input: { address: 'x' } })).toBe('NOT_FOUND');
    expect(await branchManager.graphqlErrorCode(SET_ACTIVE, { id: 1, on: false })).toBe('FORBIDDEN');
    expect((await branchManager.graphql(LIST, { all: true })).data.locations.every((l: any) => l.isActive)).toBe(true);
    const cook = await signedIn(app.baseUrl, 'cook');
    expect(await cook.graphqlErrorCode(UPDATE, { id: 1, input: { name: 'Mine' } })).toBe('FORBIDDEN');
    expect(await cook.graphqlErrorCode(SET_ACTIVE, { id: 1, on: false })).toBe('FORBIDDEN');
    expect((await sql<{ name: string; is_active: boolean }>('select name, is_active from location where id = 1'))[0]).toEqual({
      name: 'Main Kitchen',
      is_active: true,
    });
  });
});
