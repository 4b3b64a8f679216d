import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261129100000_equipment_band } from '../../src/database/migrations/Migration20261129100000_equipment_band.js';
import { setAlertSettings } from '../alerts/alerts-helpers.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { inspectorPack, pdfText, zipEntry } from '../helpers/pack-files.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

/**
 * Issue 32 items 1–3: one dataset, every consumer the same figures. A site on UTC−5 (Bogotá, no
 * daylight saving) with readings either side of its local midnight (UTC's midnight falls elsewhere),
 * a reading corrected from 12 °C to 3 °C, and an excursion to 9 °C with temperature alerts off (so
 * no corrective action). Then the unit's band is widened from 0–5 °C to 0–10 °C: the old readings
 * keep the band they were judged by. History (GraphQL), the pack (CSV and PDF), the inspector page
 * and Reports & Analytics must all say the same, before and after.
 */
const HOUR = 3_600_000;
/** A local midnight at the site, six days ago (05:00 UTC): readings may be at most 31 days old. */
const DAY_ONE = new Date(Math.floor((Date.now() - 6 * 24 * HOUR) / (24 * HOUR)) * 24 * HOUR + 5 * HOUR);
const at = (hours: number) => new Date(DAY_ONE.getTime() + hours * HOUR).toISOString();
const FROM = at(0);
const TO = at(48);
const localDay = (hours: number) => at(hours).slice(0, 10);

/** What every consumer must report: the site's local days, 12 °C counted as its correction's 3 °C, 9 °C judged by 0–5 °C. */
const DAYS = [
  { day: localDay(0), min: 3, max: 9, mean: 5.33, readings: 3, outOfRange: 1 },
  { day: localDay(24), min: 2, max: 8, mean: 4.25, readings: 4, outOfRange: 1 },
];
const EXCURSION = { startedAt: at(23.5), endedAt: at(25), peak: 9, minutes: 90, target: '0 to 5', action: null };

const STATS = `query($e: Int!, $from: DateTimeISO!, $to: DateTimeISO!) {
  readingStats(equipmentId: $e, from: $from, to: $to, bucket: DAY) {
    buckets { start min max mean count outOfRange }
    readingExcursions { startedAt endedAt peak minutesOutOfRange target actionId }
  }
  readings(equipmentId: $e, from: $from, to: $to, first: 50) { nodes { temperature status correctsId } }
}`;
const FIGURES = `query($from: DateTimeISO!, $to: DateTimeISO!, $locations: [Int!]) {
  reportFigures(from: $from, to: $to, locationIds: $locations) { temperatureAlerts temperatureByUnit { name readings outOfRange excursions } } }`;
const EXPORT = `mutation($from: DateTimeISO!, $to: DateTimeISO!, $locationIds: [Int!]!) {
  requestExport(from: $from, to: $to, locationIds: $locationIds, format: "csv") { id } }`;

/** An excursion as history's GraphQL and the inspector's JSON give it (the same names), in the test's terms. */
const asExcursion = (x: any) => ({
  startedAt: x.startedAt,
  endedAt: x.endedAt,
  peak: x.peak,
  minutes: x.minutesOutOfRange,
  target: x.target,
  action: x.actionId,
});

/** The rows of a pack CSV (this dataset has no commas or quotes in its fields), by header. */
function csvRecords(file: Buffer): Record<string, string>[] {
  const [header, ...lines] = file
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  const keys = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [keys[i], value])));
}

describe('evidence figures: one rule, every consumer', () => {
  let app: TestApp;
  let manager: TestClient;
  let site = 0;
  let unit = 0;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' } });
    manager = await signedIn(app.baseUrl, 'manager');
    await setAlertSettings(manager, { notifications: { temperatureAlerts: false } });
    [{ id: site }] = await sql<{ id: number }>(`insert into location (company_id, name, timezone) values (1, 'Evidence Cafe', 'America/Bogota') returning id`);
    const created = await manager.graphqlData('mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
      input: { locationId: site, name: 'Evidence Fridge', type: 'fridge', targetMinTemp: 0, targetMaxTemp: 5 },
    });
    unit = created.createEquipment.id;
    const readings = [
      [3, 17],
      [4, 22],
      [9, 23.5],
      [8, 24.5],
      [2, 25],
      [12, 26],
      [4, 31],
    ].map(([temperature, hours]) => ({ equipmentId: unit, temperature, recordedAt: at(hours), isManual: true }));
    const stored = await manager.graphqlData('mutation($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { id temperature } }', {
      inputs: readings,
    });
    const typo = stored.recordReadings.find((r: { temperature: number }) => r.temperature === 12);
    await manager.graphqlData('mutation($input: CorrectReadingInput!) { correctReading(input: $input) { id } }', {
      input: { readingId: typo.id, temperature: 3, reason: 'Typed 12 for 3' },
    });
  });
  afterAll(() => app.close());

  async function history() {
    const data = await manager.graphqlData(STATS, { e: unit, from: FROM, to: TO });
    return {
      days: data.readingStats.buckets.map((b: any) => ({
        day: b.start.slice(0, 10),
        min: b.min,
        max: b.max,
        mean: b.mean,
        readings: b.count,
        outOfRange: b.outOfRange,
      })),
      excursions: data.readingStats.readingExcursions.map(asExcursion),
      statuses: data.readings.nodes.map((r: any) => [r.temperature, r.status]),
    };
  }

  async function inspectorPage() {
    const { data } = await manager.graphql('mutation($input: CreateInspectorLinkInput!) { createInspectorLink(input: $input) { token } }', {
      input: { label: 'Evidence check', locationIds: [site], periodStart: FROM, periodEnd: TO },
    });
    const token = data.createInspectorLink.token;
    const { body } = await new TestClient(app.baseUrl).get(`/api/inspect/${token}`);
    const [location] = body.locations;
    const fridge = location.units.find((u: any) => u.id === unit);
    const pdf = Buffer.from(await (await inspectorPack(app.baseUrl, token)).arrayBuffer());
    return {
      days: fridge.days.map(({ day, min, max, mean, readings, outOfRange }: any) => ({ day, min, max, mean, readings, outOfRange })),
      targets: fridge.days.map((d: any) => d.target),
      excursions: location.excursions.map(asExcursion),
      pdf: await pdfText(pdf),
    };
  }

  async function csvPack() {
    const { requestExport } = await manager.graphqlData(EXPORT, { from: FROM, to: TO, locationIds: [site] });
    const deadline = Date.now() + 60_000;
    let report: any;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      report = (await manager.graphqlData('query { reports { id status downloadUrl } }', {})).reports.find((r: any) => r.id === requestExport.id);
    } while (report.status === 'generating' && Date.now() < deadline);
    const zip = (await download(manager, report.downloadUrl)).bytes;
    const days = csvRecords(await zipEntry(zip, 'daily-temperatures.csv'));
    const excursions = csvRecords(await zipEntry(zip, 'excursions.csv'));
    return {
      days: days.map((d) => ({
        day: d.Day,
        min: Number(d['Min °C']),
        max: Number(d['Max °C']),
        mean: Number(d['Mean °C']),
        readings: Number(d.Readings),
        target: d['Target °C'],
      })),
      excursions: excursions.map((x) => ({
        startedAt: x.Start,
        endedAt: x.End,
        peak: Number(x['Peak °C']),
        minutes: Number(x['Minutes out of range']),
        target: x['Target °C'],
        action: x['Corrective action'],
      })),
    };
  }

  async function reports() {
    const { reportFigures } = await manager.graphqlData(FIGURES, { from: FROM, to: TO, locations: [site] });
    return reportFigures;
  }

  /** Every consumer, asserted against the one expected answer. */
  async function everyConsumerAgrees() {
    const fromHistory = await history();
    expect(fromHistory.days).toEqual(DAYS);
    expect(fromHistory.excursions).toEqual([EXCURSION]);
    // Both the corrected reading and its correction stay listed; 9 °C and 8 °C were out of the band in force.
    expect(fromHistory.statuses).toEqual([
      [4, 'NORMAL'],
      [3, 'NORMAL'],
      [12, 'ALERT'],
      [2, 'NORMAL'],
      [8, 'ALERT'],
      [9, 'ALERT'],
      [4, 'NORMAL'],
      [3, 'NORMAL'],
    ]);

    const page = await inspectorPage();
    expect(page.days).toEqual(DAYS);
    expect(page.targets).toEqual(['0 to 5', '0 to 5']);
    expect(page.excursions).toEqual([EXCURSION]);
    // The PDF's excursion row: peak, minutes, the band in force and no action.
    expect(page.pdf).toMatch(/Evidence Fridge.*9\.00\s+90\s+0 to 5\s+no action recorded/);
    expect(page.pdf).toMatch(/Evidence Fridge.*\b3\.00\b.*\b9\.00\b.*\b5\.33\b.*\b3\b.*0 to 5/);

    const pack = await csvPack();
    expect(pack.days).toEqual(DAYS.map(({ outOfRange: _, ...day }) => ({ ...day, target: '0 to 5' })));
    expect(pack.excursions).toEqual([{ ...EXCURSION, action: 'no action recorded' }]);

    expect(await reports()).toEqual({
      temperatureAlerts: 1,
      temperatureByUnit: [{ name: 'Evidence Fridge', readings: 7, outOfRange: 2, excursions: 1 }],
    });
  }

  it('with temperature alerts off, the excursion opened no action, and every consumer lists it with the same daily figures', async () => {
    const actions = await sql(`select id from corrective_action where equipment_id = ${unit}`);
    expect(actions).toEqual([]);
    await everyConsumerAgrees();
  });

  it('after the unit’s band changes, its old readings keep the band in force when they were stored, everywhere', async () => {
    await manager.graphqlData('mutation($id: Int!, $input: UpdateEquipmentInput!) { updateEquipment(id: $id, input: $input) { id } }', {
      id: unit,
      input: { targetMinTemp: 0, targetMaxTemp: 10 },
    });
    const bands = await sql<{ target_max_temp: string }>(`select target_max_temp from equipment_band where equipment_id = ${unit} order by valid_from`);
    expect(bands.map((b) => Number(b.target_max_temp))).toEqual([5, 10]);
    await everyConsumerAgrees();
  });

  it('the migration fills the band history from the audit trail: each audited band from when it was changed', async () => {
    const bands = () =>
      sql<{ valid_from: string; ms: number; type: string; min: number; max: number }>(
        `select valid_from::text, (extract(epoch from valid_from) * 1000)::float8 as ms, type, target_min_temp::float8 as min, target_max_temp::float8 as max from equipment_band where equipment_id = ${unit} order by valid_from`,
      );
    const kept = await bands();
    // As if the unit's bands predated the table: only the audit trail knows them.
    await sql(`delete from equipment_band where equipment_id = ${unit}`);
    const migration = new Migration20261129100000_equipment_band(app.db.orm.em.getDriver() as any, app.db.orm.config as any);
    await migration.up();
    const backfill = migration.getQueries().filter((query) => typeof query === 'string' && /^\s*(with changes|insert into equipment_band)/.test(query));
    expect(backfill).toHaveLength(2);
    for (const query of backfill) await sql(query as string);
    const filled = await bands();
    expect(filled.map(({ type, min, max }) => ({ type, min, max }))).toEqual([
      { type: 'fridge', min: 0, max: 5 },
      { type: 'fridge', min: 0, max: 10 },
    ]);
    expect(filled[0].valid_from).toBe('-infinity');
    // The change's audit event is stamped in the changing request: within moments of the trigger's transaction time.
    expect(Math.abs(filled[1].ms - kept[1].ms)).toBeLessThan(5_000);
    await everyConsumerAgrees();
  });
});
