import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

/** Demo data: Main Kitchen's Walk-in Fridge (0–4 °C) and Chest Freezer. */
const WALK_IN_FRIDGE = 1;
const CHEST_FREEZER = 2;
const NEEDED = "A critical temperature action needs a verification reading in range, or a manager's override with a reason";

const CREATE = 'mutation($input: CreateCorrectiveActionInput!) { createCorrectiveAction(input: $input) { id dueDate } }';
const START = 'mutation($id: Int!) { startCorrectiveAction(id: $id) { status } }';
const COMPLETE = `mutation($id: Int!, $resolution: String!, $verification: ActionVerificationInput) {
  completeCorrectiveAction(id: $id, resolution: $resolution, verification: $verification) {
    status resolvedByName verification { method readingId temperature recordedAt overrideReason verifiedByName verifiedAt }
  }
}`;
const REQUIREMENT = 'query($id: Int!) { correctiveAction(id: $id) { verificationRequirement { kind minTemperature maxTemperature canOverride } } }';

/** Issue 30, item 5: a critical temperature or food-process action is not closed without verification. */
describe('verifying a critical action before it is resolved', () => {
  let app: TestApp;
  let manager: TestClient;
  let staff: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  /** A manual action about the Walk-in Fridge, started so Mark Complete applies. */
  async function actionInProgress(severity = 'critical', extra: Record<string, unknown> = {}): Promise<number> {
    const input = { type: 'temperature_alert', description: 'Walk-in Fridge at 9 °C', severity, equipmentId: WALK_IN_FRIDGE, ...extra };
    const { data, errors } = await manager.graphql(CREATE, { input });
    if (errors) throw new Error(JSON.stringify(errors));
    await manager.graphql(START, { id: data.createCorrectiveAction.id });
    return data.createCorrectiveAction.id;
  }
  const complete = (client: TestClient, id: number, verification?: Record<string, unknown>, resolution = 'Door seal replaced; stock checked') =>
    client.graphql(COMPLETE, { id, resolution, verification });
  /** Everything a refused resolution must leave as it was: the action, the readings, the audit trail. */
  const evidence = async (id: number) => ({
    action: await sql(`select status, resolution, resolved_at, verification_reading_id, verification_temperature, verification_override_reason
      from corrective_action where id = ${id}`),
    readings: await sql('select count(*)::int n from temperature_reading'),
    audits: await sql('select count(*)::int n from audit_event'),
  });
  const completion = async (id: number) =>
    (await sql(`select after from audit_event where entity = 'corrective_action' and entity_id = '${id}' and action = 'complete'`))[0]?.after;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
    staff = await signedIn(app.baseUrl, 'staff');
  });
  afterAll(() => app.close());

  it('refuses a critical temperature action without a verification, and stores nothing', async () => {
    const id = await actionInProgress();
    const before = await evidence(id);
    const { errors } = await complete(manager, id);
    expect(errors?.[0]).toMatchObject({ message: NEEDED, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await complete(manager, id, {})).errors?.[0]?.message).toBe(NEEDED);
    expect(await evidence(id)).toEqual(before);
  });

  it('refuses a verification reading outside the unit’s range, and records no reading', async () => {
    const id = await actionInProgress();
    const before = await evidence(id);
    const { errors } = await complete(manager, id, { temperature: 7.2 });
    expect(errors?.[0]).toMatchObject({
      message: "The verification reading 7.2 °C is outside the unit's range (0–4 °C)",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // 41 °F is 5 °C: out of range whatever the scale it was typed in.
    expect((await complete(manager, id, { temperature: 41, unit: 'F' })).errors?.[0]?.message).toBe(
      "The verification reading 5 °C is outside the unit's range (0–4 °C)",
    );
    expect(await evidence(id)).toEqual(before);
  });

  it('resolves with a reading taken now: stored as the unit’s manual reading by the resolver, linked, audited and shown', async () => {
    const id = await actionInProgress();
    const { data, errors } = await complete(staff, id, { temperature: 37.4, unit: 'F' }); // 3 °C
    expect(errors).toBeUndefined();
    const { verification } = data.completeCorrectiveAction;
    expect(data.completeCorrectiveAction).toMatchObject({ status: 'resolved', resolvedByName: 'Sophie Staff' });
    expect(verification).toMatchObject({ method: 'reading', temperature: 3, overrideReason: null, verifiedByName: 'Sophie Staff' });
    const [reading] = await sql(`select r.id, r.temperature, r.is_manual, r.recorded_at, u.username from temperature_reading r join "user" u on u.id = r.user_id
      where r.id = (select verification_reading_id from corrective_action where id = ${id})`);
    expect(reading).toMatchObject({ id: String(verification.readingId), temperature: '3.00', is_manual: true, username: 'staff' });
    expect(Date.parse(verification.recordedAt)).toBe(new Date(reading.recorded_at).getTime());
    expect(await sql(`select count(*)::int n from audit_event where entity = 'temperature_reading' and entity_id = '${reading.id}'`)).toEqual([{ n: 1 }]);
    expect(await completion(id)).toMatchObject({
      status: 'resolved',
      verification: { readingId: verification.readingId, temperature: 3, overrideReason: null },
    });
    const shown = await manager.graphql('query($id: Int!) { correctiveAction(id: $id) { verification { method readingId temperature verifiedByName } } }', {
      id,
    });
    expect(shown.data.correctiveAction.verification).toEqual({
      method: 'reading',
      readingId: verification.readingId,
      temperature: 3,
      verifiedByName: 'Sophie Staff',
    });
  });

  it('resolves naming a reading of the unit taken since the action opened and in range; refuses any other', async () => {
    const id = await actionInProgress();
    const recordReading = async (equipmentId: number, temperature: number) =>
      (
        await manager.graphql('mutation($e: Int!, $t: Float!) { recordReading(input: { equipmentId: $e, temperature: $t, isManual: true }) { id } }', {
          e: equipmentId,
          t: temperature,
        })
      ).data.recordReading.id;
    const [earlier] = await sql(
      `select id from temperature_reading where equipment_id = ${WALK_IN_FRIDGE} and recorded_at < now() - interval '1 hour' order by id limit 1`,
    );
    const freezer = await recordReading(CHEST_FREEZER, -18);
    const warm = await recordReading(WALK_IN_FRIDGE, 6.5);
    const cold = await recordReading(WALK_IN_FRIDGE, 2.5);
    const before = await evidence(id);
    const refusal = async (readingId: number) => (await complete(manager, id, { readingId })).errors?.[0];
    expect(await refusal(Number(earlier.id))).toMatchObject({
      message: 'The verification reading must be taken after the action opened',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await refusal(freezer)).toMatchObject({ message: 'The verification reading must be of Walk-in Fridge', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await refusal(warm))?.message).toBe("The verification reading 6.5 °C is outside the unit's range (0–4 °C)");
    expect(await refusal(987654321)).toMatchObject({ message: 'Reading not found', extensions: { code: 'NOT_FOUND' } });
    expect((await complete(manager, id, { readingId: cold, temperature: 3 })).errors?.[0]?.message).toBe('Name a verification reading or record one, not both');
    expect(await evidence(id)).toEqual(before);

    const { data } = await complete(manager, id, { readingId: cold });
    expect(data.completeCorrectiveAction).toMatchObject({ status: 'resolved', verification: { method: 'reading', readingId: cold, temperature: 2.5 } });
    expect(await sql(`select verification_reading_id, verification_temperature from corrective_action where id = ${id}`)).toEqual([
      { verification_reading_id: String(cold), verification_temperature: '2.50' },
    ]);
    // Naming a reading records none.
    expect((await evidence(id)).readings).toEqual(before.readings);
  });

  it('resolves on a manager’s override with a reason, recorded with who and when', async () => {
    const id = await actionInProgress();
    const { data, errors } = await complete(manager, id, { overrideReason: '  Probe broken; stock discarded and unit emptied for the engineer  ' });
    expect(errors).toBeUndefined();
    const { verification } = data.completeCorrectiveAction;
    expect(verification).toMatchObject({
      method: 'override',
      readingId: null,
      temperature: null,
      recordedAt: null,
      overrideReason: 'Probe broken; stock discarded and unit emptied for the engineer',
      verifiedByName: 'Maria Manager',
    });
    expect(Math.abs(Date.parse(verification.verifiedAt) - Date.now())).toBeLessThan(60_000);
    const [stored] = await sql(
      `select a.verification_override_reason, u.username from corrective_action a join "user" u on u.id = a.resolved_by_id where a.id = ${id}`,
    );
    expect(stored).toEqual({ verification_override_reason: 'Probe broken; stock discarded and unit emptied for the engineer', username: 'manager' });
    expect(await completion(id)).toMatchObject({
      verification: { readingId: null, overrideReason: 'Probe broken; stock discarded and unit emptied for the engineer' },
    });
  });

  it('an override by branch staff is FORBIDDEN, one without a reason or with a reading is refused; nothing is stored', async () => {
    const id = await actionInProgress();
    const before = await evidence(id);
    expect(await staff.graphqlErrorCode(COMPLETE, { id, resolution: 'Done', verification: { overrideReason: 'Trust me' } })).toBe('FORBIDDEN');
    expect((await complete(manager, id, { overrideReason: '   ' })).errors?.[0]).toMatchObject({
      message: 'Please give the reason for the override',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await complete(manager, id, { overrideReason: 'Probe broken', temperature: 3 })).errors?.[0]?.message).toBe(
      "Give a verification reading or a manager's override, not both",
    );
    expect(await evidence(id)).toEqual(before);
  });

  it('tells the screens what the action needs, and who may override', async () => {
    const id = await actionInProgress();
    const requirement = { kind: 'unit', minTemperature: 0, maxTemperature: 4 };
    expect((await manager.graphql(REQUIREMENT, { id })).data.correctiveAction.verificationRequirement).toEqual({ ...requirement, canOverride: true });
    expect((await staff.graphql(REQUIREMENT, { id })).data.correctiveAction.verificationRequirement).toEqual({ ...requirement, canOverride: false });
    const high = await actionInProgress('high');
    expect((await manager.graphql(REQUIREMENT, { id: high })).data.correctiveAction.verificationRequirement).toBeNull();
  });

  it('non-critical and other actions resolve as before, with no verification', async () => {
    const high = await actionInProgress('high');
    expect((await complete(manager, high)).data.completeCorrectiveAction).toMatchObject({ status: 'resolved', verification: null });
    const { data } = await manager.graphql(CREATE, {
      input: { type: 'equipment_failure', description: 'Fan noisy', severity: 'critical', equipmentId: WALK_IN_FRIDGE },
    });
    const failure = data.createCorrectiveAction.id;
    await manager.graphql(START, { id: failure });
    expect((await complete(manager, failure)).data.completeCorrectiveAction).toMatchObject({ status: 'resolved', verification: null });
    expect(await completion(failure)).not.toHaveProperty('verification');
  });

  it('a non-critical temperature action may still be given one, checked the same way; other actions take none', async () => {
    const high = await actionInProgress('high');
    expect((await complete(manager, high, { temperature: 9 })).errors?.[0]?.message).toBe("The verification reading 9 °C is outside the unit's range (0–4 °C)");
    const { data } = await complete(manager, high, { temperature: 2 });
    expect(data.completeCorrectiveAction.verification).toMatchObject({ method: 'reading', temperature: 2 });
    const created = await manager.graphql(CREATE, { input: { type: 'compliance_issue', description: 'Log missing', severity: 'low', locationId: 1 } });
    const issue = created.data.createCorrectiveAction.id;
    await manager.graphql(START, { id: issue });
    expect((await complete(manager, issue, { overrideReason: 'n/a' })).errors?.[0]).toMatchObject({
      message: 'Only temperature actions take a verification',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('a food process action is verified by a probe reading of the food at the reheating target, or overridden', async () => {
    const [{ id }] = await sql(`insert into corrective_action (company_id, location_id, type, description, severity, status, source)
      values (1, 1, 'temperature_alert', 'Cooling of Beef stew (4 kg) missed stage 1', 'critical', 'in_progress', 'automatic') returning id`);
    await sql(`insert into food_process (company_id, location_id, started_by_id, kind, food_item, quantity, stages, started_at, finished_at, outcome, missed_stage, corrective_action_id)
      select 1, 1, u.id, 'cooling', 'Beef stew', '4 kg', '[]', now() - interval '3 hours', now() - interval '1 hour', 'missed', 0, ${id} from "user" u where username = 'staff'`);
    expect((await manager.graphql(REQUIREMENT, { id })).data.correctiveAction.verificationRequirement).toEqual({
      kind: 'process',
      minTemperature: 75,
      maxTemperature: null,
      canOverride: true,
    });
    const before = await evidence(id);
    expect((await complete(staff, id)).errors?.[0]?.message).toBe(NEEDED);
    expect((await complete(staff, id, { temperature: 68 })).errors?.[0]?.message).toBe('The verification reading 68 °C is below the reheating target (75 °C)');
    expect((await complete(staff, id, { readingId: 1 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await evidence(id)).toEqual(before);

    const { data } = await complete(staff, id, { temperature: 82.5 }, 'Reheated to 82.5 °C and cooled again in a new log');
    expect(data.completeCorrectiveAction.verification).toMatchObject({ method: 'reading', readingId: null, temperature: 82.5, verifiedByName: 'Sophie Staff' });
    expect((await evidence(id)).readings).toEqual(before.readings);
    expect(await completion(id)).toMatchObject({ verification: { readingId: null, temperature: 82.5 } });
  });

  it('refuses a due date before the location’s today, judged in its own time zone', async () => {
    const input = { type: 'equipment_failure', description: 'Door hinge loose', severity: 'low' };
    const count = async () => (await sql('select count(*)::int n from corrective_action'))[0].n;
    const before = await count();
    const yesterday = new Date(Date.now() - 26 * 3600_000).toISOString();
    const refused = await manager.graphql(CREATE, { input: { ...input, locationId: 1, dueDate: yesterday } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'The due date cannot be before today', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await count()).toBe(before);

    // The Airport Café (location 3) is in New York: its day starts at its own midnight.
    const [{ midnight }] = await sql(`select date_trunc('day', now(), 'America/New_York') midnight`);
    const startOfDay = new Date(midnight);
    const justBefore = new Date(startOfDay.getTime() - 1000).toISOString();
    expect((await manager.graphql(CREATE, { input: { ...input, locationId: 3, dueDate: justBefore } })).errors?.[0]?.message).toBe(
      'The due date cannot be before today',
    );
    const today = await manager.graphql(CREATE, { input: { ...input, locationId: 3, dueDate: startOfDay.toISOString() } });
    expect(today.errors).toBeUndefined();
    expect(Date.parse(today.data.createCorrectiveAction.dueDate)).toBe(startOfDay.getTime());
    expect(await count()).toBe(before + 1);
  });

  it('a new action needs its type: none is assumed', async () => {
    const missing = await manager.graphql('mutation { createCorrectiveAction(input: { description: "x", severity: "low", locationId: 1 }) { id } }');
    expect(missing.errors?.[0]?.extensions?.code).toMatch(/GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT/);
    const blank = await manager.graphql(CREATE, { input: { type: '', description: 'x', severity: 'low', locationId: 1 } });
    expect(blank.errors?.[0]).toMatchObject({ message: 'Type must be one of temperature_alert, equipment_failure, compliance_issue, other' });
  });
});
