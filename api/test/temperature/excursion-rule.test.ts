import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsFor, setAlertSettings, until } from '../alerts/alerts-helpers.js';
import { type GatewayClient, sensorGateway, signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

/**
 * One rule (api/src/modules/temperature/excursion-rule/) decides whether a reading is out of range,
 * when an excursion starts and ends, when it calls for action and how severe it is. Its input here
 * is the unit's band (and, last, its alert delay); every consumer must give the same answer for
 * the same 7.5 °C: the single-reading and the batch write (the status they return, the excursion
 * the write statement keeps), the unit's card, the stored readings wherever they are read back,
 * history's counts, and the alert review (whether and when it opens an action, and its severity).
 */
const T = 7.5;
/** 7.5 °C on the upper bound: in range (bounds inclusive). */
const BAND_A = { targetMinTemp: 0, targetMaxTemp: 7.5 };
/**
 * 7.5 °C is 1.5 °C above: out of range, severity medium. Judged by any other band it would differ:
 * high by the fridge preset (0–4 °C), in range by the defaults (0–100 °C) or band A.
 */
const BAND_B = { targetMinTemp: 0, targetMaxTemp: 6 };
const MAIN_KITCHEN = 1;

const READ = 'status equipment { status }';
const UNIT = `id status alertDelayMinutes effectiveMinTemp effectiveMaxTemp recentReadings(limit: 50) { recordedAt status }`;

describe('the excursion rule: every consumer agrees when the unit’s band changes', () => {
  let app: TestApp;
  let manager: TestClient;
  let gateway: GatewayClient;
  let unitId: number;
  const since = new Date(Date.now() - 3 * 60 * 60_000).toISOString();
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const sql = <R>(text: string) => app.db.orm.em.getConnection().execute<R[]>(text);

  async function gql(query: string, variables?: Record<string, unknown>, client: TestClient = manager) {
    const { data, errors } = await client.graphql(query, variables);
    if (errors) throw new Error(JSON.stringify(errors));
    return data;
  }
  const setBand = (band: typeof BAND_A) =>
    gql('mutation($id: Int!, $input: UpdateEquipmentInput!) { updateEquipment(id: $id, input: $input) { id } }', { id: unitId, input: band });
  /** The single-reading path (GraphQL recordReading; REST POST /api/temperature-readings is the same service call). */
  const recordOne = async (temperature: number, isManual: boolean, recordedAt: Date) =>
    (
      await gql(`mutation($input: RecordReadingInput!) { recordReading(input: $input) { ${READ} } }`, {
        input: { equipmentId: unitId, temperature, isManual, recordedAt },
      })
    ).recordReading;
  /**
   * A batch of sensor readings, sent with a gateway's key (so the alert delay applies), [temperature, recordedAt] each. A key reads back
   * only the readings' own fields (issue 33 item 6), so the unit as it stands after the batch is read by the manager.
   */
  const recordBatch = async (readings: [number, Date][]) => {
    const { recordReadings } = await gql(
      'mutation($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { status } }',
      { inputs: readings.map(([temperature, recordedAt]) => ({ equipmentId: unitId, temperature, recordedAt })) },
      gateway,
    );
    const after = { status: (await unit()).status };
    return recordReadings.map((reading: { status: string }) => ({ ...reading, equipment: after }));
  };
  /** The unit's card as the equipment list and the dashboard show it (two requests: each reads its readings its own way). */
  async function unit() {
    const listed = (await gql(`{ equipment(locationId: ${MAIN_KITCHEN}) { ${UNIT} } }`)).equipment.find((u: any) => u.id === unitId);
    const dashboard = await gql(`{ dashboard(locationId: ${MAIN_KITCHEN}) { site { equipment { ${UNIT} } } } }`);
    expect(dashboard.dashboard.site.equipment.find((u: any) => u.id === unitId)).toEqual(listed);
    return listed;
  }
  /** The stored readings' statuses, oldest first, wherever they are read back: history, the card's recent readings (list and dashboard). */
  async function storedStatuses(): Promise<string[]> {
    const page = await gql(`{ readings(equipmentId: ${unitId}, from: "${since}", to: "${at(-10).toISOString()}", first: 50) { nodes { recordedAt status } } }`);
    const history = page.readings.nodes.toReversed();
    expect((await unit()).recentReadings.toReversed()).toEqual(history);
    return history.map((r: any) => r.status);
  }
  /** History's per-hour out-of-range counts, summed, and the excursions it lists (those that opened an action). */
  async function stats() {
    const data = await gql(
      `{ readingStats(equipmentId: ${unitId}, from: "${since}", to: "${at(-10).toISOString()}", bucket: HOUR) { buckets { outOfRange } excursions { startedAt severity } } }`,
    );
    return { outOfRange: data.readingStats.buckets.reduce((n: number, b: any) => n + b.outOfRange, 0), excursions: data.readingStats.excursions };
  }
  /** What the write statement keeps: when the unit's current excursion began (null: in range). */
  async function excursionStartedAt(): Promise<string | null> {
    const [{ at }] = await sql<{ at: string | null }>(`select excursion_started_at as at from equipment where id = ${unitId}`);
    return at === null ? null : new Date(at).toISOString();
  }
  const actions = () => actionsFor(manager, unitId);

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' } });
    manager = await signedIn(app.baseUrl, 'manager');
    gateway = await sensorGateway(manager, 'Rule Fridge gateway', MAIN_KITCHEN);
    const created = await gql('mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
      input: { locationId: MAIN_KITCHEN, name: 'Rule Fridge', type: 'fridge', ...BAND_A },
    });
    unitId = created.createEquipment.id;
  });
  afterAll(() => app.close());

  it('under band A, 7.5 °C is in range for every consumer: no excursion, no action', async () => {
    expect(await recordOne(T, true, at(100))).toEqual({ status: 'NORMAL', equipment: { status: 'NORMAL' } });
    const batch = await recordBatch([
      [T, at(95)],
      [T, at(90)],
    ]);
    expect(batch).toEqual([
      { status: 'NORMAL', equipment: { status: 'NORMAL' } },
      { status: 'NORMAL', equipment: { status: 'NORMAL' } },
    ]);
    expect(await excursionStartedAt()).toBeNull();
    expect(await unit()).toMatchObject({ status: 'NORMAL', effectiveMinTemp: 0, effectiveMaxTemp: 7.5 });
    expect(await storedStatuses()).toEqual(['NORMAL', 'NORMAL', 'NORMAL']);
    expect(await stats()).toEqual({ outOfRange: 0, excursions: [] });
    // A person's reading would be acted on at once: give the job runner time to open anything it was asked to.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await actions()).toEqual([]);
  });

  it('under band B, the same 7.5 °C is out of range for every consumer, and both paths open an action of one severity', async () => {
    await setBand(BAND_B);
    // The unit's status now is judged by its band as it stands; readings stored before the change keep the
    // band they were judged by when they arrived (issue 32: the band at the time), wherever they are read back.
    expect(await unit()).toMatchObject({ status: 'ALERT', effectiveMaxTemp: 6 });
    expect(await storedStatuses()).toEqual(['NORMAL', 'NORMAL', 'NORMAL']);
    expect((await stats()).outOfRange).toBe(0);

    // The single-reading path: a person's 7.5 °C starts an excursion, acted on at once.
    const personStarted = at(85);
    expect(await recordOne(T, true, personStarted)).toEqual({ status: 'ALERT', equipment: { status: 'ALERT' } });
    expect(await excursionStartedAt()).toBe(personStarted.toISOString());
    const [first] = await until(actions, (a) => a.length === 1);
    expect(first).toMatchObject({
      type: 'temperature_alert',
      severity: 'medium',
      excursionStartedAt: personStarted.toISOString(),
      readings: [{ temperature: T, isManual: true }],
    });
    expect(first.description).toMatch(/^Rule Fridge at 7\.5 °C, above its 6 °C limit for 8[56] minutes$/);

    // 6 °C, on the bound, is in range: it ends the excursion, and the action's readings stop before it.
    expect(await recordOne(6, true, at(80))).toEqual({ status: 'NORMAL', equipment: { status: 'NORMAL' } });
    expect(await excursionStartedAt()).toBeNull();

    // The batch path: on the bound, then out twice. The excursion starts at the batch's first out-of-range reading.
    const sensorStarted = at(70);
    expect(
      await recordBatch([
        [6, at(75)],
        [T, sensorStarted],
        [T, at(65)],
      ]),
    ).toEqual([
      { status: 'NORMAL', equipment: { status: 'ALERT' } },
      { status: 'ALERT', equipment: { status: 'ALERT' } },
      { status: 'ALERT', equipment: { status: 'ALERT' } },
    ]);
    expect(await excursionStartedAt()).toBe(sensorStarted.toISOString());
    // A sensor's excursion counts once it outlasts the alert delay the unit shows (the fridge preset's 30 minutes): long since.
    expect((await unit()).alertDelayMinutes).toBe(30);
    const both = await until(actions, (a) => a.length === 2);
    const second = both.find((a) => a.id !== first.id);
    expect(second).toMatchObject({
      severity: 'medium',
      excursionStartedAt: sensorStarted.toISOString(),
      readings: [
        { temperature: T, isManual: false },
        { temperature: T, isManual: false },
      ],
    });
    expect(both.find((a) => a.id === first.id).readings).toEqual([expect.objectContaining({ temperature: T, isManual: true })]);

    expect(await storedStatuses()).toEqual(['NORMAL', 'NORMAL', 'NORMAL', 'ALERT', 'NORMAL', 'NORMAL', 'ALERT', 'ALERT']);
    expect(await stats()).toEqual({
      outOfRange: 3,
      excursions: [
        { startedAt: personStarted.toISOString(), severity: 'medium' },
        { startedAt: sensorStarted.toISOString(), severity: 'medium' },
      ],
    });
  });

  it('a sensor’s excursion waits for the alert delay the unit shows (here the preset’s), a person’s reading does not', async () => {
    await setAlertSettings(manager, { presets: [{ type: 'fridge', minTemp: 0, maxTemp: 4, alertDelayMinutes: 45 }] });
    // The preset moves the unit's delay, not its band.
    expect(await unit()).toMatchObject({ alertDelayMinutes: 45, effectiveMaxTemp: 6 });
    const started = at(20);
    expect(
      (
        await recordBatch([
          [6, at(30)],
          [T, started],
          [T, at(15)],
        ])
      ).map((r: any) => r.status),
    ).toEqual(['NORMAL', 'ALERT', 'ALERT']);
    expect(await excursionStartedAt()).toBe(started.toISOString());
    // Due 45 minutes after it began, 25 from now: the review puts itself off to then and opens nothing yet.
    const [job] = await until(
      () => sql<{ run_at: Date }>(`select run_at from graphile_worker.jobs where key like 'excursion-due:${unitId}:%'`),
      (rows) => rows.length === 1,
    );
    expect(new Date(job.run_at).getTime()).toBe(started.getTime() + 45 * 60_000);
    expect(await actions()).toHaveLength(2);

    // A person's reading confirms the same excursion: acted on at once, whatever the delay.
    expect(await recordOne(T, true, at(10))).toEqual({ status: 'ALERT', equipment: { status: 'ALERT' } });
    expect(await excursionStartedAt()).toBe(started.toISOString());
    const all = await until(actions, (a) => a.length === 3);
    expect(all.find((a) => a.excursionStartedAt === started.toISOString())).toMatchObject({
      severity: 'medium',
      readings: [
        { temperature: T, isManual: false },
        { temperature: T, isManual: false },
        { temperature: T, isManual: true },
      ],
    });
  });
});
