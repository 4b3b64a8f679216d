import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../alerts/alerts-helpers.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { pdfText, zipEntry } from '../helpers/pack-files.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const MAIN_KITCHEN = 1;
const ACTION = `id severity status assigneeId assigneeName dueDate rootCause rootCauseLabel rootCauseText
  awaitingSignOff closedAt signedOffAt signedOffByName`;
const EXPOSURE = `exposure { from to ongoing limit minutesAboveLimit degreeMinutesAboveLimit ruleKey ruleText ruleThreshold ruleMaxMinutes
  minutesAboveRule exceedsRule readings }`;
const DISPOSITION = 'id food quantity unit decision useWithinHours reason ruleBasis exceededRule correctsId correctedById recordedByName';
const ASSIGN = `mutation($id: Int!, $to: Int!, $due: DateTimeISO) { assignCorrectiveAction(id: $id, assigneeId: $to, dueDate: $due) { ${ACTION} } }`;
const ROOT_CAUSE = `mutation($id: Int!, $cause: String!, $text: String) { recordActionRootCause(id: $id, rootCause: $cause, text: $text) { ${ACTION} } }`;
const DISPOSE = `mutation($input: FoodDispositionInput!) { recordFoodDisposition(input: $input) { ${DISPOSITION} } }`;
const SIGN_OFF = `mutation($id: Int!, $password: String!) { signOffCorrectiveAction(id: $id, password: $password) { ${ACTION} } }`;
const DETAILS = `query($id: Int!) { correctiveAction(id: $id) { ${ACTION} ${EXPOSURE} dispositions { ${DISPOSITION} } assigneeChoices { fullName } } }`;
const WASTE = `query($l: Int, $from: DateTimeISO!, $to: DateTimeISO!) { wasteLog(locationId: $l, from: $from, to: $to) {
  entries { food quantity unit reason correctiveActionId locationName recordedByName } totals { unit quantity entries } } }`;

/**
 * Issue 36, item 3: a critical fridge excursion worked from assignment to disposition to a
 * manager's signed-off closure, with its exposure computed from fixed readings.
 */
describe('corrective actions that record the outcome', () => {
  let app: TestApp;
  let manager: TestClient;
  let staff: TestClient;
  let branchmgr: TestClient;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  /** Whole minutes before a fixed instant, so the hand computation is exact. */
  const base = Math.floor(Date.now() / 1000) * 1000;
  const at = (minutesAgo: number) => new Date(base - minutesAgo * 60_000).toISOString();
  const evidence = async (id: number) => ({
    action: await sql('select * from corrective_action where id = ?', [id]),
    audits: await sql('select count(*)::int n from audit_event'),
    dispositions: await sql('select count(*)::int n from food_disposition'),
    waste: await sql('select count(*)::int n from waste_log_entry'),
    notifications: await sql('select count(*)::int n from notification'),
  });

  /** A new fridge (0–4 °C) at the Main Kitchen, its readings recorded by the manager (manual: acted on at once), and the action they open. */
  async function excursion(name: string, readings: [number, number][]): Promise<{ unit: number; action: number }> {
    const created = await manager.graphql('mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
      input: { name, type: 'fridge', locationId: MAIN_KITCHEN, targetMinTemp: 0, targetMaxTemp: 4 },
    });
    const unit = created.data.createEquipment.id;
    const inputs = readings.map(([minutesAgo, temperature]) => ({ equipmentId: unit, temperature, isManual: true, recordedAt: at(minutesAgo) }));
    const recorded = await manager.graphql('mutation($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { id } }', { inputs });
    expect(recorded.errors).toBeUndefined();
    const [row] = await until(
      () => sql('select id from corrective_action where equipment_id = ?', [unit]),
      (rows) => rows.length > 0,
    );
    return { unit, action: Number(row.id) };
  }

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' } });
    [manager, staff, branchmgr] = await Promise.all(['manager', 'staff', 'branchmgr'].map((name) => signedIn(app.baseUrl, name)));
  });
  afterAll(() => app.close());

  it('works a critical fridge excursion from assignment to disposition to verified, signed-off closure', async () => {
    // 3 °C in range, then 7 °C for 30 minutes, 9 °C for 20 and 12 °C for 30, then back to 3 °C.
    const { unit, action: id } = await excursion('Outcome Fridge', [
      [100, 3],
      [90, 7],
      [60, 9],
      [40, 12],
    ]);
    await manager.graphql(
      'mutation($e: Int!, $at: DateTimeISO!) { recordReading(input: { equipmentId: $e, temperature: 3, isManual: true, recordedAt: $at }) { id } }',
      {
        e: unit,
        at: at(10),
      },
    );
    const first = (await manager.graphql(DETAILS, { id })).data.correctiveAction;
    expect(first).toMatchObject({ severity: 'critical', assigneeId: null, awaitingSignOff: false, closedAt: null, dispositions: [] });
    // By hand, against the 4 °C limit: 3 × 30 + 5 × 20 + 8 × 30 = 430 °C·min over 80 minutes; above 8 °C: 20 + 30 = 50 minutes.
    expect(first.exposure).toEqual({
      from: at(90),
      to: at(10),
      ongoing: false,
      limit: 4,
      minutesAboveLimit: 80,
      degreeMinutesAboveLimit: 430,
      ruleKey: 'uk_chilled_tolerance',
      ruleText: 'UK guidance: chilled food above 8 °C may be kept out of temperature control once, for up to 4 hours.',
      ruleThreshold: '8 °C',
      ruleMaxMinutes: 240,
      minutesAboveRule: 50,
      exceedsRule: false,
      readings: 3,
    });
    expect(first.assigneeChoices.map((p: any) => p.fullName)).toContain('Ben Branch');
    expect(first.assigneeChoices.map((p: any) => p.fullName)).not.toContain('Rita River');

    // Assignment: the owner and due time, audited, and the new owner told (their bell lists it).
    const [{ id: bensId }] = await sql(`select id from "user" where username = 'branchmgr'`);
    const due = new Date(base + 2 * 3600_000).toISOString();
    const assigned = await manager.graphql(ASSIGN, { id, to: Number(bensId), due });
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data.assignCorrectiveAction).toMatchObject({ assigneeName: 'Ben Branch', dueDate: due });
    expect(
      await sql(`select reason, subject from notification where corrective_action_id = ? and recipient_id = ? and reason = 'assigned'`, [id, bensId]),
    ).toEqual([expect.objectContaining({ subject: `Assigned to you: corrective action #${id} at Main Kitchen` })]);
    const bell = await until(
      async () => (await branchmgr.graphql('{ myNotifications { correctiveActionId reason } }')).data.myNotifications,
      (rows: any[]) => rows.some((row) => row.correctiveActionId === id && row.reason === 'assigned'),
    );
    expect(bell.length).toBeGreaterThan(0);
    expect(await sql(`select after from audit_event where entity = 'corrective_action' and entity_id = ? and action = 'assign'`, [String(id)])).toEqual([
      { after: { assigneeId: Number(bensId), dueDate: due } },
    ]);

    // Root cause.
    const cause = await branchmgr.graphql(ROOT_CAUSE, { id, cause: 'door_left_open', text: 'Delivery propped the door open' });
    expect(cause.data.recordActionRootCause).toMatchObject({
      rootCause: 'door_left_open',
      rootCauseLabel: 'Door left open',
      rootCauseText: 'Delivery propped the door open',
    });

    // Disposition: 5 kg of chicken discarded goes to the waste log; yoghurt kept, with the rule that allowed it.
    const chicken = await branchmgr.graphql(DISPOSE, {
      input: { actionId: id, food: 'Cooked chicken', quantity: 5, unit: 'kg', decision: 'discarded', reason: 'Above 8 °C for 50 minutes' },
    });
    expect(chicken.data.recordFoodDisposition).toMatchObject({
      food: 'Cooked chicken',
      quantity: 5,
      unit: 'kg',
      decision: 'discarded',
      recordedByName: 'Ben Branch',
    });
    const yoghurt = await branchmgr.graphql(DISPOSE, { input: { actionId: id, food: 'Yoghurt', quantity: 2, unit: 'kg', decision: 'kept_within_limits' } });
    expect(yoghurt.data.recordFoodDisposition).toMatchObject({
      decision: 'kept_within_limits',
      exceededRule: false,
      ruleBasis: 'UK guidance: chilled food above 8 °C may be kept out of temperature control once, for up to 4 hours. Exposure: 50 min above 8 °C.',
    });
    // A correction is a new row naming the old one; the old one stays, marked.
    const yoghurtId = yoghurt.data.recordFoodDisposition.id;
    const corrected = await branchmgr.graphql(DISPOSE, {
      input: { actionId: id, food: 'Yoghurt', quantity: 2, unit: 'kg', decision: 'use_within_hours', useWithinHours: 4, correctsId: yoghurtId },
    });
    expect(corrected.data.recordFoodDisposition).toMatchObject({ correctsId: yoghurtId, useWithinHours: 4 });
    const twice = await branchmgr.graphql(DISPOSE, {
      input: { actionId: id, food: 'Yoghurt', quantity: 1, unit: 'kg', decision: 'discarded', reason: 'x', correctsId: yoghurtId },
    });
    expect(twice.errors?.[0]).toMatchObject({
      message: 'That disposition was already corrected: correct the latest one',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await expect(sql('update food_disposition set quantity = 1 where id = ?', [yoghurtId])).rejects.toThrow(/permission denied|append-only/);
    const rows = (await manager.graphql(DETAILS, { id })).data.correctiveAction.dispositions;
    expect(rows.map((r: any) => [r.food, r.decision, r.correctedById])).toEqual([
      ['Cooked chicken', 'discarded', null],
      ['Yoghurt', 'kept_within_limits', corrected.data.recordFoodDisposition.id],
      ['Yoghurt', 'use_within_hours', null],
    ]);
    const waste = await manager.graphql(WASTE, { l: MAIN_KITCHEN, from: at(24 * 60), to: new Date(Date.now() + 60_000).toISOString() });
    expect(waste.data.wasteLog).toEqual({
      entries: [
        {
          food: 'Cooked chicken',
          quantity: 5,
          unit: 'kg',
          reason: 'Above 8 °C for 50 minutes',
          correctiveActionId: id,
          locationName: 'Main Kitchen',
          recordedByName: 'Ben Branch',
        },
      ],
      totals: [{ unit: 'kg', quantity: 5, entries: 1 }],
    });

    // Verification reading, then the manager's sign-off: only then closed.
    await branchmgr.graphql('mutation($id: Int!) { startCorrectiveAction(id: $id) { id } }', { id });
    const resolved = await branchmgr.graphql(
      'mutation($id: Int!) { completeCorrectiveAction(id: $id, resolution: "Door closed, stock sorted", verification: { temperature: 3 }) { status awaitingSignOff closedAt } }',
      { id },
    );
    expect(resolved.data.completeCorrectiveAction).toEqual({ status: 'resolved', awaitingSignOff: true, closedAt: null });
    const before = await evidence(id);
    expect(await staff.graphqlErrorCode(SIGN_OFF, { id, password: 'demo1234' })).toBe('FORBIDDEN');
    const wrong = await manager.graphql(SIGN_OFF, { id, password: 'not-my-password' });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Your password is not right', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await evidence(id)).toEqual(before);
    const signed = await manager.graphql(SIGN_OFF, { id, password: 'demo1234' });
    expect(signed.errors).toBeUndefined();
    expect(signed.data.signOffCorrectiveAction).toMatchObject({ awaitingSignOff: false, signedOffByName: 'Maria Manager' });
    expect(signed.data.signOffCorrectiveAction.closedAt).toBe(signed.data.signOffCorrectiveAction.signedOffAt);
    expect((await manager.graphql(SIGN_OFF, { id, password: 'demo1234' })).errors?.[0]?.message).toBe('This action is already signed off');
    const late = await branchmgr.graphql(DISPOSE, { input: { actionId: id, food: 'Milk', quantity: 1, unit: 'l', decision: 'discarded', reason: 'x' } });
    expect(late.errors?.[0]).toMatchObject({ message: 'This action is closed', extensions: { code: 'BAD_USER_INPUT' } });
    const history = (await manager.graphql('query($id: Int!) { correctiveAction(id: $id) { history { action actorName } } }', { id })).data.correctiveAction
      .history;
    expect(history.map((step: any) => step.action)).toEqual(
      expect.arrayContaining(['open', 'assign', 'record_root_cause', 'record_disposition', 'start', 'complete', 'sign_off']),
    );
  });

  it('the waste log is in the due-diligence pack: a "Waste log" section in the PDF and waste-log.csv', async () => {
    const [{ action }] = await sql(`select corrective_action_id action from waste_log_entry where food = 'Cooked chicken'`);
    const request = `mutation($from: DateTimeISO!, $to: DateTimeISO!, $format: String!) {
      requestExport(from: $from, to: $to, locationIds: [1], format: $format) { id } }`;
    const pack = async (format: string) => {
      const { data } = await manager.graphql(request, { from: at(24 * 60), to: new Date(Date.now() + 3600_000).toISOString(), format });
      const ready = await until(
        async () => (await manager.graphql('{ reports { id status downloadUrl } }')).data.reports.find((r: any) => r.id === data.requestExport.id),
        (report: any) => report.status !== 'generating',
        60_000,
      );
      return (await download(manager, ready.downloadUrl)).bytes;
    };
    const csv = (await zipEntry(await pack('csv'), 'waste-log.csv')).toString('utf8');
    expect(csv).toContain('Discarded at,Location,Food,Quantity,Unit,Reason,Corrective action');
    expect(csv).toMatch(new RegExp(`,Main Kitchen,Cooked chicken,5,kg,Above 8 °C for 50 minutes,${action}`));
    const text = await pdfText(await pack('pdf'));
    expect(text).toContain('Waste log');
    expect(text).toContain('Cooked chicken');
  });

  it('a company in °F sees the FDA Food Code rule, measured above 41 °F', async () => {
    const [{ id }] = await sql(`select a.id from corrective_action a join equipment e on e.id = a.equipment_id where e.name = 'Outcome Fridge'`);
    const fields = 'timezone temperatureUnit dateFormat automaticBackups auditLogging dataCleanup dataRetentionDays';
    const { general } = (await manager.graphql(`{ companySettings { general { ${fields} } } }`)).data.companySettings;
    const update = 'mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { general { temperatureUnit } } }';
    await manager.graphql(update, { input: { general: { ...general, temperatureUnit: 'fahrenheit' } } });
    const exposure = (await manager.graphql(DETAILS, { id })).data.correctiveAction.exposure;
    await manager.graphql(update, { input: { general } });
    // Above 41 °F (5 °C): 7, 9 and 12 °C, all 80 minutes; the unit's own figures do not change.
    expect(exposure).toMatchObject({
      ruleKey: 'fda_time_as_control',
      ruleThreshold: '41 °F',
      ruleText: 'FDA Food Code 3-501.19: food above 41 °F may be held for up to 4 hours, then it must be cooked, served or discarded.',
      minutesAboveRule: 80,
      exceedsRule: false,
      degreeMinutesAboveLimit: 430,
    });
  });

  it('food kept after longer out of temperature control than the rule allows needs a reason', async () => {
    // 10 °C since 290 minutes ago, still going: 290 minutes above 8 °C, over the 4 hours.
    const { action: id } = await excursion('Long Fridge', [
      [300, 3],
      [290, 10],
    ]);
    const exposure = (await manager.graphql(DETAILS, { id })).data.correctiveAction.exposure;
    expect(exposure).toMatchObject({ ongoing: true, exceedsRule: true, readings: 1 });
    expect(exposure.minutesAboveRule).toBeGreaterThanOrEqual(290);
    const before = await evidence(id);
    const kept = await manager.graphql(DISPOSE, { input: { actionId: id, food: 'Ham', quantity: 1.5, unit: 'kg', decision: 'kept_within_limits' } });
    expect(kept.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(kept.errors?.[0]?.message).toMatch(
      /^The food was out of temperature control for longer than the rule allows \(\d+(\.\d)? min above 8 °C\): give the reason it is kept$/,
    );
    expect(await evidence(id)).toEqual(before);
    const reasoned = await manager.graphql(DISPOSE, {
      input: {
        actionId: id,
        food: 'Ham',
        quantity: 1.5,
        unit: 'kg',
        decision: 'kept_within_limits',
        reason: 'Probe of the ham read 4 °C: the air warmed, not the food',
      },
    });
    expect(reasoned.data.recordFoodDisposition).toMatchObject({ exceededRule: true, reason: 'Probe of the ham read 4 °C: the air warmed, not the food' });
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const { action: id } = await excursion('Bad Input Fridge', [
      [30, 3],
      [20, 9],
    ]);
    const before = await evidence(id);
    const refusal = async (client: TestClient, query: string, variables: Record<string, unknown>) => (await client.graphql(query, variables)).errors?.[0];
    const input = { actionId: id, food: 'Chicken', unit: 'kg', decision: 'discarded', reason: 'Too warm' };
    expect(await refusal(manager, DISPOSE, { input })).toMatchObject({
      message: 'Please give the quantity of food (more than 0)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await refusal(manager, DISPOSE, { input: { ...input, quantity: 0 } }))?.message).toBe('Please give the quantity of food (more than 0)');
    expect((await refusal(manager, DISPOSE, { input: { ...input, quantity: -2 } }))?.message).toBe('Please give the quantity of food (more than 0)');
    expect((await refusal(manager, DISPOSE, { input: { ...input, quantity: 1, unit: 'sacks' } }))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await refusal(manager, DISPOSE, { input: { ...input, quantity: 1, decision: 'eaten' } }))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await refusal(manager, DISPOSE, { input: { ...input, quantity: 1, reason: ' ' } }))?.message).toBe('Please give the reason the food was discarded');
    expect((await refusal(manager, DISPOSE, { input: { ...input, quantity: 1, decision: 'use_within_hours' } }))?.message).toBe(
      'Please give the number of hours the food must be used within (1 to 72)',
    );
    expect((await refusal(manager, DISPOSE, { input: { ...input, quantity: 1, correctsId: 987654 } }))?.extensions?.code).toBe('NOT_FOUND');
    expect(await refusal(manager, ROOT_CAUSE, { id, cause: 'other' })).toMatchObject({
      message: "Please describe the root cause when it is 'Other'",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await refusal(manager, ROOT_CAUSE, { id, cause: 'gremlins', text: 'x' }))?.extensions?.code).toBe('BAD_USER_INPUT');
    const [{ id: staffId }] = await sql(`select id from "user" where username = 'staff'`);
    const [{ id: riverStaff }] = await sql(`select id from "user" where username = 'riverstaff'`);
    expect(await staff.graphqlErrorCode(ASSIGN, { id, to: Number(staffId) })).toBe('FORBIDDEN');
    expect(await manager.graphqlErrorCode(ASSIGN, { id, to: Number(riverStaff) })).toBe('NOT_FOUND');
    expect(await refusal(manager, ASSIGN, { id, to: Number(staffId), due: at(60) })).toMatchObject({
      message: 'The due time has already passed',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await refusal(manager, SIGN_OFF, { id, password: 'demo1234' })).toMatchObject({
      message: 'Resolve the action with its verification before signing it off',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await evidence(id)).toEqual(before);
    // Other actions take no disposition.
    const other = await manager.graphql(
      'mutation { createCorrectiveAction(input: { type: "other", description: "Bin lid", severity: "low", locationId: 1 }) { id } }',
    );
    expect((await refusal(manager, DISPOSE, { input: { ...input, actionId: other.data.createCorrectiveAction.id, quantity: 1 } }))?.message).toBe(
      'Only temperature and food process actions record what was done with the food',
    );
  });

  it('an action that needs no sign-off counts as closed when resolved', async () => {
    const created = await manager.graphql(
      'mutation { createCorrectiveAction(input: { type: "temperature_alert", description: "Warm", severity: "high", equipmentId: 1 }) { id } }',
    );
    const id = created.data.createCorrectiveAction.id;
    await manager.graphql('mutation($id: Int!) { startCorrectiveAction(id: $id) { id } }', { id });
    const { data } = await manager.graphql(
      'mutation($id: Int!) { completeCorrectiveAction(id: $id, resolution: "Fixed") { awaitingSignOff closedAt resolvedAt } }',
      { id },
    );
    expect(data.completeCorrectiveAction.awaitingSignOff).toBe(false);
    expect(data.completeCorrectiveAction.closedAt).toBe(data.completeCorrectiveAction.resolvedAt);
    expect((await manager.graphql(SIGN_OFF, { id, password: 'demo1234' })).errors?.[0]?.message).toBe(
      'Only critical temperature and food process actions are signed off',
    );
  });
});
