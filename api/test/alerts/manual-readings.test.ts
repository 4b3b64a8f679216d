import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensorGateway, signedIn, TestClient } from '../helpers/client.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { actionsFor, CHEST_FREEZER, until, WALK_IN_FRIDGE } from './alerts-helpers.js';

/** Main Kitchen's Dry Store Fridge (storage, 0–5 °C, 30 minutes' delay) never reported in the demo data. */
const DRY_STORE_FRIDGE = 9;
/** Main Kitchen's Bain-marie (hot hold, 63–70 °C, 10 minutes' delay). */
const BAIN_MARIE = 3;
const RECORD = 'mutation($input: RecordReadingInput!) { recordReading(input: $input) { id isManual } }';
const RECORD_MANY = 'mutation($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { id isManual } }';

/**
 * Issue 30: who sends a reading decides what it is. A signed-in person's reading (no isManual
 * needed) is acted on and e-mailed at once; a gateway key's waits out the alert delay, whatever
 * isManual it sends; and a site with no branch manager still tells someone at once.
 */
describe('a person’s reading alarms at once; a sensor’s waits (issue 30)', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let manager: TestClient;
  let cook: TestClient;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', SMTP_URL: sink.url } });
    [manager, cook] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'cook')]);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  /** The unit's one action, once it has e-mailed everyone it told; fails if that takes more than a few seconds. */
  const toldAtOnce = (equipmentId: number) =>
    until(
      () => actionsFor(manager, equipmentId),
      (a) => a.length === 1 && a[0].notifications.length > 0 && a[0].notifications.every((n: any) => n.status === 'sent'),
      8000,
    ).then(([action]) => action);

  it('REST: a signed-in person’s out-of-range reading without isManual is manual, opens its action and e-mails at once', async () => {
    const { status, body } = await cook.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 9.5 });
    expect(status).toBe(201);
    expect(body.isManual).toBe(true);
    const action = await toldAtOnce(WALK_IN_FRIDGE);
    expect(action.readings).toEqual([expect.objectContaining({ temperature: 9.5, isManual: true })]);
    expect(action.notifications.map((n: any) => [n.recipient.username, n.reason])).toEqual([
      ['branchmgr', 'alert'],
      ['cook', 'alert'],
    ]);
    await until(
      async () => mailsTo('cook@example.com').length + mailsTo('branchmgr@example.com').length,
      (n) => n === 2,
    );
  });

  it('GraphQL recordReading: the same, and isManual false from a person changes nothing', async () => {
    const { data, errors } = await cook.graphql(RECORD, { input: { equipmentId: CHEST_FREEZER, temperature: -5, isManual: false } });
    expect(errors).toBeUndefined();
    expect(data.recordReading.isManual).toBe(true);
    const action = await toldAtOnce(CHEST_FREEZER);
    expect(action.notifications.map((n: any) => n.recipient.username)).toEqual(['branchmgr', 'cook']);
    const [stored] = await sql(`select is_manual, user_id is not null as by_person from temperature_reading where id = ?`, [data.recordReading.id]);
    expect(stored).toEqual({ is_manual: true, by_person: true });
  });

  it('GraphQL recordReadings: the phone’s outbox syncing readings taken earlier is still the person’s, acted on at once', async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const { data, errors } = await cook.graphql(RECORD_MANY, {
      inputs: [
        { equipmentId: DRY_STORE_FRIDGE, temperature: 3, recordedAt: at(12) },
        { equipmentId: DRY_STORE_FRIDGE, temperature: 7, recordedAt: at(10) },
      ],
    });
    expect(errors).toBeUndefined();
    expect(data.recordReadings.map((r: any) => r.isManual)).toEqual([true, true]);
    // Ten minutes out of range is within the unit's 30 minutes' delay: only a manual reading acts now.
    const action = await toldAtOnce(DRY_STORE_FRIDGE);
    expect(action.description).toBe('Dry Store Fridge at 7 °C, above its 5 °C limit for 10 minutes');
    expect(action.notifications.map((n: any) => n.recipient.username)).toEqual(['branchmgr', 'cook']);
  });

  it('a gateway key’s reading is a sensor’s and waits out the alert delay; a key’s isManual: true is refused (issue 33 item 6)', async () => {
    const gateway = await sensorGateway(manager, 'Main Kitchen gateway', 1);
    expect((await gateway.post('/api/temperature-readings', { equipmentId: BAIN_MARIE, temperature: 55, isManual: true })).status).toBe(400);
    const rest = await gateway.post('/api/temperature-readings', { equipmentId: BAIN_MARIE, temperature: 55 });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ isManual: false, apiKeyId: expect.any(Number), recordedById: null });
    const graphql = await gateway.graphql(RECORD, { input: { equipmentId: BAIN_MARIE, temperature: 54, isManual: false } });
    expect(graphql.data.recordReading.isManual).toBe(false);
    // The review put itself off to the end of the Bain-marie's 10 minutes' delay, and nothing opened meanwhile.
    const [due] = await until(
      () => sql<{ run_at: Date }>(`select run_at from graphile_worker.jobs where key like 'excursion-due:${BAIN_MARIE}:%'`),
      (rows) => rows.length === 1,
      5000,
    );
    const delay = new Date(due.run_at).getTime() - new Date(rest.body.recordedAt).getTime();
    expect(Math.abs(delay - 10 * 60_000)).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await actionsFor(manager, BAIN_MARIE)).toEqual([]);
    const stored = await sql(`select is_manual from temperature_reading where equipment_id = ? and api_key_id is not null`, [BAIN_MARIE]);
    expect(stored).toEqual([{ is_manual: false }, { is_manual: false }]);
  });

  it('a site with no branch manager or administrator of its own: the company’s administrators hear at once', async () => {
    // Airport Café: Brian is its Branch Admin; the company's administrators all work from Main Kitchen.
    const [fridge] = await sql<{ id: number }>(`select id from equipment where location_id = 3 and type = 'fridge' order by id limit 1`);
    const branchadmin = await signedIn(app.baseUrl, 'branchadmin');
    expect((await branchadmin.post('/api/temperature-readings', { equipmentId: fridge.id, temperature: 9 })).status).toBe(201);
    const action = await toldAtOnce(fridge.id);
    expect(action.notifications.map((n: any) => n.recipient.username)).toEqual(['manager', 'admin', 'companyadmin', 'branchadmin']);
  });

  it('a one-owner business: the staff member’s reading e-mails the owner at once', async () => {
    const stamp = Date.now().toString(36);
    const owner = new TestClient(app.baseUrl);
    await owner.post('/api/register', { fullName: 'Olive Owner', username: `olive${stamp}`, email: `olive${stamp}@example.com`, password: 'oliveoil1' });
    const created = await owner.graphql('mutation($input: CreateMyCompanyInput!) { createMyCompany(input: $input) { locationId } }', {
      input: { name: `Olive Grove ${stamp}`, location: { name: 'Olive Grove Kitchen', timezone: 'Europe/London' } },
    });
    const locationId = created.data.createMyCompany.locationId;
    const fridge = await owner.graphql('mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
      input: { name: 'Olive Fridge', type: 'fridge', locationId },
    });
    const fridgeId = fridge.data.createEquipment.id;
    const person = { fullName: 'Sam Staff', username: `sam${stamp}`, email: `sam${stamp}@example.com`, role: 'branch_user', locationId };
    const added = await owner.graphql('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: { ...person, password: 'Start#2026go' },
    });
    expect(added.errors).toBeUndefined();
    const staff = await signedIn(app.baseUrl, person.username, 'Start#2026go');
    const changed = await staff.graphql('mutation($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { mustChangePassword } }', {
      input: { currentPassword: 'Start#2026go', newPassword: 'Mine#2026ok' },
    });
    expect(changed.errors).toBeUndefined();

    // As the phone sends it: a timestamp and a clientId, no isManual.
    const sent = await staff.post('/api/temperature-readings', { equipmentId: fridgeId, temperature: 9.5, timestamp: new Date().toISOString() });
    expect(sent.status).toBe(201);
    const [action] = await until(
      () => actionsFor(owner, fridgeId),
      (a) => a.length === 1 && a[0].notifications.length === 2 && a[0].notifications.every((n: any) => n.status === 'sent'),
      8000,
    );
    expect(action.notifications.map((n: any) => [n.recipient.username, n.reason])).toEqual([
      [`olive${stamp}`, 'alert'],
      [person.username, 'alert'],
    ]);
    await until(
      async () => mailsTo(`olive${stamp}@example.com`).map((m) => m.subject),
      (subjects) => subjects.length === 1,
    );
    expect(mailsTo(`olive${stamp}@example.com`)[0].subject).toBe(`Critical corrective action #${action.id} at Olive Grove Kitchen`);
  });
});
