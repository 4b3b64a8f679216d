import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensorGateway, signedIn, type TestClient } from '../helpers/client.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { collect, wsClient } from '../helpers/ws-client.js';
import {
  ACTION_FIELDS,
  actionsFor,
  CHEST_FREEZER,
  MAIN_KITCHEN,
  MAIN_KITCHEN_VAN,
  noDataActions,
  record,
  setAlertSettings,
  silenceUnit,
  until,
  WALK_IN_FRIDGE,
} from './alerts-helpers.js';

/** Main Kitchen's Dry Store Fridge (0–5 °C) never reported in the demo data, so these readings alone make its history. */
const DRY_STORE_FRIDGE = 9;
/** Riverside Catering Co's first unit: its own company settings keep these tests apart. */
const RIVERSIDE_FRIDGE = 28;
const RIVERSIDE_FREEZER = 29;

const CHANGES = `subscription($locationId: Int!) { correctiveActionChanged(locationId: $locationId) { locationId change openActions action { id status source } } }`;

describe('the control loop: excursions, actions, notifications, escalation (one process, real SMTP)', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let manager: TestClient;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', MISSED_READINGS_CHECK_SECONDS: '1', SMTP_URL: sink.url } });
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));

  it('a manual reading out of range opens one action at once; the branch manager and the cook are e-mailed, a refused send is retried', async () => {
    const cook = await signedIn(app.baseUrl, 'cook');
    const live = wsClient(app.baseUrl, manager.cookie);
    const changes = collect<any>(live, CHANGES, { locationId: MAIN_KITCHEN });
    await changes.started;
    sink.refuseOnce('branchmgr@example.com');

    await record(cook, WALK_IN_FRIDGE, 9.5, true);
    const [action] = await until(
      () => actionsFor(manager, WALK_IN_FRIDGE),
      (a) => a.length === 1,
      5000,
    );
    expect(action).toMatchObject({
      type: 'temperature_alert',
      source: 'automatic',
      severity: 'critical',
      status: 'open',
      description: 'Walk-in Fridge at 9.5 °C, above its 4 °C limit',
      locationId: MAIN_KITCHEN,
      equipment: { id: WALK_IN_FRIDGE, name: 'Walk-in Fridge' },
      readings: [{ temperature: 9.5, isManual: true }],
    });
    await record(cook, WALK_IN_FRIDGE, 10, true);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const [same, ...more] = await actionsFor(manager, WALK_IN_FRIDGE);
    expect(more).toEqual([]);
    expect(same.readings.map((r: any) => r.temperature)).toEqual([9.5, 10]);

    // The cook's mail goes at once; the branch manager's server refused once (451), so the runner retries it.
    const told = await until(
      async () => (await actionsFor(manager, WALK_IN_FRIDGE))[0].notifications,
      (n: any[]) => n.length === 2 && n.every((x) => x.status === 'sent'),
      15_000,
    );
    expect(told).toEqual([
      expect.objectContaining({ recipient: { username: 'branchmgr' }, channel: 'email', reason: 'alert', address: 'branchmgr@example.com', attempts: 2 }),
      expect.objectContaining({ recipient: { username: 'cook' }, channel: 'email', reason: 'alert', status: 'sent', attempts: 1, error: null }),
    ]);
    expect(told[0].error).toContain('Mailbox busy');
    expect(mailsTo('branchmgr@example.com')).toHaveLength(1);
    expect(mailsTo('cook@example.com')).toEqual([expect.objectContaining({ subject: `Critical corrective action #${action.id} at Main Kitchen` })]);

    // Back in range does not resolve the action: a person does, with what was done.
    await record(cook, WALK_IN_FRIDGE, 3, true);
    const start = await manager.graphql('mutation($id: Int!) { startCorrectiveAction(id: $id) { status } }', { id: action.id });
    expect(start.data.startCorrectiveAction.status).toBe('in_progress');
    // A critical action is resolved with its verification (issue 30): here the cook's reading back in range.
    const verifying = await manager.graphql('query($id: Int!) { correctiveAction(id: $id) { verificationReading { id } } }', { id: action.id });
    const done = await manager.graphql(
      'mutation($id: Int!, $readingId: Int!) { completeCorrectiveAction(id: $id, resolution: "Door seal replaced; stock checked", verification: { readingId: $readingId }) { status resolvedByName } }',
      {
        id: action.id,
        readingId: verifying.data.correctiveAction.verificationReading.id,
      },
    );
    expect(done.data.completeCorrectiveAction).toEqual({ status: 'resolved', resolvedByName: 'Maria Manager' });
    await until(
      async () => changes.events.map((e) => e.correctiveActionChanged.change),
      (c) => c.length === 3,
    );
    expect(changes.events.map((e) => [e.correctiveActionChanged.change, e.correctiveActionChanged.action.id])).toEqual([
      ['opened', action.id],
      ['started', action.id],
      ['resolved', action.id],
    ]);
    // Main Kitchen's demo data has three unresolved actions; this one made four until it was resolved.
    expect(changes.events.map((e) => e.correctiveActionChanged.openActions)).toEqual([4, expect.any(Number), 3]);

    // The record an inspector reads: the reading that verified the fix, and who did what, when.
    const { data } = await manager.graphql(
      `{ correctiveActions(status: "resolved") { id verificationReading { temperature isManual } history { action actorName occurredAt } } }`,
    );
    const resolved = data.correctiveActions.find((a: any) => a.id === action.id);
    expect(resolved.verificationReading).toEqual({ temperature: 3, isManual: true });
    expect(resolved.history.map((e: any) => [e.action, e.actorName])).toEqual([
      ['open', null],
      ['start', 'Maria Manager'],
      ['complete', 'Maria Manager'],
    ]);
    changes.stop();
    await live.dispose();
  });

  it('a sensor reading back in range within the unit’s alert delay opens nothing', async () => {
    // A sensor's readings come from its gateway's key: a signed-in person's are manual, whatever they send.
    const sensor = await sensorGateway(manager, 'Chest Freezer gateway');
    await record(sensor, CHEST_FREEZER, -9, false); // freezer preset: 45 minutes' delay
    await record(sensor, CHEST_FREEZER, -18, false);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await actionsFor(manager, CHEST_FREEZER)).toEqual([]);
  });

  it('a sensor still out of range past its delay opens one action with the excursion’s readings, in plain words', async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const sensor = await sensorGateway(manager, 'Dry Store gateway');
    const batch = await sensor.graphql('mutation($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { id } }', {
      inputs: [
        { equipmentId: DRY_STORE_FRIDGE, temperature: 3, recordedAt: at(50) },
        { equipmentId: DRY_STORE_FRIDGE, temperature: 6, recordedAt: at(40) },
        { equipmentId: DRY_STORE_FRIDGE, temperature: 6.5, recordedAt: at(20) },
        { equipmentId: DRY_STORE_FRIDGE, temperature: 5.5, recordedAt: at(1) },
      ],
    });
    expect(batch.errors).toBeUndefined();
    const [action, ...more] = await until(
      () => actionsFor(manager, DRY_STORE_FRIDGE),
      (a) => a.length > 0,
      5000,
    );
    expect(more).toEqual([]);
    expect(action).toMatchObject({
      severity: 'medium',
      description: 'Dry Store Fridge at 5.5 °C, above its 5 °C limit for 40 minutes (peak 6.5 °C)',
      readings: [
        { temperature: 6, isManual: false },
        { temperature: 6.5, isManual: false },
        { temperature: 5.5, isManual: false },
      ],
    });
    // A sensor's readings raise no reporter: only the location's branch manager hears.
    expect(action.notifications.map((n: any) => n.recipient.username)).toEqual(['branchmgr']);
  });

  it('a unit silent for twice its reading interval opens one "no data" action per silence', async () => {
    await silenceUnit(manager, (sql) => app.db.orm.em.getConnection().execute(sql), MAIN_KITCHEN_VAN);
    const [action] = await noDataActions(manager, MAIN_KITCHEN_VAN, 5000);
    expect(action).toMatchObject({ severity: 'high', status: 'open', readings: [] });
    // The check runs a moment after the third silent minute; under load, a minute later.
    expect(action.description).toMatch(/^No data: Delivery Van Chiller has sent no reading for [34] minutes; one is expected every 1 minute$/);
    await new Promise((resolve) => setTimeout(resolve, 2500)); // two more checks
    expect(await actionsFor(manager, MAIN_KITCHEN_VAN)).toHaveLength(1);
    await record(manager, MAIN_KITCHEN_VAN, 4, false); // the silence ends
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await actionsFor(manager, MAIN_KITCHEN_VAN)).toHaveLength(1);
  });

  describe('at Riverside (its own settings)', () => {
    let rivermgr: TestClient;
    let riverstaff: TestClient;
    beforeAll(async () => {
      rivermgr = await signedIn(app.baseUrl, 'rivermgr');
      riverstaff = await signedIn(app.baseUrl, 'riverstaff');
    });

    it('temperature alerts off: an excursion opens nothing', async () => {
      await setAlertSettings(rivermgr, { notifications: { temperatureAlerts: false } });
      await record(riverstaff, RIVERSIDE_FREEZER, -5, true);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await actionsFor(rivermgr, RIVERSIDE_FREEZER)).toEqual([]);
      await setAlertSettings(rivermgr, { notifications: { temperatureAlerts: true } });
    });

    it('a critical action not started within the escalation minutes is escalated once: one e-mail per recipient', async () => {
      await setAlertSettings(rivermgr, { notifications: { escalationMinutes: 0 } });
      await record(riverstaff, RIVERSIDE_FRIDGE, 12, true);
      const [action] = await until(
        () => actionsFor(rivermgr, RIVERSIDE_FRIDGE),
        (a) => a.length === 1 && a[0].escalatedAt !== null && a[0].notifications.every((n: any) => n.status === 'sent'),
        8000,
      );
      expect(action.severity).toBe('critical');
      // Riverside's site has no branch manager, so its administrator hears first too (issue 30), then the escalation.
      expect(action.notifications.map((n: any) => [n.recipient.username, n.reason])).toEqual([
        ['rivermgr', 'alert'],
        ['riverstaff', 'alert'],
        ['rivermgr', 'escalation'],
      ]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(
        mailsTo('rivermgr@example.com')
          .map((m) => m.subject)
          .sort(),
      ).toEqual([
        `Critical corrective action #${action.id} at ${await locationName(rivermgr)}`,
        `ESCALATED: critical action not started #${action.id} at ${await locationName(rivermgr)}`,
      ]);
      const audit = await app.db.orm.em
        .getConnection()
        .execute(`select action, actor_id, after from audit_event where entity = 'corrective_action' and entity_id = '${action.id}' order by id`);
      expect(audit.map((a: any) => [a.action, a.actor_id])).toEqual([
        ['open', null],
        ['escalate', null],
      ]);
    });
  });

  it('refuses a subscription to another company’s location', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    const client = wsClient(app.baseUrl, river.cookie);
    const refused = collect<any>(client, CHANGES, { locationId: MAIN_KITCHEN });
    await until(
      async () => refused.errors.length,
      (n) => n > 0,
    );
    expect(JSON.stringify(refused.errors)).toContain('NOT_FOUND');
    await client.dispose();
  });

  it('refuses readings no probe can give for the unit, with a clear message', async () => {
    const fridge = await manager.graphql('mutation { recordReading(input: { equipmentId: 1, temperature: 95 }) { id } }');
    expect(fridge.errors?.[0]).toMatchObject({
      message: '95 °C is not a reading a probe can give for Walk-in Fridge: expected -50 to 60 °C',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await manager.post('/api/temperature-readings', { equipmentId: 4, temperature: 350 })).status).toBe(400);
    expect((await manager.post('/api/temperature-readings', { equipmentId: 4, temperature: 250 })).status).toBe(201);
  });

  it('createCorrectiveAction records a manual action about a unit at its location, audited', async () => {
    const input = { type: 'equipment_failure', description: 'Fridge door does not close', severity: 'medium', equipmentId: WALK_IN_FRIDGE };
    const { data, errors } = await manager.graphql(
      `mutation($input: CreateCorrectiveActionInput!) { createCorrectiveAction(input: $input) { ${ACTION_FIELDS} } }`,
      {
        input,
      },
    );
    expect(errors).toBeUndefined();
    expect(data.createCorrectiveAction).toMatchObject({
      source: 'manual',
      status: 'open',
      locationId: MAIN_KITCHEN,
      equipment: { name: 'Walk-in Fridge' },
      readings: [],
    });
    const bad = await manager.graphql('mutation($input: CreateCorrectiveActionInput!) { createCorrectiveAction(input: $input) { id } }', {
      input: { ...input, type: 'gossip' },
    });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const nowhere = await manager.graphql('mutation($input: CreateCorrectiveActionInput!) { createCorrectiveAction(input: $input) { id } }', {
      input: { type: 'other', description: 'Somewhere', severity: 'low' },
    });
    expect(nowhere.errors?.[0].message).toBe('Name the unit, the check or the location the action is about');
  });
});

async function locationName(client: TestClient): Promise<string> {
  const { data } = await client.graphql('{ equipment { id locationName } }');
  return data.equipment.find((e: any) => e.id === RIVERSIDE_FRIDGE).locationName;
}
