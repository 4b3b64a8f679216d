import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAIN_MARIE, CHEST_FREEZER, MAIN_KITCHEN_VAN, until, WALK_IN_FRIDGE } from '../alerts/alerts-helpers.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { chirpStackUp, lht65, ttnUplink } from './fixtures.js';

const FRIDGE_EUI = '70B3D57ED005A1B2';
const FREEZER_EUI = 'A84041000181C861';
const UPDATE = 'mutation($id: Int!, $input: UpdateEquipmentInput!) { updateEquipment(id: $id, input: $input) { id deviceEui doorAlertMinutes } }';
const UNKNOWN = '{ unknownDevices { deviceEui network uplinks firstSeenAt lastSeenAt payloadSample } }';

describe('LoRaWAN network servers: The Things Stack and ChirpStack webhooks', () => {
  let app: TestApp;
  let manager: TestClient;
  let secret = '';
  let keyId = 0;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  const readingCount = async () => Number((await sql<{ n: string }>('select count(*) n from temperature_reading'))[0].n);
  const post = (path: string, body: unknown, key = secret) =>
    new TestClient(app.baseUrl).post(path, body, key === '' ? {} : { authorization: `Bearer ${key}` });
  async function createKey(name: string): Promise<{ id: number; secret: string }> {
    const { data, errors } = await manager.graphql('mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id } } }', {
      input: { name, locationId: 1 },
    });
    if (errors) throw new Error(JSON.stringify(errors));
    return { id: data.createApiKey.apiKey.id, secret: data.createApiKey.secret };
  }
  const automaticActions = async (where: string) =>
    sql<{ id: number; description: string; equipment_id: number | null; api_key_id: number | null }>(
      `select id, description, equipment_id, api_key_id from corrective_action where source = 'automatic' and ${where} order by id`,
    );

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', MISSED_READINGS_CHECK_SECONDS: '1' } });
    manager = await signedIn(app.baseUrl, 'manager');
    ({ id: keyId, secret } = await createKey('LoRaWAN network server'));
  });
  afterAll(() => app.close());

  it('an administrator maps a unit to a device EUI (normalised, unique in the company) in its settings', async () => {
    const fridge = await manager.graphql(UPDATE, { id: WALK_IN_FRIDGE, input: { deviceEui: '70-b3-d5-7e-d0-05-a1-b2' } });
    expect(fridge.data.updateEquipment).toEqual({ id: WALK_IN_FRIDGE, deviceEui: FRIDGE_EUI, doorAlertMinutes: 5 });
    const freezer = await manager.graphql(UPDATE, { id: CHEST_FREEZER, input: { deviceEui: FREEZER_EUI.toLowerCase() } });
    expect(freezer.data.updateEquipment.deviceEui).toBe(FREEZER_EUI);
    const taken = await manager.graphql(UPDATE, { id: BAIN_MARIE, input: { deviceEui: FRIDGE_EUI } });
    expect(taken.errors?.[0].message).toBe(`Device EUI ${FRIDGE_EUI} is already used by Walk-in Fridge`);
    const bad = await manager.graphql(UPDATE, { id: BAIN_MARIE, input: { deviceEui: '70B3D57ED005A1' } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Device EUI must be 16 hexadecimal digits (e.g. 70B3D57ED005A1B2)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const cook = await signedIn(app.baseUrl, 'cook');
    expect(await cook.graphqlErrorCode(UPDATE, { id: BAIN_MARIE, input: { deviceEui: '0011223344556677' } })).toBe('FORBIDDEN');
    const [audit] = await sql(`select after from audit_event where entity = 'equipment' and entity_id = ? and action = 'update' order by id desc limit 1`, [
      String(WALK_IN_FRIDGE),
    ]);
    expect(audit.after).toMatchObject({ deviceEui: FRIDGE_EUI });
  });

  it('a The Things Stack uplink stores a sensor reading for the mapped unit; its redelivery is ignored', async () => {
    const before = await readingCount();
    const receivedAt = new Date(Date.now() - 30_000);
    const uplink = ttnUplink(FRIDGE_EUI, 412, lht65(3.4), receivedAt);
    const first = await post('/api/integrations/ttn', uplink);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'stored', equipmentId: WALK_IN_FRIDGE, readingId: expect.any(Number) });
    const [stored] = await sql(
      'select equipment_id, temperature, api_key_id, user_id, battery_percent, signal_strength, recorded_at from temperature_reading where id = ?',
      [first.body.readingId],
    );
    expect(stored).toMatchObject({
      equipment_id: WALK_IN_FRIDGE,
      temperature: '3.40',
      api_key_id: keyId,
      user_id: null,
      battery_percent: 50,
      signal_strength: -71,
    });
    expect(new Date(stored.recorded_at).toISOString()).toBe(receivedAt.toISOString());
    const again = await post('/api/integrations/ttn', uplink);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'duplicate', equipmentId: WALK_IN_FRIDGE, readingId: first.body.readingId });
    expect(await readingCount()).toBe(before + 1);
  });

  it('a ChirpStack up event stores a reading; the same deduplicationId again is ignored; its other events are answered and ignored', async () => {
    const before = await readingCount();
    const event = chirpStackUp(FREEZER_EUI, randomUUID(), lht65(-18.5, 3.6));
    const first = await post('/api/integrations/chirpstack?event=up', event);
    expect(first.status).toBe(201);
    const [stored] = await sql('select equipment_id, temperature, battery_percent, signal_strength from temperature_reading where id = ?', [
      first.body.readingId,
    ]);
    expect(stored).toEqual({ equipment_id: CHEST_FREEZER, temperature: '-18.50', battery_percent: 100, signal_strength: -88 });
    const again = await post('/api/integrations/chirpstack?event=up', event);
    expect(again.body).toMatchObject({ status: 'duplicate', readingId: first.body.readingId });
    expect((await post('/api/integrations/chirpstack?event=join', { deviceInfo: { devEui: FREEZER_EUI } })).status).toBe(204);
    expect((await post('/api/integrations/chirpstack?event=status', { margin: 7 })).status).toBe(204);
    expect(await readingCount()).toBe(before + 1);
  });

  it('field names come from the webhook URL when the payload formatter uses its own', async () => {
    const event = chirpStackUp(FREEZER_EUI, randomUUID(), { probe: { celsius: -20.25 }, pct: 64 });
    const refused = await post('/api/integrations/chirpstack?event=up', event);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('The decoded payload has no temperature');
    const named = await post('/api/integrations/chirpstack?event=up&temperatureField=probe.celsius&batteryField=pct', event);
    expect(named.status).toBe(201);
    const [stored] = await sql('select temperature, battery_percent from temperature_reading where id = ?', [named.body.readingId]);
    expect(stored).toEqual({ temperature: '-20.25', battery_percent: 64 });
  });

  it('an unknown device is answered 202, stores no reading, and is listed for administrators to map until a unit names it', async () => {
    const before = await readingCount();
    const stranger = '0004A30B001C0530';
    expect((await post('/api/integrations/ttn', ttnUplink(stranger, 1, lht65(5.1)))).status).toBe(202);
    const second = await post('/api/integrations/chirpstack?event=up', chirpStackUp(stranger, randomUUID(), lht65(5.2)));
    expect(second.status).toBe(202);
    expect(second.body).toEqual({ status: 'unknown_device' });
    expect(await readingCount()).toBe(before);
    const { data } = await manager.graphql(UNKNOWN);
    expect(data.unknownDevices).toEqual([
      {
        deviceEui: stranger,
        network: 'chirpstack',
        uplinks: 2,
        firstSeenAt: expect.any(String),
        lastSeenAt: expect.any(String),
        payloadSample: expect.any(String),
      },
    ]);
    expect(JSON.parse(data.unknownDevices[0].payloadSample)).toMatchObject({ TempC_SHT: 5.2, BatV: 3.05 });
    const cook = await signedIn(app.baseUrl, 'cook');
    expect(await cook.graphqlErrorCode(UNKNOWN)).toBe('FORBIDDEN');
    await manager.graphql(UPDATE, { id: MAIN_KITCHEN_VAN, input: { deviceEui: stranger } });
    expect((await manager.graphql(UNKNOWN)).data.unknownDevices).toEqual([]);
    expect((await post('/api/integrations/ttn', ttnUplink(stranger, 2, lht65(5.3)))).status).toBe(201);
    await manager.graphql(UPDATE, { id: MAIN_KITCHEN_VAN, input: { deviceEui: null } });
  });

  it('an unknown shape is refused 400 with the reason, and stores nothing', async () => {
    const before = await readingCount();
    const cases: [string, unknown, string][] = [
      ['/api/integrations/ttn', { hello: 'world' }, 'end_device_ids.dev_eui is missing'],
      ['/api/integrations/ttn', [1, 2], 'Expected a JSON object'],
      ['/api/integrations/ttn', { ...ttnUplink(FRIDGE_EUI, 9, lht65(3)), uplink_message: undefined }, 'uplink_message is missing'],
      ['/api/integrations/ttn', { end_device_ids: { dev_eui: 'not-an-eui' }, uplink_message: {} }, 'Device EUI must be 16 hexadecimal digits'],
      ['/api/integrations/ttn', ttnUplink(FRIDGE_EUI, 10, { TempC_SHT: 'warm' }), 'Decoded field TempC_SHT must be a number'],
      ['/api/integrations/chirpstack', chirpStackUp(FREEZER_EUI, randomUUID(), lht65(-18)), 'The event query parameter is missing'],
      ['/api/integrations/chirpstack?event=up', { deduplicationId: randomUUID(), object: {} }, 'deviceInfo.devEui is missing'],
      ['/api/integrations/chirpstack?event=upp', {}, 'Unknown ChirpStack event: upp'],
    ];
    for (const [path, body, reason] of cases) {
      const answer = await post(path, body);
      expect(answer.status, reason).toBe(400);
      expect(answer.body.message).toContain(reason);
    }
    const noFormatter = ttnUplink(FRIDGE_EUI, 11, {});
    delete (noFormatter.uplink_message as { decoded_payload?: unknown }).decoded_payload;
    const refused = await post('/api/integrations/ttn', noFormatter);
    expect(refused.body.message).toBe("uplink_message.decoded_payload is missing: add a payload formatter (codec) that decodes the sensor's bytes");
    expect(await readingCount()).toBe(before);
  });

  it('without a valid gateway key: 401, nothing stored (a signed-in person is not a network server)', async () => {
    const before = await readingCount();
    const uplink = ttnUplink(FRIDGE_EUI, 500, lht65(3));
    expect((await post('/api/integrations/ttn', uplink, '')).status).toBe(401);
    expect((await post('/api/integrations/ttn', uplink, 'fsm_00000000_wrong')).status).toBe(401);
    expect((await post('/api/integrations/chirpstack?event=up', chirpStackUp(FREEZER_EUI, randomUUID(), lht65(-18)), '')).status).toBe(401);
    expect((await manager.post('/api/integrations/ttn', uplink)).status).toBe(401);
    expect(await readingCount()).toBe(before);
  });

  it('a door left open past the unit’s door-alert minutes raises one alert; closed in time, none', async () => {
    await manager.graphql(UPDATE, { id: WALK_IN_FRIDGE, input: { doorAlertMinutes: 1 } });
    // Opened two minutes ago (the contact's report arrives late): its check is due at once.
    const opened = await post('/api/door-events', { equipmentId: WALK_IN_FRIDGE, open: true, timestamp: new Date(Date.now() - 120_000).toISOString() });
    expect(opened.status).toBe(201);
    expect((await post('/api/door-events', { equipmentId: WALK_IN_FRIDGE, open: true })).body).toMatchObject({ changed: false });
    const actions = await until(
      () => automaticActions(`equipment_id = ${WALK_IN_FRIDGE} and door_open_since is not null`),
      (rows) => rows.length > 0,
    );
    expect(actions[0].description).toBe(
      "Door open: Walk-in Fridge's door has been open for 2 minutes (alert after 1 minute); close it and check the temperature",
    );
    const { data } = await manager.graphql('{ equipment(locationId: 1) { id doorOpenSince doorAlertMinutes } }');
    expect(data.equipment.find((e: any) => e.id === WALK_IN_FRIDGE)).toMatchObject({ doorOpenSince: expect.any(String), doorAlertMinutes: 1 });
    // The same opening, reported again through the network server, raises no second alert.
    const uplink = await post('/api/integrations/ttn', ttnUplink(FRIDGE_EUI, 600, { ...lht65(3.5), DOOR_OPEN_STATUS: 1 }));
    expect(uplink.body).toMatchObject({ status: 'stored', doorOpen: true });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await automaticActions(`equipment_id = ${WALK_IN_FRIDGE} and door_open_since is not null`)).toHaveLength(1);

    // The freezer's door: opened 55 s ago with a minute allowed, closed now. Its check finds it closed.
    await manager.graphql(UPDATE, { id: CHEST_FREEZER, input: { doorAlertMinutes: 1 } });
    await post('/api/door-events', { equipmentId: CHEST_FREEZER, open: true, timestamp: new Date(Date.now() - 55_000).toISOString() });
    const closed = await post('/api/integrations/chirpstack?event=up', chirpStackUp(FREEZER_EUI, randomUUID(), { ...lht65(-18), door_open: false }));
    expect(closed.body).toMatchObject({ status: 'stored', doorOpen: false });
    await new Promise((resolve) => setTimeout(resolve, 7000));
    expect(await automaticActions(`equipment_id = ${CHEST_FREEZER} and door_open_since is not null`)).toEqual([]);
    const events = await sql(`select is_open, api_key_id from door_event where equipment_id = ? order by id`, [CHEST_FREEZER]);
    expect(events).toEqual([
      { is_open: true, api_key_id: keyId },
      { is_open: false, api_key_id: keyId },
    ]);
  });

  it('an excursion that starts while the door is open says so', async () => {
    await manager.graphql(UPDATE, { id: WALK_IN_FRIDGE, input: { alertDelayMinutes: 0 } });
    const warm = await post('/api/integrations/ttn', ttnUplink(FRIDGE_EUI, 700, { ...lht65(9.5), DOOR_OPEN_STATUS: 1 }));
    expect(warm.status).toBe(201);
    const [action] = await until(
      () => automaticActions(`equipment_id = ${WALK_IN_FRIDGE} and excursion_started_at is not null`),
      (rows) => rows.length > 0,
    );
    expect(action.description).toMatch(/^Walk-in Fridge at 9.5 °C, above its .* limit.*; it started while the door was open$/);
  });

  it('when every unit of one gateway goes silent, one "gateway offline" alert instead of one "no data" per unit', async () => {
    const gateway = await createKey('Back kitchen gateway');
    const units: number[] = [];
    for (const name of ['Dairy Fridge', 'Veg Fridge']) {
      const { data } = await manager.graphql('mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
        input: { locationId: 1, name, type: 'fridge' },
      });
      units.push(data.createEquipment.id);
    }
    const threeMinutesAgo = new Date(Date.now() - 180_000).toISOString();
    for (const equipmentId of units) {
      const sent = await post('/api/temperature-readings', { equipmentId, temperature: 4, timestamp: threeMinutesAgo }, gateway.secret);
      expect(sent.status).toBe(201);
    }
    // Both expect a reading every minute from the same moment: no check sees one silent before the other.
    await sql(`update equipment set reading_interval_minutes = 1 where id in (${units.join(', ')})`);
    const [offline] = await until(
      () => automaticActions(`api_key_id = ${gateway.id}`),
      (rows) => rows.length > 0,
      15_000,
    );
    expect(offline).toMatchObject({ equipment_id: null, api_key_id: gateway.id });
    expect(offline.description).toMatch(
      /^Gateway offline: none of the 2 units of Back kitchen gateway \(Dairy Fridge, Veg Fridge\) has sent a reading for 3 minutes/,
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await automaticActions(`api_key_id = ${gateway.id}`)).toHaveLength(1);
    expect(await automaticActions(`equipment_id in (${units.join(', ')}) and silence_since is not null`)).toEqual([]);
  });
});
