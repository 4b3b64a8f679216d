import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { zipEntry, zipNames } from '../helpers/pack-files.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';
import { download } from '../uploads/upload-client.js';

/** The demo world: Harbour's London area (Main Kitchen 1, Downtown Branch 2, looked after by areamgr) and New York (Airport Café 3). */
const [MAIN_KITCHEN, DOWNTOWN, AIRPORT] = [1, 2, 3];
const AREAS = 'query($r: Boolean) { areas(includeRetired: $r) { id name isActive sites { id name } managers { fullName } } }';
const CREATE = 'mutation($name: String!) { createArea(input: { name: $name }) { id name isActive sites { id } } }';
const RENAME = 'mutation($id: Int!, $name: String!) { renameArea(id: $id, input: { name: $name }) { id name } }';
const RETIRE = 'mutation($id: Int!) { retireArea(id: $id) { id isActive sites { id } } }';
const MOVE = 'mutation($l: Int!, $a: Int) { setLocationArea(locationId: $l, areaId: $a) { id areaId areaName } }';
const REACH = `query($kitchen: Int!) {
  locations { id } myLocations { id } equipment { locationId } correctiveActions { locationId }
  dashboard(locationId: $kitchen) { userRole }
}`;
const CREATE_USER = 'mutation($input: CreateUserInput!) { createUser(input: $input) { id role } }';
const UPDATE_USER = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id role } }';

describe('areas: company → area → site, and the Area Manager whose reach is their areas’ sites', () => {
  let app: TestApp;
  let manager: TestClient;
  let areaManager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const idOf = async (username: string) => Number((await sql<{ id: number }>(`select id from "user" where username = '${username}'`))[0].id);
  const areaId = async (name: string) => Number((await sql<{ id: number }>(`select id from area where name = '${name}' and is_active`))[0].id);
  const ids = (rows: { id?: number; locationId?: number | null }[]) => [...new Set(rows.map((row) => row.id ?? row.locationId))].sort();

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' } });
    manager = await signedIn(app.baseUrl, 'manager');
    areaManager = await signedIn(app.baseUrl, 'areamgr');
  });
  afterAll(() => app.close());

  it('the demo company has two areas; its administrator sees both with their sites and managers, the area manager only theirs, a branch manager none', async () => {
    const all = (await manager.graphql(AREAS)).data.areas;
    expect(all.map((a: any) => [a.name, a.sites.map((s: any) => s.name), a.managers.map((m: any) => m.fullName)])).toEqual([
      ['London', ['Downtown Branch', 'Main Kitchen'], ['Alex Area']],
      ['New York', ['Airport Café'], []],
    ]);
    expect((await areaManager.graphql(AREAS)).data.areas.map((a: any) => a.name)).toEqual(['London']);
    expect((await (await signedIn(app.baseUrl, 'branchmgr')).graphql(AREAS)).data.areas).toEqual([]);
    const located = (await manager.graphql('{ locations { id areaName } }')).data.locations;
    expect(located.filter((l: any) => l.id <= AIRPORT)).toEqual([
      { id: MAIN_KITCHEN, areaName: 'London' },
      { id: DOWNTOWN, areaName: 'London' },
      { id: AIRPORT, areaName: 'New York' },
    ]);
  });

  it('an area manager reaches exactly their areas’ sites: lists, records and dashboards; another site is not found', async () => {
    const { data, errors } = await areaManager.graphql(REACH, { kitchen: MAIN_KITCHEN });
    expect(errors).toBeUndefined();
    expect(ids(data.locations)).toEqual([MAIN_KITCHEN, DOWNTOWN]);
    expect(ids(data.myLocations)).toEqual([MAIN_KITCHEN, DOWNTOWN]);
    expect(ids(data.equipment)).toEqual([MAIN_KITCHEN, DOWNTOWN]);
    expect(data.correctiveActions.every((a: any) => [MAIN_KITCHEN, DOWNTOWN].includes(a.locationId))).toBe(true);
    expect(data.dashboard.userRole).toBe('area_manager');
    const [airportUnit] = await sql<{ id: number }>(`select id from equipment where location_id = ${AIRPORT} order by id limit 1`);
    for (const [query, variables] of [
      ['query($l: Int!) { dashboard(locationId: $l) { userRole } }', { l: AIRPORT }],
      ['query($l: Int!) { complianceChecks(locationId: $l) { id } }', { l: AIRPORT }],
      ['query($l: Int!) { digitalForms(locationId: $l) { id } }', { l: AIRPORT }],
      ['query($e: Int!) { readings(equipmentId: $e, from: "2026-01-01T00:00:00Z", to: "2027-01-01T00:00:00Z") { nodes { id } } }', { e: airportUnit.id }],
      ['mutation($e: Int!) { recordReading(input: { equipmentId: $e, temperature: 3 }) { id } }', { e: airportUnit.id }],
    ] as const) {
      expect(await areaManager.graphqlErrorCode(query, variables), query).toBe('NOT_FOUND');
    }
    expect((await areaManager.graphql('query($l: Int!) { complianceChecks(locationId: $l) { id } }', { l: MAIN_KITCHEN })).errors).toBeUndefined();
  });

  it('a branch manager’s rights at those sites (people, equipment, edit a site, rota), never the company’s (settings, API keys, audit trail, inspector links, areas)', async () => {
    const people = (await areaManager.graphql('{ users { username } }')).data.users.map((u: any) => u.username);
    expect(people).toContain('branchmgr');
    expect(people).not.toContain('branchadmin');
    const unit = await areaManager.graphql('mutation($l: Int!) { createEquipment(input: { locationId: $l, name: "Area fridge", type: "fridge" }) { id } }', {
      l: DOWNTOWN,
    });
    expect(unit.errors).toBeUndefined();
    expect(
      (await areaManager.graphql('mutation($l: Int!) { updateLocation(id: $l, input: { address: "2 Harbour Walk" }) { id } }', { l: MAIN_KITCHEN })).errors,
    ).toBeUndefined();
    expect(await areaManager.graphqlErrorCode('mutation($l: Int!) { updateLocation(id: $l, input: { address: "x" }) { id } }', { l: AIRPORT })).toBe(
      'NOT_FOUND',
    );
    const rota = await areaManager.graphql(
      'mutation($l: Int!, $u: Int!) { setLocationRota(locationId: $l, entries: [{ userId: $u, weekdays: ["monday"], startsAt: "08:00", endsAt: "16:00" }]) { fullName } }',
      { l: MAIN_KITCHEN, u: await idOf('areamgr') },
    );
    expect(rota.data?.setLocationRota).toEqual([{ fullName: 'Alex Area' }]);
    for (const query of [
      'mutation($l: Int!) { setLocationActive(id: $l, isActive: false) { id } }',
      'mutation { createApiKey(input: { name: "Area gateway" }) { secret } }',
      '{ auditEvents(first: 5) { events { id } } }',
      'mutation { createArea(input: { name: "Mine" }) { id } }',
      'mutation($l: Int!) { setLocationArea(locationId: $l, areaId: null) { id } }',
    ]) {
      expect(await areaManager.graphqlErrorCode(query, { l: MAIN_KITCHEN }), query).toBe('FORBIDDEN');
    }
    const { data } = await areaManager.graphql('{ me { capabilities { administration manageAreas manageSettings readAuditTrail manageInspectorLinks } } }');
    expect(data.me.capabilities).toEqual({
      administration: true,
      manageAreas: false,
      manageSettings: false,
      readAuditTrail: false,
      manageInspectorLinks: false,
    });
  });

  it('live readings: their sites’ events reach the area manager; a site outside their areas is refused and its events never arrive', async () => {
    const LIVE = 'subscription($l: Int!) { readingRecorded(locationId: $l) { reading { temperature } } }';
    const socket = wsClient(app.baseUrl, areaManager.cookie);
    const [kitchen, airport] = [collect<any>(socket, LIVE, { l: MAIN_KITCHEN }), collect<any>(socket, LIVE, { l: AIRPORT })];
    await kitchen.started;
    // The subscriptions start once the socket is open; give the server a moment to register them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const unitAt = async (location: number) =>
      (await sql<{ id: number }>(`select id from equipment where location_id = ${location} and type = 'fridge' order by id limit 1`))[0].id;
    expect((await manager.post('/api/temperature-readings', { equipmentId: await unitAt(AIRPORT), temperature: 3.3 })).status).toBe(201);
    expect((await manager.post('/api/temperature-readings', { equipmentId: await unitAt(MAIN_KITCHEN), temperature: 2.2 })).status).toBe(201);
    await eventually(() => kitchen.events.length === 1 && airport.errors.length === 1);
    expect(kitchen.events[0].readingRecorded.reading.temperature).toBe(2.2);
    expect(JSON.stringify(airport.errors)).toContain('NOT_FOUND');
    expect(airport.events).toEqual([]);
    kitchen.stop();
    await socket.dispose();
  });

  it('exports hold only their sites; asking for another site is not found', async () => {
    const REQUEST =
      'mutation($l: [Int!]!, $from: DateTimeISO!, $to: DateTimeISO!) { requestExport(from: $from, to: $to, locationIds: $l, format: "csv") { id } }';
    const range = { from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    expect(await areaManager.graphqlErrorCode(REQUEST, { ...range, l: [MAIN_KITCHEN, AIRPORT] })).toBe('NOT_FOUND');
    const { data } = await areaManager.graphql(REQUEST, { ...range, l: [MAIN_KITCHEN, DOWNTOWN] });
    const deadline = Date.now() + 60_000;
    let report: any;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      report = (await areaManager.graphql('{ reports { id status downloadUrl } }')).data.reports.find((r: any) => r.id === data.requestExport.id);
    } while (report.status === 'generating' && Date.now() < deadline);
    expect(report.status).toBe('ready');
    const zip = (await download(areaManager, report.downloadUrl)).bytes;
    const csvs = (await zipNames(zip)).filter((name) => name.endsWith('.csv'));
    const text = (await Promise.all(csvs.map((name) => zipEntry(zip, name)))).map((bytes) => bytes.toString('utf8')).join('\n');
    expect(text).toContain('Main Kitchen');
    expect(text).toContain('Downtown Branch');
    expect(text).not.toContain('Airport Café');
  });

  it('an administrator creates, renames and retires an area; bad names are refused and store nothing; every change is audited', async () => {
    const created = (await manager.graphql(CREATE, { name: '  North  ' })).data.createArea;
    expect(created).toMatchObject({ name: 'North', isActive: true, sites: [] });
    expect(await manager.graphqlErrorCode(CREATE, { name: 'north' })).toBe('CONFLICT');
    expect(await manager.graphqlErrorCode(CREATE, { name: '   ' })).toBe('BAD_USER_INPUT');
    expect(await manager.graphqlErrorCode(CREATE, { name: 'x'.repeat(201) })).toBe('BAD_USER_INPUT');
    expect(await manager.graphqlErrorCode(RENAME, { id: created.id, name: 'London' })).toBe('CONFLICT');
    expect(await manager.graphqlErrorCode(RENAME, { id: 999999, name: 'Nowhere' })).toBe('NOT_FOUND');
    expect(await manager.graphqlErrorCode(MOVE, { l: 999999, a: created.id })).toBe('NOT_FOUND');
    expect((await sql(`select count(*)::int n from area where company_id = 1`))[0].n).toBe(3);
    expect((await manager.graphql(RENAME, { id: created.id, name: 'Northern Sites' })).data.renameArea.name).toBe('Northern Sites');
    expect((await manager.graphql(MOVE, { l: AIRPORT, a: created.id })).data.setLocationArea).toEqual({
      id: AIRPORT,
      areaId: created.id,
      areaName: 'Northern Sites',
    });
    // Retiring moves its sites to no area; the area and its history stay, and its name is free again.
    expect((await manager.graphql(RETIRE, { id: created.id })).data.retireArea).toEqual({ id: created.id, isActive: false, sites: [] });
    expect((await sql(`select area_id from location where id = ${AIRPORT}`))[0].area_id).toBeNull();
    expect(await manager.graphqlErrorCode(RETIRE, { id: created.id })).toBe('BAD_USER_INPUT');
    expect(await manager.graphqlErrorCode(MOVE, { l: AIRPORT, a: created.id })).toBe('BAD_USER_INPUT');
    expect((await manager.graphql(AREAS, { r: true })).data.areas.map((a: any) => [a.name, a.isActive])).toEqual([
      ['London', true],
      ['New York', true],
      ['Northern Sites', false],
    ]);
    expect((await manager.graphql(CREATE, { name: 'Northern Sites' })).errors).toBeUndefined();
    const audit = await sql(
      `select entity, action, before, after from audit_event where (entity = 'area' and entity_id = '${created.id}') or (entity = 'location' and action = 'set_area' and entity_id = '${AIRPORT}') order by id`,
    );
    expect(audit.map((e: any) => [e.entity, e.action])).toEqual([
      ['area', 'create'],
      ['area', 'rename'],
      ['location', 'set_area'],
      ['location', 'set_area'],
      ['area', 'retire'],
    ]);
    expect(audit[4].after).toEqual({ isActive: false, movedSiteIds: [AIRPORT] });
    await manager.graphql(MOVE, { l: AIRPORT, a: await areaId('New York') });
  });

  it('moving a site out of the area takes it out of the area manager’s reach at their next request, and back in', async () => {
    const london = await areaId('London');
    expect((await manager.graphql(MOVE, { l: MAIN_KITCHEN, a: null })).data.setLocationArea.areaName).toBeNull();
    expect(ids((await areaManager.graphql('{ locations { id } }')).data.locations)).toEqual([DOWNTOWN]);
    expect(await areaManager.graphqlErrorCode('query($l: Int!) { dashboard(locationId: $l) { userRole } }', { l: MAIN_KITCHEN })).toBe('NOT_FOUND');
    await manager.graphql(MOVE, { l: MAIN_KITCHEN, a: london });
    expect(ids((await areaManager.graphql('{ locations { id } }')).data.locations)).toEqual([MAIN_KITCHEN, DOWNTOWN]);
  });

  it('a site in an area with no branch manager is answered for by the area’s managers, before the company’s administrators', async () => {
    const ON_DUTY = 'query($l: Int!) { onDutyNow(locationId: $l) { fullName } }';
    const before = (await manager.graphql(ON_DUTY, { l: AIRPORT })).data.onDutyNow.map((p: any) => p.fullName);
    expect(before).not.toContain('Alex Area');
    await manager.graphql(MOVE, { l: AIRPORT, a: await areaId('London') });
    expect((await manager.graphql(ON_DUTY, { l: AIRPORT })).data.onDutyNow).toEqual([{ fullName: 'Alex Area' }]);
    await manager.graphql(MOVE, { l: AIRPORT, a: await areaId('New York') });
    expect((await manager.graphql(ON_DUTY, { l: AIRPORT })).data.onDutyNow.map((p: any) => p.fullName)).toEqual(before);
  });

  it('Add User and Edit choose an Area Manager’s areas: company administrators only, that role only, their own company’s active areas', async () => {
    const [newYork, london] = [await areaId('New York'), await areaId('London')];
    const input = { fullName: 'Nina York', username: 'ninayork', role: 'area_manager', locationId: AIRPORT, password: 'Area#2026pass', areaIds: [newYork] };
    expect(await areaManager.graphqlErrorCode(CREATE_USER, { input: { ...input, locationId: DOWNTOWN } })).toBe('FORBIDDEN');
    expect(await manager.graphqlErrorCode(CREATE_USER, { input: { ...input, role: 'branch_manager' } })).toBe('BAD_USER_INPUT');
    expect(await manager.graphqlErrorCode(CREATE_USER, { input: { ...input, areaIds: [999999] } })).toBe('NOT_FOUND');
    expect((await sql(`select count(*)::int n from "user" where username = 'ninayork'`))[0].n).toBe(0);
    const created = (await manager.graphql(CREATE_USER, { input })).data.createUser;
    await sql(`update "user" set must_change_password = false where id = ${created.id}`);
    const nina = await signedIn(app.baseUrl, 'ninayork', 'Area#2026pass');
    expect(ids((await nina.graphql('{ locations { id } }')).data.locations)).toEqual([AIRPORT]);
    expect((await manager.graphql(UPDATE_USER, { input: { id: created.id, areaIds: [newYork, london] } })).errors).toBeUndefined();
    expect(ids((await nina.graphql('{ locations { id } }')).data.locations)).toEqual([MAIN_KITCHEN, DOWNTOWN, AIRPORT]);
    // No longer an Area Manager: they look after no area, and reach their home only.
    expect((await manager.graphql(UPDATE_USER, { input: { id: created.id, role: 'branch_manager' } })).errors).toBeUndefined();
    expect(await sql(`select * from user_area where user_id = ${created.id}`)).toEqual([]);
    expect(ids((await nina.graphql('{ locations { id } }')).data.locations)).toEqual([AIRPORT]);
    const audit = await sql(
      `select before, after from audit_event where entity = 'user' and entity_id = '${created.id}' and action = 'assign_areas' order by id`,
    );
    expect(audit.map((e: any) => [e.before.areaIds, e.after.areaIds])).toEqual([
      [[], [newYork]],
      [[newYork], [london, newYork].sort((a, b) => a - b)],
      [[london, newYork].sort((a, b) => a - b), []],
    ]);
  });
});
