import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { zipEntry } from '../helpers/pack-files.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const REQUEST = `mutation($from: DateTimeISO!, $to: DateTimeISO!, $locationIds: [Int!]!, $format: String!) {
  requestExport(from: $from, to: $to, locationIds: $locationIds, format: $format) { id } }`;
const REPORTS = `query { reports { id status downloadUrl } }`;
const EVIL_NAME = '=HYPERLINK("http://evil.example/s","Sophie")';

/** Issue 33 item 1: text a person typed never reaches a manager's spreadsheet as a formula (OWASP: CSV injection). */
describe('CSV formula injection', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  async function csvPack(): Promise<Buffer> {
    const range = { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    const { data } = await manager.graphql(REQUEST, { ...range, locationIds: [1], format: 'csv' });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const report = (await manager.graphql(REPORTS)).data.reports.find((r: { id: number }) => r.id === data.requestExport.id);
      if (report.status === 'ready') return (await download(manager, report.downloadUrl)).bytes;
      if (report.status !== 'generating' || Date.now() > deadline) throw new Error(`export ${report.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' } });
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('a staff member named =HYPERLINK(…) who records a reading lands in the CSV as text, and a negative temperature stays a number', async () => {
    const staff = await signedIn(app.baseUrl, 'staff');
    const renamed = await staff.graphql('mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { fullName } }', {
      input: { fullName: EVIL_NAME },
    });
    expect(renamed.data?.updateMyProfile.fullName).toBe(EVIL_NAME);
    const [freezer] = await sql(`select id from equipment where location_id = 1 and type = 'freezer' order by id limit 1`);
    const recorded = await staff.post('/api/temperature-readings', { equipmentId: freezer.id, temperature: -18.5 });
    expect(recorded.status).toBe(201);
    await sql(`update equipment set name = '@SUM(1+1)*cmd|'' /C calc''!A0' where id = ${freezer.id}`);
    await sql(`insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, corrects_id, correction_reason)
      select 1, ${freezer.id}, u.id, -18, true, now() - interval '1 minute', ${recorded.body.id}, E'\\t=1+2 typed twice' from "user" u where u.username = 'staff'`);
    await sql(`insert into corrective_action (company_id, location_id, description, severity, status, resolution, resolved_at, created_at)
      values (1, 1, '+1-555 door', 'high', 'resolved', E'\\r-2+3', now() - interval '2 minutes', now() - interval '3 minutes')`);

    const zip = await csvPack();
    const readings = (await zipEntry(zip, 'temperature-readings.csv')).toString('utf8');
    const row = readings.split('\r\n').find((line) => line.startsWith(`${recorded.body.id},`))!;
    // The quote makes the cell text; RFC 4180 quoting still doubles the name's quotes; -18.50 is left a number.
    expect(row).toContain(`,-18.50,yes,"'=HYPERLINK(""http://evil.example/s"",""Sophie"")",`);
    expect(row).toContain(`,'@SUM(1+1)*cmd|' /C calc'!A0,`);
    expect(readings).toContain(`,-18.00,yes,"'=HYPERLINK(""http://evil.example/s"",""Sophie"")",${recorded.body.id},'\t=1+2 typed twice,`);
    expect(readings).not.toMatch(/(^|,)"?[=+@\t]/m);
    const actions = (await zipEntry(zip, 'excursions-and-corrective-actions.csv')).toString('utf8');
    expect(actions).toContain(`,'+1-555 door,resolved,"'\r-2+3",`);
    const daily = (await zipEntry(zip, 'daily-temperatures.csv')).toString('utf8');
    const freezerDay = daily.split('\r\n').find((line) => line.includes(`,'@SUM(1+1)*cmd|' /C calc'!A0,`))!;
    expect(freezerDay).toMatch(/,-\d+\.\d\d,-?\d+\.\d\d,-?\d+\.\d\d,\d+,/);
    expect(daily).not.toContain(",'-");
  });
});
