import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensorGateway, signedIn, TestClient } from '../helpers/client.js';
import { inspectorPack, pdfText, zipEntry } from '../helpers/pack-files.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const MAIN_KITCHEN = 1;
const HISTORY = `query($e: Int!, $from: DateTimeISO!, $to: DateTimeISO!) {
  readings(equipmentId: $e, from: $from, to: $to, first: 10) { nodes { temperature isManual source recordedByName } } }`;
const EXPORT = `mutation($from: DateTimeISO!, $to: DateTimeISO!, $locationIds: [Int!]!) {
  requestExport(from: $from, to: $to, locationIds: $locationIds, format: "csv") { id } }`;
const LINK = 'mutation($input: CreateInspectorLinkInput!) { createInspectorLink(input: $input) { token } }';

/**
 * Issue 30: one word for each kind of reading wherever it is read. A person's reading (sent without
 * isManual, or stored as non-manual before the rule) is Manual; a gateway key's (even one claiming
 * isManual) is Sensor — in history, the CSV, the PDF pack and the inspector's page.
 */
describe('a reading’s source says the same everywhere (issue 30)', () => {
  let app: TestApp;
  let manager: TestClient;
  let unitId: number;
  const range = { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' } });
    manager = await signedIn(app.baseUrl, 'manager');
    const unit = await manager.graphql('mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
      input: { name: 'Source Fridge', type: 'fridge', locationId: MAIN_KITCHEN },
    });
    unitId = unit.data.createEquipment.id;
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    // Before issue 30 a person's reading sent without isManual was stored as not manual: it is still the person's.
    await sql(
      `insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at)
       select 1, ?, id, 2.5, false, ?, ? from "user" where username = 'cook'`,
      [unitId, minutesAgo(3), minutesAgo(3)],
    );
    const cook = await signedIn(app.baseUrl, 'cook');
    expect((await cook.post('/api/temperature-readings', { equipmentId: unitId, temperature: 3, timestamp: minutesAgo(2) })).status).toBe(201);
    const gateway = await sensorGateway(manager, 'Source gateway', MAIN_KITCHEN);
    expect((await gateway.post('/api/temperature-readings', { equipmentId: unitId, temperature: 4, timestamp: minutesAgo(1) })).status).toBe(201);
  });
  afterAll(() => app.close());

  it('history: Manual for the person’s readings (old and new), Sensor for the gateway’s', async () => {
    const { data, errors } = await manager.graphql(HISTORY, { e: unitId, ...range });
    expect(errors).toBeUndefined();
    expect(data.readings.nodes).toEqual([
      { temperature: 4, isManual: false, source: 'SENSOR', recordedByName: 'Source gateway' },
      { temperature: 3, isManual: true, source: 'MANUAL', recordedByName: 'Carl Cook' },
      { temperature: 2.5, isManual: true, source: 'MANUAL', recordedByName: 'Carl Cook' },
    ]);
  });

  it('CSV: temperature-readings.csv says yes/Manual and no/Sensor; daily-temperatures.csv names both', async () => {
    const { data } = await manager.graphql(EXPORT, { ...range, locationIds: [MAIN_KITCHEN] });
    const id = data.requestExport.id;
    const deadline = Date.now() + 60_000;
    let report: any;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      report = (await manager.graphql('{ reports { id status downloadUrl } }')).data.reports.find((r: any) => r.id === id);
    } while (report.status === 'generating' && Date.now() < deadline);
    const zip = (await download(manager, report.downloadUrl)).bytes;
    const readings = (await zipEntry(zip, 'temperature-readings.csv')).toString('utf8').split('\r\n');
    expect(readings[0]).toContain('°C,Manual,Recorded by,Corrects reading,Correction reason,Source');
    const ours = readings.filter((line) => line.includes(',Source Fridge,'));
    expect(ours.map((line) => line.split(',').slice(5, 8))).toEqual([
      ['2.50', 'yes', 'Carl Cook'],
      ['3.00', 'yes', 'Carl Cook'],
      ['4.00', 'no', ''],
    ]);
    expect(ours.map((line) => line.split(',')[10])).toEqual(['Manual', 'Manual', 'Sensor']);
    const daily = (await zipEntry(zip, 'daily-temperatures.csv')).toString('utf8').split('\r\n');
    expect(daily[0]).toContain('Readings,Target °C,Source');
    expect(daily.filter((line) => line.includes(',Source Fridge,'))).toEqual([expect.stringMatching(/,3,[^,]*,"Manual, Sensor"/)]);
  });

  it('the inspector’s page and PDF name the day’s sources the same way', async () => {
    const link = await manager.graphql(LINK, {
      input: { label: 'EHO visit', locationIds: [MAIN_KITCHEN], periodStart: range.from, periodEnd: range.to },
    });
    const { token } = link.data.createInspectorLink;
    const inspector = new TestClient(app.baseUrl);
    const { body } = await inspector.get(`/api/inspect/${token}`);
    const unit = body.locations[0].units.find((u: any) => u.id === unitId);
    expect(unit.days.map((d: any) => [d.readings, d.sources])).toEqual([[3, ['MANUAL', 'SENSOR']]]);
    const pdf = await inspectorPack(app.baseUrl, token);
    const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).replaceAll(/\s+/g, ' ');
    // The day in the company's format, then min, max, mean (two decimals, as history: issue 32's one rule), count, the target band, and last the sources.
    expect(text).toMatch(/Source Fridge \d\d\/\d\d\/\d{4} 2\.50 4\.00 3\.17 3 [^\n]*?Manual, Sensor/);
  });
});
