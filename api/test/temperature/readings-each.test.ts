import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsFor, BAIN_MARIE, CHEST_FREEZER, until, WALK_IN_FRIDGE } from '../alerts/alerts-helpers.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const EACH = `mutation($inputs: [RecordReadingInput!]!) {
  recordReadingsEach(inputs: $inputs) { clientId status reason code reading { id clientId temperature status recordedAt equipment { id } } }
}`;
const RETIRE = 'mutation($id: Int!) { retireEquipment(id: $id) { id } }';
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** recordReadingsEach: a batch answered item by item, so one refused reading never holds back the others (issue 33 item 12). */
describe('recording a batch item by item', () => {
  let app: TestApp;
  let manager: TestClient;
  let retiredUnit: number;
  let riverUnit: number;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  const storedClientIds = async (clientIds: string[]) =>
    // Our own random UUIDs: safe as literals.
    (
      await sql<{ client_id: string }>(
        `select client_id from temperature_reading where client_id in (${clientIds.map((id) => `'${id}'`).join(', ')}) order by id`,
      )
    ).map((row) => row.client_id);

  beforeAll(async () => {
    // The job runner on: a stored reading's excursion review opens its action as it would in production.
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' } });
    manager = await signedIn(app.baseUrl, 'manager');
    const [unit] = await sql<{ id: number }>(`select id from equipment where location_id = 1 and is_active and id not in (1, 2, 3) order by id limit 1`);
    retiredUnit = unit.id;
    expect((await manager.graphql(RETIRE, { id: retiredUnit })).errors).toBeUndefined();
    const [theirs] = await sql<{ id: number }>(
      `select e.id from equipment e join "user" u on u.username = 'rivermgr' where e.location_id = u.location_id and e.is_active order by e.id limit 1`,
    );
    riverUnit = theirs.id;
  });
  afterAll(() => app.close());

  it('stores the good readings, answers a retry as a duplicate, and refuses each bad one alone with its reason, storing nothing of it', async () => {
    const retried = randomUUID();
    expect((await manager.graphql(EACH, { inputs: [{ equipmentId: CHEST_FREEZER, temperature: -18, clientId: retried }] })).errors).toBeUndefined();
    const ids = Array.from({ length: 8 }, () => randomUUID());
    const { data, errors } = await manager.graphql(EACH, {
      inputs: [
        { equipmentId: WALK_IN_FRIDGE, temperature: 3, clientId: ids[0], recordedAt: minutes(-30) },
        { equipmentId: retiredUnit, temperature: 4, clientId: ids[1], recordedAt: minutes(-25) },
        { equipmentId: CHEST_FREEZER, temperature: -18, clientId: retried },
        { equipmentId: WALK_IN_FRIDGE, temperature: 3.5, clientId: ids[2], recordedAt: minutes(10) },
        { equipmentId: WALK_IN_FRIDGE, temperature: 3.5, clientId: ids[3], recordedAt: minutes(-32 * 24 * 60) },
        { equipmentId: WALK_IN_FRIDGE, temperature: 400, clientId: ids[4] },
        { equipmentId: riverUnit, temperature: 4, clientId: ids[5] },
        { equipmentId: WALK_IN_FRIDGE, temperature: 5000, clientId: ids[6] },
        { equipmentId: BAIN_MARIE, temperature: 70, clientId: ids[7], recordedAt: minutes(-1) },
      ],
    });
    expect(errors).toBeUndefined();
    const answers = data.recordReadingsEach;
    expect(answers.map((a: any) => [a.clientId, a.status, a.code, a.reason])).toEqual([
      [ids[0], 'STORED', null, null],
      [ids[1], 'REFUSED', 'BAD_USER_INPUT', 'Readings cannot be recorded for inactive equipment'],
      [retried, 'DUPLICATE', null, null],
      [ids[2], 'REFUSED', 'RECORDED_IN_FUTURE', 'A reading cannot be taken more than 5 minutes in the future'],
      [ids[3], 'REFUSED', 'RECORDED_TOO_LONG_AGO', 'A reading cannot be more than 31 days old'],
      [ids[4], 'REFUSED', 'BAD_USER_INPUT', expect.stringMatching(/^400 °C is not a reading a probe can give for Walk-in Fridge/)],
      // Another company's unit is missing, as everywhere.
      [ids[5], 'REFUSED', 'NOT_FOUND', 'Equipment not found'],
      // The input's own checks are the item's too: one malformed item is refused alone.
      [ids[6], 'REFUSED', 'BAD_USER_INPUT', 'Temperature must be between -999.99 and 999.99 °C'],
      [ids[7], 'STORED', null, null],
    ]);
    expect(answers[0].reading).toMatchObject({ clientId: ids[0], temperature: 3, equipment: { id: WALK_IN_FRIDGE } });
    expect(answers[1].reading).toBeNull();
    expect(answers[2].reading.clientId).toBe(retried);
    expect(await storedClientIds([...ids, retried])).toEqual([retried, ids[0], ids[7]]);
  });

  it('a stored out-of-range reading opens its excursion exactly as a single reading does, whatever else the batch refused', async () => {
    const before = (await actionsFor(manager, WALK_IN_FRIDGE)).length;
    const startedAt = minutes(0);
    const { data, errors } = await manager.graphql(EACH, {
      inputs: [
        { equipmentId: retiredUnit, temperature: 12, clientId: randomUUID(), recordedAt: minutes(-3) },
        { equipmentId: WALK_IN_FRIDGE, temperature: 12, clientId: randomUUID(), recordedAt: startedAt },
      ],
    });
    expect(errors).toBeUndefined();
    expect(data.recordReadingsEach.map((a: any) => a.status)).toEqual(['REFUSED', 'STORED']);
    expect(data.recordReadingsEach[1].reading.status).toBe('ALERT');
    const [{ at }] = await sql<{ at: Date }>('select excursion_started_at as at from equipment where id = ?', [WALK_IN_FRIDGE]);
    expect(new Date(at).toISOString()).toBe(startedAt);
    const actions = await until(
      () => actionsFor(manager, WALK_IN_FRIDGE),
      (a) => a.length > before,
    );
    expect(actions.find((a) => a.excursionStartedAt === startedAt)).toMatchObject({ type: 'temperature_alert', status: 'open' });
  });

  it('a failure of the whole request (signed out, too many items) stores nothing and answers no item', async () => {
    const clientId = randomUUID();
    const anonymous = new TestClient(app.baseUrl);
    const signedOut = await anonymous.graphql(EACH, { inputs: [{ equipmentId: WALK_IN_FRIDGE, temperature: 3, clientId }] });
    expect(signedOut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const tooMany = await manager.graphql(EACH, { inputs: Array.from({ length: 1001 }, () => ({ equipmentId: WALK_IN_FRIDGE, temperature: 3, clientId })) });
    expect(tooMany.errors?.[0]).toMatchObject({ message: 'At most 1000 readings per request', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await storedClientIds([clientId])).toEqual([]);
  });

  it('recordReadings stays all-or-nothing', async () => {
    const clientId = randomUUID();
    const { errors } = await manager.graphql('mutation($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { id } }', {
      inputs: [
        { equipmentId: WALK_IN_FRIDGE, temperature: 3, clientId },
        { equipmentId: retiredUnit, temperature: 3, clientId: randomUUID() },
      ],
    });
    expect(errors?.[0].message).toBe('Readings cannot be recorded for inactive equipment');
    expect(await storedClientIds([clientId])).toEqual([]);
  });
});
