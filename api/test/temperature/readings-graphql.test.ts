import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const RECORD = `mutation Record($input: RecordReadingInput!) { recordReading(input: $input) { id equipmentId temperature status clientId recordedAt } }`;
const RECORD_MANY = `mutation RecordMany($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { id clientId temperature } }`;
const EQUIPMENT = `query Units($locationId: Int, $categories: [EquipmentCategory!], $types: [String!]) {
  equipment(locationId: $locationId, categories: $categories, types: $types) {
    id name type status locationName effectiveMaxTemp currentTemperature lastReading { temperature recordedAt } recentReadings(limit: 3) { temperature recordedAt }
  }
}`;

describe('GraphQL temperature', () => {
  let app: TestApp;
  let manager: TestClient;
  const count = async (sql: string) => Number((await app.db.orm.em.getConnection().execute<{ n: string }[]>(sql))[0].n);
  const readings = () => count('select count(*) n from temperature_reading');

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('equipment is filtered by location, category and type, with status and recent readings', async () => {
    const { data } = await manager.graphql(EQUIPMENT, { locationId: 1, categories: ['COLD_STORAGE'] });
    expect(data.equipment.map((e: any) => e.type).sort()).toEqual(['cold_display', 'freezer', 'fridge']);
    expect(data.equipment[0].recentReadings).toHaveLength(3);
    // The sidebar's Storage Fridge/Freezer screen: where food is kept, so a new owner's fridge is there too.
    const storage = (await manager.graphql(EQUIPMENT, { locationId: 1, categories: ['STORAGE'] })).data.equipment;
    expect(storage.map((e: any) => e.type).sort()).toEqual(['freezer', 'fridge', 'storage']);
    const all = (await manager.graphql(EQUIPMENT, {})).data.equipment;
    expect(new Set(all.map((e: any) => e.locationName))).toEqual(new Set(['Main Kitchen', 'Downtown Branch', 'Airport Café']));
    const hot = (await manager.graphql(EQUIPMENT, { locationId: 1, types: ['hot_hold'] })).data.equipment[0];
    expect(hot.effectiveMaxTemp).toBe(70);
    expect(await manager.graphqlErrorCode(EQUIPMENT, { types: ['toaster'] })).toBe('BAD_USER_INPUT');
  });

  it('each unit carries what a probe can read for its type, the limits the web refuses a typed reading by (issue 30)', async () => {
    const LIMITS = 'query { equipment(locationId: 1, types: ["fridge", "cooking"]) { type plausibleMinTemp plausibleMaxTemp } }';
    const units = (await manager.graphql(LIMITS)).data.equipment;
    expect(units.find((e: any) => e.type === 'fridge')).toEqual({ type: 'fridge', plausibleMinTemp: -50, plausibleMaxTemp: 60 });
    expect(units.find((e: any) => e.type === 'cooking')).toEqual({ type: 'cooking', plausibleMinTemp: -10, plausibleMaxTemp: 300 });
    const refused = await manager.graphql(RECORD, { input: { equipmentId: 1, temperature: 60.5 } });
    expect(refused.errors?.[0]?.message).toContain('expected -50 to 60 °C');
  });

  it('recordReading stores, computes status against the unit’s targets, and retries by clientId are idempotent', async () => {
    const clientId = randomUUID();
    const first = await manager.graphql(RECORD, { input: { equipmentId: 2, temperature: -12.5, clientId } });
    expect(first.data.recordReading).toMatchObject({ equipmentId: 2, temperature: -12.5, status: 'ALERT', clientId });
    const before = await readings();
    const retry = await manager.graphql(RECORD, { input: { equipmentId: 2, temperature: -12.5, clientId } });
    expect(retry.data.recordReading.id).toBe(first.data.recordReading.id);
    expect(await readings()).toBe(before);
  });

  it('a recorded reading answers with its unit as it now stands, so a client cache updates the unit’s cards', async () => {
    const WITH_UNIT = `mutation Record($input: RecordReadingInput!) { recordReading(input: $input) { id equipment { id status currentTemperature lastReading { temperature recordedAt } } } }`;
    const out = (await manager.graphql(WITH_UNIT, { input: { equipmentId: 1, temperature: 9.5 } })).data.recordReading;
    expect(out.equipment).toEqual({ id: 1, status: 'ALERT', currentTemperature: 9.5, lastReading: { temperature: 9.5, recordedAt: expect.any(String) } });
    const older = new Date(Date.now() - 86_400_000).toISOString();
    const late = (await manager.graphql(WITH_UNIT, { input: { equipmentId: 1, temperature: 3, recordedAt: older } })).data.recordReading;
    // A late reading does not move the unit's latest reading.
    expect(late.equipment).toMatchObject({ id: 1, currentTemperature: 9.5, lastReading: out.equipment.lastReading });
    // Nor does a retry of a stored reading (same clientId): it answers with the unit as it stands.
    const retried = { equipmentId: 1, temperature: 9.5, clientId: randomUUID() };
    const first = (await manager.graphql(WITH_UNIT, { input: retried })).data.recordReading;
    const again = await manager.graphql(WITH_UNIT, { input: retried });
    expect(again.errors).toBeUndefined();
    expect(again.data.recordReading).toEqual(first);
    const listed = await manager.graphql(`query { equipment(locationId: 1) { id recentReadings(limit: 1) { equipment { id } } } }`);
    expect(listed.data.equipment[0].recentReadings[0].equipment.id).toBe(listed.data.equipment[0].id);
  });

  it('recordReadings stores a batch in input order, and is all-or-nothing', async () => {
    const inputs = Array.from({ length: 50 }, (_, i) => ({ equipmentId: 1 + (i % 9), temperature: 3 + i / 10, clientId: randomUUID() }));
    const before = await readings();
    const { data } = await manager.graphql(RECORD_MANY, { inputs });
    expect(data.recordReadings.map((r: any) => r.clientId)).toEqual(inputs.map((i) => i.clientId));
    expect(await readings()).toBe(before + 50);
    // One reading aimed at another company's unit fails the whole batch.
    const poisoned = [...inputs.slice(0, 3).map((i) => ({ ...i, clientId: randomUUID() })), { equipmentId: 30, temperature: 1 }];
    expect(await manager.graphqlErrorCode(RECORD_MANY, { inputs: poisoned })).toBe('NOT_FOUND');
    expect(await readings()).toBe(before + 50);
  });

  it('a batch may resend readings already stored (offline sync after a lost response) without duplicates', async () => {
    const inputs = Array.from({ length: 4 }, (_, i) => ({ equipmentId: 1, temperature: 2 + i, clientId: randomUUID() }));
    await manager.graphql(RECORD_MANY, { inputs: inputs.slice(0, 2) });
    const before = await readings();
    const { data } = await manager.graphql(RECORD_MANY, { inputs });
    expect(data.recordReadings).toHaveLength(4);
    expect(await readings()).toBe(before + 2);
  });

  it('refuses more than 1,000 readings, bad values and future times with BAD_USER_INPUT', async () => {
    const before = await readings();
    const tooMany = Array.from({ length: 1001 }, () => ({ equipmentId: 1, temperature: 3 }));
    expect(await manager.graphqlErrorCode(RECORD_MANY, { inputs: tooMany })).toBe('BAD_USER_INPUT');
    const bad = await manager.graphql(RECORD, { input: { equipmentId: 1, temperature: 1234 } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Temperature must be between -999.99 and 999.99 °C', extensions: { code: 'BAD_USER_INPUT' } });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await manager.graphqlErrorCode(RECORD, { input: { equipmentId: 1, temperature: 3, recordedAt: future } })).toBe('BAD_USER_INPUT');
    expect(await manager.graphqlErrorCode(RECORD, { input: { equipmentId: 1, temperature: 'hot' } })).toBe('BAD_USER_INPUT');
    expect(await readings()).toBe(before);
  });

  it('correctReading appends a new reading pointing at the original, with who, when and why', async () => {
    const original = (await manager.graphql(RECORD, { input: { equipmentId: 4, temperature: 7.5 } })).data.recordReading;
    const { data } = await manager.graphql(
      `mutation Fix($input: CorrectReadingInput!) { correctReading(input: $input) { id correctsId correctionReason temperature recordedAt recordedById } }`,
      { input: { readingId: original.id, temperature: 77.5, reason: 'Typed 7.5 instead of 77.5' } },
    );
    expect(data.correctReading).toMatchObject({
      correctsId: original.id,
      correctionReason: 'Typed 7.5 instead of 77.5',
      temperature: 77.5,
      recordedAt: original.recordedAt,
    });
    expect(data.correctReading.id).not.toBe(original.id);
    const [kept] = await app.db.orm.em.getConnection().execute(`select temperature from temperature_reading where id = ${original.id}`);
    expect(Number(kept.temperature)).toBe(7.5);
    expect(await count(`select count(*) n from audit_event where action = 'correct'`)).toBe(1);
  });

  it('signed out is UNAUTHENTICATED; another company’s ids are NOT_FOUND and change nothing', async () => {
    const anonymous = new TestClient(app.baseUrl);
    expect(await anonymous.graphqlErrorCode(RECORD, { input: { equipmentId: 1, temperature: 3 } })).toBe('UNAUTHENTICATED');
    expect(await anonymous.graphqlErrorCode(EQUIPMENT, {})).toBe('UNAUTHENTICATED');
    const river = await signedIn(app.baseUrl, 'rivermgr');
    const before = await readings();
    expect(await river.graphqlErrorCode(RECORD, { input: { equipmentId: 1, temperature: 3 } })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(RECORD_MANY, { inputs: [{ equipmentId: 1, temperature: 3 }] })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(EQUIPMENT, { locationId: 1 })).toBe('NOT_FOUND');
    const [harbourReading] = await app.db.orm.em.getConnection().execute(`select id from temperature_reading where company_id = 1 limit 1`);
    expect(
      await river.graphqlErrorCode(`mutation($input: CorrectReadingInput!) { correctReading(input: $input) { id } }`, {
        input: { readingId: Number(harbourReading.id), temperature: 1, reason: 'probe' },
      }),
    ).toBe('NOT_FOUND');
    expect(await readings()).toBe(before);
    const riverUnits = (await river.graphql(EQUIPMENT, {})).data.equipment;
    expect(riverUnits.every((e: any) => ['Riverside Central Kitchen', 'Quayside Events Hall'].includes(e.locationName))).toBe(true);
  });
});
