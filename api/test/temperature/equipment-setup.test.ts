import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const UNIT =
  'id name type locationId isActive targetMinTemp targetMaxTemp alertDelayMinutes readingIntervalMinutes usesPresetAlertDelay usesPresetReadingInterval';
const CREATE = `mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { ${UNIT} } }`;
const UPDATE = `mutation($id: Int!, $input: UpdateEquipmentInput!) { updateEquipment(id: $id, input: $input) { ${UNIT} } }`;
const RETIRE = `mutation($id: Int!) { retireEquipment(id: $id) { ${UNIT} } }`;
const PRESETS = `mutation($presets: [EquipmentPresetInput!]!) { updateCompanySettings(input: { presets: $presets }) { companyId } }`;

describe('equipment set-up: create, update, retire', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const audits = () =>
    sql<{ action: string; entity_id: string; before: any; after: any }>(
      `select action, entity_id, before, after from audit_event where entity = 'equipment' order by id`,
    );
  const equipmentRows = async () => Number((await sql<{ n: string }>('select count(*) n from equipment'))[0].n);

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('prefills the targets from the company preset for the type and follows the preset’s delays', async () => {
    await manager.graphql(PRESETS, { presets: [{ type: 'fridge', minTemp: 1, maxTemp: 5, alertDelayMinutes: 20, readingIntervalMinutes: 15 }] });
    const { data, errors } = await manager.graphql(CREATE, { input: { locationId: 1, name: '  Pastry Fridge ', type: 'fridge' } });
    expect(errors).toBeUndefined();
    expect(data.createEquipment).toMatchObject({
      name: 'Pastry Fridge',
      type: 'fridge',
      locationId: 1,
      isActive: true,
      targetMinTemp: 1,
      targetMaxTemp: 5,
      alertDelayMinutes: 20,
      readingIntervalMinutes: 15,
      usesPresetAlertDelay: true,
      usesPresetReadingInterval: true,
    });
    // A later preset change moves the unit's delays (they follow the preset), not its stored targets.
    await manager.graphql(PRESETS, { presets: [{ type: 'fridge', minTemp: 0, maxTemp: 4, alertDelayMinutes: 40, readingIntervalMinutes: null }] });
    const units = (await manager.graphql(`{ equipment(locationId: 1, types: ["fridge"]) { ${UNIT} } }`)).data.equipment;
    expect(units.find((u: any) => u.id === data.createEquipment.id)).toMatchObject({
      targetMinTemp: 1,
      targetMaxTemp: 5,
      alertDelayMinutes: 40,
      readingIntervalMinutes: null,
    });
    const [audit] = (await audits()).filter((a) => a.action === 'create');
    expect(audit).toMatchObject({
      entity_id: String(data.createEquipment.id),
      before: null,
      after: { name: 'Pastry Fridge', type: 'fridge', targetMinTemp: 1 },
    });
  });

  it('keeps the targets and sensor settings a unit is given; a type without a preset band has no targets', async () => {
    const given = await manager.graphql(CREATE, {
      input: { locationId: 2, name: 'Soup Kettle', type: 'hot_hold', targetMinTemp: 65, targetMaxTemp: 85, alertDelayMinutes: 0, readingIntervalMinutes: 60 },
    });
    expect(given.data.createEquipment).toMatchObject({
      targetMinTemp: 65,
      targetMaxTemp: 85,
      alertDelayMinutes: 0,
      readingIntervalMinutes: 60,
      usesPresetAlertDelay: false,
      usesPresetReadingInterval: false,
    });
    const van = await manager.graphql(CREATE, { input: { locationId: 2, name: 'Van 2', type: 'delivery' } });
    expect(van.data.createEquipment).toMatchObject({ targetMinTemp: null, targetMaxTemp: null });
  });

  it.each([
    [{ name: '', type: 'fridge' }, 'Equipment name is required'],
    [{ name: 'Toaster', type: 'toaster' }, 'Equipment type must be one of fridge, freezer, hot_hold'],
    [{ name: 'Odd', type: 'fridge', targetMinTemp: 5, targetMaxTemp: 4 }, 'Target minimum must be below the target maximum'],
    [{ name: 'Odd', type: 'fridge', targetMinTemp: 4, targetMaxTemp: 4 }, 'Target minimum must be below the target maximum'],
    [{ name: 'Odd', type: 'fridge', targetMinTemp: 10 }, 'Target minimum must be below the target maximum'], // against the preset's 4
    [{ name: 'Cold', type: 'freezer', targetMinTemp: -41 }, 'Target temperatures must be within -40 to 300 °C'],
    [{ name: 'Hot', type: 'cooking', targetMaxTemp: 301 }, 'Target temperatures must be within -40 to 300 °C'],
    [{ name: 'Slow', type: 'fridge', alertDelayMinutes: 1441 }, 'Alert delay must be from 0 to 1440 minutes'],
    [{ name: 'Slow', type: 'fridge', alertDelayMinutes: -1 }, 'Alert delay must be from 0 to 1440 minutes'],
    [{ name: 'Often', type: 'fridge', readingIntervalMinutes: 0 }, 'Reading interval must be from 1 to 1440 minutes'],
    [{ name: 'Often', type: 'fridge', readingIntervalMinutes: 1441 }, 'Reading interval must be from 1 to 1440 minutes'],
  ])('refuses %j with a clear message and stores nothing', async (fields, message) => {
    const [units, events] = [await equipmentRows(), (await audits()).length];
    const { data, errors } = await manager.graphql(CREATE, { input: { locationId: 1, ...fields } });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toContain(message);
    expect(data ?? null).toBeNull();
    expect([await equipmentRows(), (await audits()).length]).toEqual([units, events]);
  });

  it('updates the fields sent, keeps the rest, returns delays to the preset on null, and audits before and after', async () => {
    const { id } = (await manager.graphql(CREATE, { input: { locationId: 1, name: 'Bar Fridge', type: 'fridge', alertDelayMinutes: 5 } })).data.createEquipment;
    const { data, errors } = await manager.graphql(UPDATE, { id, input: { name: 'Bar Fridge 2', targetMaxTemp: 3, alertDelayMinutes: null } });
    expect(errors).toBeUndefined();
    expect(data.updateEquipment).toMatchObject({
      name: 'Bar Fridge 2',
      type: 'fridge',
      targetMinTemp: 0,
      targetMaxTemp: 3,
      usesPresetAlertDelay: true,
      alertDelayMinutes: 40,
    });
    const update = (await audits()).at(-1)!;
    expect(update).toMatchObject({ action: 'update', entity_id: String(id) });
    expect(update.before).toMatchObject({ name: 'Bar Fridge', targetMaxTemp: 4, alertDelayMinutes: 5 });
    expect(update.after).toMatchObject({ name: 'Bar Fridge 2', targetMaxTemp: 3, alertDelayMinutes: null });
    const refused = await manager.graphql(UPDATE, { id, input: { targetMinTemp: 3 } });
    expect(refused.errors?.[0]?.message).toBe('Target minimum must be below the target maximum');
    expect((await sql<{ target_min_temp: string }>(`select target_min_temp from equipment where id = ${id}`))[0].target_min_temp).toBe('0.00');
    expect((await manager.graphql(UPDATE, { id, input: { name: '' } })).errors?.[0]?.message).toContain('Equipment name is required');
  });

  it('retires a unit: its readings stay, it leaves every live screen, and it can no longer be changed or read into', async () => {
    const [{ id: unitId, n }] = await sql<{ id: number; n: string }>(
      `select e.id, count(r.id) n from equipment e join temperature_reading r on r.equipment_id = e.id where e.location_id = 1 group by e.id order by e.id limit 1`,
    );
    const { data, errors } = await manager.graphql(RETIRE, { id: unitId });
    expect(errors).toBeUndefined();
    expect(data.retireEquipment).toMatchObject({ id: unitId, isActive: false });
    expect((await sql<{ n: string }>(`select count(*) n from temperature_reading where equipment_id = ${unitId}`))[0].n).toBe(n);
    expect((await audits()).at(-1)).toMatchObject({ action: 'retire', before: { isActive: true }, after: { isActive: false } });

    const ids = (list: { id: number }[]) => list.map((unit) => unit.id);
    expect(ids((await manager.graphql('{ equipment { id } }')).data.equipment)).not.toContain(unitId);
    const site = (await manager.graphql('{ dashboard(locationId: 1) { site { activeMonitoring equipment { id } } } }')).data.dashboard.site;
    expect(ids(site.equipment)).not.toContain(unitId);
    expect(site.activeMonitoring).toBe(site.equipment.length);
    expect(ids((await manager.get('/api/locations/1/equipment')).body)).not.toContain(unitId);
    expect(ids((await manager.get('/api/dashboard?locationId=1')).body.equipment)).not.toContain(unitId);
    const staff = await signedIn(app.baseUrl, 'staff');
    expect(ids((await staff.get('/api/locations/1/equipment')).body)).not.toContain(unitId);

    expect((await manager.graphql(RETIRE, { id: unitId })).errors?.[0]?.message).toBe('This equipment is retired and can no longer be changed');
    expect((await manager.graphql(UPDATE, { id: unitId, input: { name: 'Back' } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await manager.post('/api/temperature-readings', { equipmentId: unitId, temperature: 3 })).status).toBe(400);
  });

  it('administrators manage equipment; a branch manager only at their own locations; kitchen staff not at all', async () => {
    const branchManager = await signedIn(app.baseUrl, 'branchmgr'); // Downtown Branch and Main Kitchen
    const own = await branchManager.graphql(CREATE, { input: { locationId: 2, name: 'Branch Freezer', type: 'freezer' } });
    expect(own.data.createEquipment).toMatchObject({ locationId: 2, targetMinTemp: -20, targetMaxTemp: -15 });
    expect(await branchManager.graphqlErrorCode(CREATE, { input: { locationId: 3, name: 'Airport Freezer', type: 'freezer' } })).toBe('NOT_FOUND');
    const [{ id: airportUnit }] = await sql<{ id: number }>('select id from equipment where location_id = 3 order by id limit 1');
    expect(await branchManager.graphqlErrorCode(RETIRE, { id: airportUnit })).toBe('NOT_FOUND');
    expect(await branchManager.graphqlErrorCode(UPDATE, { id: airportUnit, input: { name: 'x' } })).toBe('NOT_FOUND');

    const before = await equipmentRows();
    const [{ id: kitchenUnit }] = await sql<{ id: number }>('select id from equipment where location_id = 1 and is_active order by id limit 1');
    for (const username of ['cook', 'staff']) {
      const kitchen = await signedIn(app.baseUrl, username);
      expect(await kitchen.graphqlErrorCode(CREATE, { input: { locationId: 1, name: 'Mine', type: 'fridge' } }), username).toBe('FORBIDDEN');
      expect(await kitchen.graphqlErrorCode(UPDATE, { id: kitchenUnit, input: { name: 'Mine' } }), username).toBe('FORBIDDEN');
      expect(await kitchen.graphqlErrorCode(RETIRE, { id: kitchenUnit }), username).toBe('FORBIDDEN');
    }
    expect(await equipmentRows()).toBe(before);
    expect((await branchManager.get('/api/user')).body.capabilities.manageEquipment).toBe(true);
    expect((await (await signedIn(app.baseUrl, 'cook')).get('/api/user')).body.capabilities.manageEquipment).toBe(false);
  });
});
