import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../alerts/alerts-helpers.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { onClock } from '../helpers/local-clock.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const PROCESS_FIELDS = `id kind foodItem quantity locationId equipmentId startedBy startedAt state secondsLeft currentDeadline finishedAt correctiveActionId
  stages { target holdTarget holdMinutes deadline deadlineLocal state reachedAt } temperatures { temperature recordedBy }`;
const START = `mutation($input: StartFoodProcessInput!) { startFoodProcess(input: $input) { ${PROCESS_FIELDS} } }`;
const RECORD = `mutation($input: RecordProcessTemperatureInput!) { recordProcessTemperature(input: $input) { ${PROCESS_FIELDS} } }`;
const LIST = `query($l: Int!, $s: String) { foodProcesses(locationId: $l, state: $s) { ${PROCESS_FIELDS} } }`;
const MAIN_KITCHEN = 1;

describe('food processes over GraphQL, with the job runner', () => {
  let app: TestApp;
  let staff: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const start = async (client: TestClient, input: Record<string, unknown>) => {
    const { data, errors } = await client.graphql(START, { input: { locationId: MAIN_KITCHEN, quantity: '4 kg', ...input } });
    if (errors) throw new Error(JSON.stringify(errors));
    return data.startFoodProcess;
  };
  const record = async (processId: number, temperature: number, unit?: string) => {
    const { data, errors } = await staff.graphql(RECORD, { input: { processId, temperature, unit } });
    if (errors) throw new Error(JSON.stringify(errors));
    return data.recordProcessTemperature;
  };

  beforeAll(async () => {
    // A one-hour reminder lead: a stage due within the hour is reminded of at once.
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', FOOD_PROCESS_REMINDER_LEAD_SECONDS: '3600' } });
    staff = await signedIn(app.baseUrl, 'staff');
  });
  afterAll(() => app.close());

  it('computes the stages on the server from the company rules, and seals the log when the last stage passes', async () => {
    const started = await start(staff, { kind: 'cooling', foodItem: 'Chicken curry' });
    const startedAt = new Date(started.startedAt).getTime();
    expect(started).toMatchObject({ kind: 'cooling', state: 'on_track', startedBy: 'Sophie Staff', finishedAt: null });
    expect(started.stages.map((s: any) => [s.target, new Date(s.deadline).getTime() - startedAt, s.state])).toEqual([
      [21, 2 * 3600_000, 'pending'],
      [5, 6 * 3600_000, 'pending'],
    ]);
    expect(started.secondsLeft).toBeGreaterThan(7190);
    const warm = await record(started.id, 40);
    expect(warm).toMatchObject({ state: 'on_track', temperatures: [{ temperature: 40, recordedBy: 'Sophie Staff' }] });
    const cooler = await record(started.id, 68, 'F'); // 20 °C
    expect(cooler.state).toBe('stage_passed');
    expect(cooler.stages[0].state).toBe('passed');
    expect(cooler.currentDeadline).toBe(started.stages[1].deadline);
    const cold = await record(started.id, 4.5);
    expect(cold).toMatchObject({ state: 'complete', secondsLeft: null, currentDeadline: null });
    expect(cold.finishedAt).not.toBeNull();
    const again = await staff.graphql(RECORD, { input: { processId: started.id, temperature: 3 } });
    expect(again.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await expect(sql(`update food_process set food_item = 'Other' where id = ${started.id}`)).rejects.toThrow(/sealed/);
    await expect(sql(`update food_process_temperature set temperature = 1 where process_id = ${started.id}`)).rejects.toThrow();
    const audits = await sql(`select action from audit_event where entity = 'food_process' and entity_id = '${started.id}' order by id`);
    expect(audits.map((a) => a.action)).toEqual(['start', 'complete']);
    const finished = (await staff.graphql(LIST, { l: MAIN_KITCHEN, s: 'finished' })).data.foodProcesses;
    expect(finished.map((p: any) => p.id)).toContain(started.id);
    expect((await staff.graphql(LIST, { l: MAIN_KITCHEN, s: 'open' })).data.foodProcesses.map((p: any) => p.id)).not.toContain(started.id);
  });

  it('refuses a start in the future or long ago, an unknown unit and an implausible reading, storing nothing', async () => {
    const count = async () => (await sql('select (select count(*) from food_process) + (select count(*) from food_process_temperature) n'))[0].n;
    const before = await count();
    const code = async (query: string, input: Record<string, unknown>) => (await staff.graphql(query, { input })).errors?.[0].extensions?.code;
    const base = { kind: 'cooling', locationId: MAIN_KITCHEN, foodItem: 'Rice', quantity: '2 kg' };
    expect(await code(START, { ...base, startedAt: new Date(Date.now() + 3600_000).toISOString() })).toBe('BAD_USER_INPUT');
    expect(await code(START, { ...base, startedAt: new Date(Date.now() - 3 * 3600_000).toISOString() })).toBe('BAD_USER_INPUT');
    expect(await code(START, { ...base, kind: 'boiling' })).toBe('BAD_USER_INPUT');
    expect(await code(START, { ...base, equipmentId: 999999 })).toBe('NOT_FOUND');
    const open = await start(staff, { kind: 'reheating', foodItem: 'Soup' });
    const after = await count();
    expect(await code(RECORD, { processId: open.id, temperature: 900 })).toBe('BAD_USER_INPUT');
    expect(await code(RECORD, { processId: 999999, temperature: 50 })).toBe('NOT_FOUND');
    expect(await count()).toBe(after);
    expect(Number(after)).toBe(Number(before) + 1);
  });

  it('gives each stage’s deadline on the site’s clock in the company’s date format (Harbour: SPEC 9’s MM/DD/YYYY)', async () => {
    const started = await start(staff, { kind: 'cooling', foodItem: 'Rice' });
    expect(started.stages.map((s: any) => s.deadlineLocal)).toEqual(started.stages.map((s: any) => onClock(s.deadline, 'Europe/London', 'month-first')));
  });

  it('flags a cooling reading that falls faster than food can cool, after the web could ask about it; cooking is not judged so (issue 30)', async () => {
    const CONCERN = 'query($p: Int!, $t: Float!, $u: String) { foodProcessReadingConcern(processId: $p, temperature: $t, unit: $u) }';
    const FLAGS = `mutation($input: RecordProcessTemperatureInput!) { recordProcessTemperature(input: $input) { temperatures { temperature implausibleReason } } }`;
    const cooling = await start(staff, { kind: 'cooling', foodItem: 'Beef stew' });
    expect((await staff.graphql(CONCERN, { p: cooling.id, t: 4.5 })).data.foodProcessReadingConcern).toBeNull(); // nothing to compare with yet
    await record(cooling.id, 70);
    const concern = (await staff.graphql(CONCERN, { p: cooling.id, t: 4.5 })).data.foodProcessReadingConcern;
    expect(concern).toMatch(/^Fell from 70 to 4\.5 °C in \d+ seconds?: faster than food can cool \(at most 5 °C a minute\)$/);
    expect((await staff.graphql(CONCERN, { p: cooling.id, t: 40.1, u: 'F' })).data.foodProcessReadingConcern).toContain('to 4.5 °C');
    expect((await staff.graphql(CONCERN, { p: cooling.id, t: 68 })).data.foodProcessReadingConcern).toBeNull(); // a probe's spread
    expect(await staff.graphqlErrorCode(CONCERN, { p: cooling.id, t: 4.5, u: 'K' })).toBe('BAD_USER_INPUT');

    const { data, errors } = await staff.graphql(FLAGS, { input: { processId: cooling.id, temperature: 4.5 } });
    expect(errors).toBeUndefined();
    expect(data.recordProcessTemperature.temperatures).toEqual([
      { temperature: 70, implausibleReason: null },
      { temperature: 4.5, implausibleReason: expect.stringMatching(/^Fell from 70 to 4\.5 °C in \d+ seconds?/) },
    ]);
    const [stored] = await sql(`select implausible_reason from food_process_temperature where process_id = ${cooling.id} and temperature = 4.5`);
    expect(stored.implausible_reason).toContain('faster than food can cool');
    const [audit] = await sql(`select after from audit_event where entity = 'food_process_temperature' order by id desc limit 1`);
    expect(audit.after.implausibleReason).toContain('faster than food can cool');

    const cooking = await start(staff, { kind: 'cooking', foodItem: 'Chicken' });
    await record(cooking.id, 80);
    expect((await staff.graphql(CONCERN, { p: cooking.id, t: 20 })).data.foodProcessReadingConcern).toBeNull();
  });

  it('reminds the starter before the deadline, and a missed stage opens exactly one critical action, however often reviewed', async () => {
    // Started 2 hours less 6 seconds ago (the food came off the heat then): stage 1 is due in 6 seconds,
    // time enough on a loaded machine for the start, a temperature and the reminder before the deadline.
    const startedAt = new Date(Date.now() - 2 * 3600_000 + 6000).toISOString();
    const process = await start(staff, { kind: 'cooling', foodItem: 'Bolognese', startedAt });
    await record(process.id, 45);
    const [reminder] = await until(
      () => sql(`select r.title, u.username from reminder r join "user" u on u.id = r.user_id where r.dedupe_key = 'food-process:${process.id}:0'`),
      (rows) => rows.length === 1,
    );
    expect(reminder.username).toBe('staff');
    expect(reminder.title).toMatch(/^Cooling of Bolognese: stage 1 due \d{4}-\d\d-\d\d \d\d:\d\d (GMT|BST)$/);
    const [missed] = await until(
      async () => (await staff.graphql(LIST, { l: MAIN_KITCHEN, s: 'missed' })).data.foodProcesses.filter((p: any) => p.id === process.id),
      (rows) => rows.length === 1 && rows[0].finishedAt !== null,
    );
    expect(missed.stages[0].state).toBe('missed');
    const actions = await sql(`select id, type, severity, source, description from corrective_action where id = ${missed.correctiveActionId}`);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ type: 'temperature_alert', severity: 'critical', source: 'automatic' });
    expect(actions[0].description).toMatch(
      /Cooling of Bolognese \(4 kg\) missed stage 1: not at or below 21 °C by .*\. Reheat it to 75 °C and restart cooling, or discard it\./,
    );
    // A second review of the same deadline (a retry, another process) changes nothing.
    const countActions = async () => (await sql(`select count(*)::int n from corrective_action where description like 'Cooling of Bolognese%'`))[0].n;
    await sql(`select graphile_worker.add_job('food_processes.stage_deadline', json_build_object('processId', ${process.id}, 'stage', 0))`);
    await until(
      () => sql(`select count(*)::int n from graphile_worker.jobs where task_identifier = 'food_processes.stage_deadline' and run_at <= now()`),
      (rows) => rows[0].n === 0,
    );
    expect(await countActions()).toBe(1);
    // Waits for the sends too, so no job is mid-flight when the app closes.
    const told = await until(
      () =>
        sql(
          `select u.username, n.status from notification n join "user" u on u.id = n.recipient_id where n.corrective_action_id = ${missed.correctiveActionId}`,
        ),
      (rows) => rows.length > 0 && rows.every((row) => row.status !== 'pending'),
    );
    expect(told.map((t) => t.username)).toContain('staff');
    const refused = await staff.graphql(RECORD, { input: { processId: process.id, temperature: 10 } });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a company that switches to °F follows the FDA Food Code until it edits its rules, and edits are checked', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const SETTINGS =
      '{ companySettings { general { timezone temperatureUnit dateFormat automaticBackups auditLogging dataCleanup dataRetentionDays } processRules { kind stages { targetC withinMinutes holdC holdMinutes } } } }';
    const UPDATE =
      'mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { processRules { kind stages { targetC withinMinutes } } } }';
    const { general } = (await manager.graphql(SETTINGS)).data.companySettings;
    const us = (await manager.graphql(UPDATE, { input: { general: { ...general, temperatureUnit: 'fahrenheit' } } })).data.updateCompanySettings;
    expect(us.processRules.find((r: any) => r.kind === 'cooling').stages).toEqual([
      { targetC: 21.11, withinMinutes: 120 },
      { targetC: 5, withinMinutes: 360 },
    ]);
    const stages = [
      { targetC: 5, withinMinutes: 120 },
      { targetC: 21, withinMinutes: 360 },
    ];
    const wrong = await manager.graphql(UPDATE, { input: { processRules: [{ kind: 'cooling', stages }] } });
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await manager.graphql(UPDATE, { input: { general } });
  });
});
