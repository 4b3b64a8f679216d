import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealAuditChain } from '../../src/modules/audit/audit-sealer.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { onClock } from '../helpers/local-clock.js';
import { pdfText, zipEntry, zipNames } from '../helpers/pack-files.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const REQUEST = `mutation($from: DateTimeISO!, $to: DateTimeISO!, $locationIds: [Int!]!, $format: String!) {
  requestExport(from: $from, to: $to, locationIds: $locationIds, format: $format) { id status progress format locationNames downloadUrl } }`;
const REPORTS = `query { reports { id status progress downloadUrl format } }`;

describe('due-diligence pack exports', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const week = () => ({ from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() });

  async function readyReport(client: TestClient, id: number) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const report = (await client.graphql(REPORTS)).data.reports.find((r: { id: number }) => r.id === id);
      if (report.status !== 'generating' || Date.now() > deadline) return report;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' } });
    manager = await signedIn(app.baseUrl, 'manager');
    // Evidence with the awkward text an export must carry whole: a non-ASCII name, commas, quotes and a line break.
    await sql(`update "user" set full_name = 'Zoë Ñúñez, "Zo"' where username = 'manager'`);
    await sql(`insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at)
      select 1, e.id, u.id, 3.5, true, now() - interval '1 hour' from equipment e, "user" u where e.location_id = 1 and u.username = 'manager' order by e.id limit 1`);
    await sql(`insert into corrective_action (company_id, location_id, description, severity, status, resolution, resolved_at, created_at)
      values (1, 1, 'Walk-in door left open, 20 min', 'high', 'resolved', E'Moved stock to "spare" fridge\nchecked core temps', now() - interval '2 hours', now() - interval '3 hours')`);
    // Typed in five hours after the time it claims: a record-integrity flag (LATE_ENTRY).
    await sql(`insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at)
      select 1, e.id, u.id, 4.0, true, now() - interval '5 hours', now() from equipment e, "user" u where e.location_id = 1 and u.username = 'manager' order by e.id limit 1`);
    const [log] = await sql(`insert into food_process (company_id, location_id, started_by_id, kind, food_item, quantity, stages, started_at)
      select 1, 1, u.id, 'cooling', 'Chicken curry', '5 kg', '[]', now() - interval '90 minutes' from "user" u where u.username = 'manager' returning id`);
    await sql(`insert into food_process_temperature (company_id, process_id, user_id, temperature, recorded_at)
      select 1, ${log.id}, u.id, v, now() - m * interval '1 minute' from "user" u, (values (63.0, 90), (30.5, 30)) r(v, m) where u.username = 'manager'`);
  });
  afterAll(() => app.close());

  it('makes a CSV ZIP in the background: one UTF-8 file per record type, audited once', async () => {
    const { data } = await manager.graphql(REQUEST, { ...week(), locationIds: [1], format: 'csv' });
    expect(data.requestExport).toMatchObject({ status: 'generating', format: 'csv', locationNames: [expect.any(String)], downloadUrl: null });
    const report = await readyReport(manager, data.requestExport.id);
    expect(report).toMatchObject({ status: 'ready', progress: 100, downloadUrl: `/api/reports/${report.id}/download` });

    const file = await download(manager, report.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="?due-diligence-pack-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.zip"?$/);
    expect(await zipNames(file.bytes)).toEqual([
      'daily-temperatures.csv',
      'temperature-readings.csv',
      'excursions-and-corrective-actions.csv',
      'checks.csv',
      'food-processes.csv',
      'calibrations.csv',
      'cleaning.csv',
      'training.csv',
      'forms.csv',
      // Issue 32: every excursion from the readings, added after the files there were.
      'excursions.csv',
      // Issue 36: food discarded after corrective actions.
      'waste-log.csv',
      // Issue 32: the audit chain and its standalone verifier (api/test/audit/verify-pack.test.ts).
      'audit-events.csv',
      'audit-anchors.csv',
      'audit-chain.json',
      'verify-pack.mjs',
      'README.txt',
      // Issue 36: the HACCP plan in force and its monitoring coverage per CCP.
      'haccp-plan.csv',
    ]);
    const readings = await zipEntry(file.bytes, 'temperature-readings.csv');
    expect([...readings.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = readings.toString('utf8');
    // Issue 30: the Source column and then the local-time columns come after every column there was, which all keep their place.
    expect(text).toContain(
      'Reading,Location,Unit,Recorded at,Received at,°C,Manual,Recorded by,Corrects reading,Correction reason,Source,Recorded at (local),Received at (local),Time zone\r\n',
    );
    expect(text).toContain(',3.50,yes,"Zoë Ñúñez, ""Zo""",');
    const actions = (await zipEntry(file.bytes, 'excursions-and-corrective-actions.csv')).toString('utf8');
    expect(actions).toContain('"Walk-in door left open, 20 min",resolved,"Moved stock to ""spare"" fridge\nchecked core temps",');
    // Issue 35: each check says which version of its checklist it was worked on.
    const checks = (await zipEntry(file.bytes, 'checks.csv')).toString('utf8');
    expect(checks).toContain('Check,Location,Check name,Version,Frequency,Due,Outcome,');
    expect(checks).toMatch(/\r\n\d+,Main Kitchen,[^,]+,1,/);
    const processes = (await zipEntry(file.bytes, 'food-processes.csv')).toString('utf8');
    expect(processes).toMatch(/,cooling,Chicken curry \(5 kg\),.*,\d\d:\d\d 63\.00; \d\d:\d\d 30\.50,,open,/);

    const audits = await sql(`select action, actor_id, after from audit_event where entity = 'report' and entity_id = '${report.id}' order by id`);
    expect(audits.map((a) => a.action)).toEqual(['export_requested', 'export_ready']);
    expect(audits[0].after).toMatchObject({ format: 'csv', locationIds: [1] });
    expect(audits[1].after.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(audits[1].after.sizeBytes).toBe(file.bytes.length);
  });

  it('keeps the CSV’s UTC ISO 8601 times for machines and adds each on the site’s clock, in the company’s date format, with the zone', async () => {
    const { data } = await manager.graphql(REQUEST, { ...week(), locationIds: [1], format: 'csv' });
    const file = await download(manager, (await readyReport(manager, data.requestExport.id)).downloadUrl);
    const lines = (await zipEntry(file.bytes, 'temperature-readings.csv')).toString('utf8').split('\r\n');
    const row = lines.find((line) => line.includes(',3.50,yes,'))!;
    const [recordedAt, receivedAt] = row.match(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g)!;
    // Harbour never saved settings: SPEC 9's MM/DD/YYYY.
    expect(row.endsWith(`,${onClock(recordedAt, 'Europe/London', 'month-first')},${onClock(receivedAt, 'Europe/London', 'month-first')},Europe/London`)).toBe(
      true,
    );
    const actions = (await zipEntry(file.bytes, 'excursions-and-corrective-actions.csv')).toString('utf8');
    expect(actions.split('\r\n')[0]).toBe(
      '\uFEFFAction,Location,Unit,Opened at,Raised by,Severity,Problem,Status,Corrective action / resolution,Resolved at,Resolved by,Verification,Opened at (local),Resolved at (local),Time zone',
    );
    const processes = (await zipEntry(file.bytes, 'food-processes.csv')).toString('utf8');
    expect(processes.split('\r\n')[0]).toMatch(/,Started at \(local\),Finished at \(local\),Probe readings °C \(local times\),Time zone$/);
    expect(processes).toMatch(/,\d\d:\d\d 63\.00; \d\d:\d\d 30\.50,Europe\/London\r\n/);
  });

  it('makes a PDF an inspector can read, ending with how to verify the audit trail and its head', async () => {
    const { data } = await manager.graphql(REQUEST, { ...week(), locationIds: [1], format: 'pdf' });
    const report = await readyReport(manager, data.requestExport.id);
    expect(report.status).toBe('ready');
    const file = await download(manager, report.downloadUrl);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(file.bytes);
    const [location] = await sql(`select name from location where id = 1`);
    // The chain head stated is the chain as sealed for the pack's snapshot: at or after its request, before its own
    // completion (the runner's other events may be chained in between), and the hash is that event's.
    await sealAuditChain(app.db.orm.em.fork(), 1);
    const stated = { seq: Number(/Sequence number: (\d+)/.exec(text)?.[1]), hash: /SHA-256 hash: ([0-9a-f]{64})/.exec(text)?.[1] };
    const [{ requested, ready }] = await sql(
      `select min(seq) filter (where action = 'export_requested') requested, min(seq) filter (where action = 'export_ready') ready
         from audit_event where entity = 'report' and entity_id = '${report.id}'`,
    );
    expect(requested).not.toBeNull();
    expect(stated.seq).toBeGreaterThanOrEqual(Number(requested));
    expect(stated.seq).toBeLessThan(Number(ready));
    const [head] = await sql(`select hash from audit_event where company_id = 1 and seq = ${stated.seq}`);
    expect(stated.hash).toBe(head?.hash);
    for (const expected of [
      'Due-diligence pack',
      location.name,
      'Temperatures: daily minimum and maximum per unit',
      'Excursions and corrective actions',
      'Walk-in door left open',
      'Checks completed and missed',
      'Cooling, cooking and reheating logs',
      'Chicken curry',
      'Probe calibrations',
      'Cleaning done',
      'Training status and expiries',
      'Forms',
      'Record-integrity flags: manual readings that look invented',
      'Late entry: reached the server',
      'Verifying the audit trail',
      'node verify-pack.mjs pack-folder/',
      'Daily anchors: the chain head e-mailed to the administrators',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('carries how each resolved action was verified: the reading relied on, a probe reading of the food, or an override and its reason', async () => {
    const [reading] = await sql(`insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at)
      select 1, 1, u.id, 2.5, true, now() - interval '30 minutes' from "user" u where u.username = 'manager' returning id`);
    await sql(`insert into corrective_action (company_id, location_id, equipment_id, type, description, severity, status, resolution, resolved_at, resolved_by_id,
        verification_reading_id, verification_temperature, verification_override_reason, created_at)
      select 1, 1, v.equipment_id, 'temperature_alert', v.description, 'critical', 'resolved', 'Fixed', now() - interval '20 minutes', u.id, v.reading_id,
        v.temperature, v.reason, now() - interval '1 hour'
      from "user" u, (values (1, 'Verified fridge', ${reading.id}::bigint, 2.5, null), (null, 'Verified stew', null, 81.5, null),
        (1, 'Overridden fridge', null, null, 'Probe broken; stock discarded')) v(equipment_id, description, reading_id, temperature, reason)
      where u.username = 'manager'`);
    const csv = await manager.graphql(REQUEST, { ...week(), locationIds: [1], format: 'csv' });
    const zip = (await download(manager, (await readyReport(manager, csv.data.requestExport.id)).downloadUrl)).bytes;
    const actions = (await zipEntry(zip, 'excursions-and-corrective-actions.csv')).toString('utf8');
    expect(actions).toContain(',Resolved by,Verification,Opened at (local),');
    expect(actions).toMatch(
      new RegExp(`Verified fridge,resolved,Fixed,[^,]+,"Zoë Ñúñez, ""Zo""","2\\.50 °C, reading ${reading.id} taken \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z",`),
    );
    expect(actions).toContain(',"81.50 °C, probe reading of the food",');
    expect(actions).toContain(',"Override by Zoë Ñúñez, ""Zo"": Probe broken; stock discarded",');

    const pdf = await manager.graphql(REQUEST, { ...week(), locationIds: [1], format: 'pdf' });
    const text = await pdfText((await download(manager, (await readyReport(manager, pdf.data.requestExport.id)).downloadUrl)).bytes);
    expect(text).toContain('Verification');
    // The column wraps; its first line names the override and who gave it.
    expect(text).toContain('Override by Zoë Ñúñez, "Zo": Probe');
  });

  it('carries a cooling reading flagged as faster than food can cool, with why, in the food-processes file (issue 30)', async () => {
    const [log] = await sql(`insert into food_process (company_id, location_id, started_by_id, kind, food_item, quantity, stages, started_at)
      select 1, 2, u.id, 'cooling', 'Lamb shanks', '3 kg', '[]', now() - interval '30 minutes' from "user" u where u.username = 'manager' returning id`);
    await sql(`insert into food_process_temperature (company_id, process_id, user_id, temperature, recorded_at, implausible_reason)
      select 1, ${log.id}, u.id, v, now() - s * interval '1 second', r from "user" u,
        (values (70.0, 40, null), (4.5, 20, 'Fell from 70 to 4.5 °C in 20 seconds: faster than food can cool (at most 5 °C a minute)')) x(v, s, r)
      where u.username = 'manager'`);
    const { data } = await manager.graphql(REQUEST, { ...week(), locationIds: [2], format: 'csv' });
    const report = await readyReport(manager, data.requestExport.id);
    const processes = (await zipEntry((await download(manager, report.downloadUrl)).bytes, 'food-processes.csv')).toString('utf8');
    expect(processes).toContain(',Corrective action,Flagged readings,Started at (local),');
    expect(processes).toMatch(/,Lamb shanks \(3 kg\),.*,Fell from 70 to 4\.5 °C in 20 seconds: faster than food can cool \(at most 5 °C a minute\),/);
  });

  it('says a period without records is empty before any pack is made, and refuses to make one (issue 30)', async () => {
    const COUNT = `query($from: DateTimeISO!, $to: DateTimeISO!, $locationIds: [Int!]!) { exportRecordCount(from: $from, to: $to, locationIds: $locationIds) }`;
    const empty = { from: '2020-01-01T00:00:00Z', to: '2020-01-08T00:00:00Z', locationIds: [1] };
    expect((await manager.graphql(COUNT, empty)).data.exportRecordCount).toBe(0);
    expect((await manager.graphql(COUNT, { ...week(), locationIds: [1] })).data.exportRecordCount).toBeGreaterThan(0);
    const before = await sql(`select count(*)::int n from report`);
    const refused = await manager.graphql(REQUEST, { ...empty, format: 'pdf' });
    expect(refused.errors?.[0]).toMatchObject({ message: 'No records in this period', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await sql(`select count(*)::int n from report`)).toEqual(before);
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect((await river.graphql(COUNT, empty)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses another company’s location as if missing, and stores nothing', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    const before = await sql(`select count(*)::int n from report`);
    const { errors } = await river.graphql(REQUEST, { ...week(), locationIds: [1], format: 'pdf' });
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await river.graphql(REQUEST, { ...week(), locationIds: [987654], format: 'pdf' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await sql(`select count(*)::int n from report`)).toEqual(before);
  });

  it('downloads only within the company and only for the one who may see every location in it', async () => {
    const [ready] = await sql(`select id from report where status = 'ready' and company_id = 1 order by id limit 1`);
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect((await download(river, `/api/reports/${ready.id}/download`)).status).toBe(404);
    expect((await download(river, `/api/reports/999999/download`)).status).toBe(404);
    expect((await download(new TestClient(app.baseUrl), `/api/reports/${ready.id}/download`)).status).toBe(401);
    expect((await river.graphql(REPORTS)).data.reports).toEqual([]);
  });

  it('prints times on the site’s clock with the zone named, and days in the company’s date format (here DD/MM/YYYY)', async () => {
    const general = { timezone: 'Europe/London', temperatureUnit: 'celsius', dateFormat: 'DD/MM/YYYY', automaticBackups: true, auditLogging: true };
    const saved = await manager.graphql('mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { updatedAt } }', {
      input: { general: { ...general, dataCleanup: false, dataRetentionDays: 730 } },
    });
    expect(saved.errors).toBeUndefined();
    const { data } = await manager.graphql(REQUEST, { ...week(), locationIds: [1], format: 'pdf' });
    const report = await readyReport(manager, data.requestExport.id);
    const text = await pdfText((await download(manager, report.downloadUrl)).bytes);
    const [action] = await sql(`select to_json(created_at) #>> '{}' opened from corrective_action where description like 'Walk-in door left open%'`);
    const [generated] = await sql(`select to_json(generated_at) #>> '{}' done from report where id = ${report.id}`);
    expect(text).toContain('Main Kitchen (Europe/London)');
    expect(text).toMatch(/Period: \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4} \(from \d\d\/\d\d\/\d{4} \d\d:\d\d (GMT|BST) up to /);
    expect(text).toMatch(new RegExp(`Generated: ${onClock(generated.done, 'Europe/London', 'day-first').slice(0, 10)} \\d\\d:\\d\\d (GMT|BST) by`));
    // The action's 'Opened at' cell (pdftotext may wrap a narrow cell after the day).
    const [day, time] = onClock(action.opened, 'Europe/London', 'day-first').split(' ');
    expect(text).toMatch(new RegExp(`${day.replaceAll('/', '\\/')}\\s[\\s\\S]{0,1500}?${time}`));
    expect(text).not.toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  });

  it('names a company’s own form and the version each form was filled against (issue 35)', async () => {
    const fields = JSON.stringify([{ name: 'core', label: 'Core', type: 'temperature', required: true, options: null, min: 0, max: 5, critical: true }]);
    const [{ id }] = await sql(`insert into form_template (company_id, name, created_by_id) values (1, 'Allergen briefing', 1) returning id`);
    const [version] = await sql(
      `insert into form_template_version (company_id, template_type, version, fields, created_by_id) values (1, 'custom_${id}', 1, '${fields}', 1), (1, 'custom_${id}', 2, '${fields}', 1) returning id`,
    );
    await sql(`insert into digital_form (company_id, type, location_id, user_id, template_version_id, form_data, status)
      values (1, 'custom_${id}', 1, 1, ${version.id}, '{"core": 3, "sign": "data:image/png;base64,iVBORw0KGgo="}', 'submitted'), (1, 'visitor_log', 1, 1, null, '{}', 'submitted')`);
    const { data } = await manager.graphql(REQUEST, { ...week(), locationIds: [1], format: 'csv' });
    const file = await download(manager, (await readyReport(manager, data.requestExport.id)).downloadUrl);
    const lines = (await zipEntry(file.bytes, 'forms.csv')).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFForm,Location,Type,Created at,Status,Submitted by,Signed,Content,Form version,/);
    // A drawn signature reads as [signature], not as its image's text.
    expect(lines.find((line) => line.includes(',Allergen briefing,'))).toMatch(/,"\{""core"": 3, ""sign"": ""\[signature\]""\}",1,/);
    expect(lines.some((line) => line.includes(',visitor_log,') && /,\{\},0,/.test(line))).toBe(true);
  });

  it('answers bad input with a clear error', async () => {
    const backwards = await manager.graphql(REQUEST, { from: week().to, to: week().from, locationIds: [1], format: 'pdf' });
    expect(backwards.errors?.[0]?.message).toBe('The start of the range must be before its end');
    const format = await manager.graphql(REQUEST, { ...week(), locationIds: [1], format: 'xlsx' });
    expect(format.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const none = await manager.graphql(REQUEST, { ...week(), locationIds: [], format: 'pdf' });
    expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
