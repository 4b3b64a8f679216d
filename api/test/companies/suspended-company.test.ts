import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestExport } from '../../src/modules/reports/export-request.service.js';
import { type GatewayClient, sensorGateway, signedIn, TestClient } from '../helpers/client.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const SET_ACTIVE = `mutation($id: Int!, $active: Boolean!) { setCompanyActive(id: $id, active: $active) { id isActive } }`;
const LINK = `mutation($input: CreateInspectorLinkInput!) { createInspectorLink(input: $input) { token } }`;
const EXPORT = `mutation($from: DateTimeISO!, $to: DateTimeISO!, $locationIds: [Int!]!, $format: String!) {
  requestExport(from: $from, to: $to, locationIds: $locationIds, format: $format) { id } }`;
const REPORTS = `query { reports { id status downloadUrl } }`;
const RECORD = `mutation($input: RecordReadingInput!) { recordReading(input: $input) { id } }`;
const SUSPENDED = 'This company has been deactivated. Contact your provider.';

/** Issue 33 item 3: a suspended company's keys, inspector links, exports and e-mails all stop (its records stay); reactivation restores them. */
describe('a suspended company', () => {
  let sink: SmtpSink;
  let app: TestApp;
  let provider: TestClient;
  let gateway: GatewayClient;
  let token: string;
  let downloadUrl: string;
  let fridge: number;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  /** A notification of Harbour (company 1) with its send job, as the alert engine books one. */
  const bookEmail = async (subject: string): Promise<number> => {
    const [action] = await sql(`insert into corrective_action (company_id, location_id, description, severity, status)
      values (1, 1, '${subject}', 'high', 'open') returning id`);
    const [notification] = await sql(`insert into notification (company_id, corrective_action_id, recipient_id, channel, reason, address, subject, body)
      select 1, ${action.id}, u.id, 'email', 'alert', 'manager@harbour.example', '${subject}', 'Body' from "user" u where u.username = 'manager' returning id`);
    await sql(`select graphile_worker.add_job('alerts.send_notification', json_build_object('notificationId', ${notification.id}))`);
    return notification.id;
  };
  const notification = async (id: number) => (await sql(`select status, error from notification where id = ${id}`))[0];

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', SMTP_URL: sink.url } });
    provider = await signedIn(app.baseUrl, 'super');
    const manager = await signedIn(app.baseUrl, 'manager');
    gateway = await sensorGateway(manager);
    [{ id: fridge }] = await sql(`select id from equipment where location_id = 1 order by id limit 1`);
    const now = Date.now();
    const link = await manager.graphql(LINK, {
      input: { label: 'EHO', locationIds: [1], periodStart: new Date(now - 86_400_000).toISOString(), periodEnd: new Date(now).toISOString() },
    });
    token = link.data.createInspectorLink.token;
    const requested = await manager.graphql(EXPORT, {
      from: new Date(now - 86_400_000).toISOString(),
      to: new Date(now).toISOString(),
      locationIds: [1],
      format: 'csv',
    });
    const report = await until(
      async () => (await manager.graphql(REPORTS)).data.reports.find((r: { id: number }) => r.id === requested.data.requestExport.id),
      (r) => r.status === 'ready',
    );
    downloadUrl = report.downloadUrl;
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('before: the key records, the link opens, the pack downloads', async () => {
    expect((await gateway.post('/api/temperature-readings', { equipmentId: fridge, temperature: 3 })).status).toBe(201);
    expect((await new TestClient(app.baseUrl).get(`/api/inspect/${token}`)).status).toBe(200);
    expect((await download(provider, downloadUrl)).status).toBe(200);
  });

  it('after setCompanyActive(false): its API keys are refused (403, said plainly), its links answer 404 like an expired one, its packs are refused, its e-mails are not sent; records stay', async () => {
    const readings = async () => Number((await sql(`select count(*) n from temperature_reading where company_id = 1`))[0].n);
    const before = await readings();
    expect((await provider.graphql(SET_ACTIVE, { id: 1, active: false })).data.setCompanyActive).toEqual({ id: 1, isActive: false });

    const rest = await gateway.post('/api/temperature-readings', { equipmentId: fridge, temperature: 3 });
    expect(rest).toMatchObject({ status: 403, body: { message: SUSPENDED } });
    const graphql = await gateway.graphql(RECORD, { input: { equipmentId: fridge, temperature: 3 } });
    expect(graphql.errors?.[0]).toMatchObject({ message: SUSPENDED, extensions: { code: 'FORBIDDEN' } });
    expect(await readings()).toBe(before);

    const inspector = new TestClient(app.baseUrl);
    expect(await inspector.get(`/api/inspect/${token}`)).toMatchObject({ status: 404, body: { message: 'Inspector link not found' } });
    expect((await fetch(`${app.baseUrl}/api/inspect/${token}/pack`)).status).toBe(404);

    const pack = await provider.get(downloadUrl);
    expect(pack).toMatchObject({ status: 403, body: { message: SUSPENDED } });

    const mails = sink.mails.length;
    const held = await bookEmail('Suspended company alert');
    const skipped = await until(
      () => notification(held),
      (n) => n.status !== 'pending',
    );
    expect(skipped).toEqual({ status: 'failed', error: 'Not sent: the company is deactivated' });
    expect(sink.mails.length).toBe(mails);
    expect(sink.mails.map((m) => m.subject)).not.toContain('Suspended company alert');
  });

  it('a pack booked just before the suspension is not made: it fails, saying why', async () => {
    const [report] = await sql(`insert into report (company_id, user_id, location_id, type, format, parameters, status, progress)
      select 1, u.id, 1, 'due_diligence_pack', 'csv', '{"from":"2026-11-01T00:00:00.000Z","to":"2026-11-02T00:00:00.000Z","locationIds":[1],"locationNames":["Main Kitchen"]}', 'generating', 0
      from "user" u where u.username = 'manager' returning id`);
    await sql(`select graphile_worker.add_job('reports.generate_export', json_build_object('reportId', ${report.id}))`);
    const made = await until(
      async () => (await sql(`select status, error_message from report where id = ${report.id}`))[0],
      (r) => r.status !== 'generating',
    );
    expect(made).toEqual({ status: 'failed', error_message: SUSPENDED });
    // Its people are all signed out, so no request reaches the service from them; the service refuses one all the same.
    const [manager] = await sql(`select id from "user" where username = 'manager'`);
    const viewer = {
      userId: manager.id,
      username: 'manager',
      fullName: 'Maria Manager',
      role: 'customer_admin',
      roleLabel: 'Customer Admin',
      companyId: 1,
      locationIds: [1],
      allCompanies: false,
      mustChangePassword: false,
    };
    const range = { from: new Date(Date.now() - 86_400_000), to: new Date(), locationIds: [1], format: 'csv' as const };
    await expect(requestExport(app.db.orm.em.fork(), app.server.services, viewer, range)).rejects.toThrow(SUSPENDED);
  });

  it('reactivation restores keys, links, downloads and e-mails', async () => {
    await provider.graphql(SET_ACTIVE, { id: 1, active: true });
    expect((await gateway.post('/api/temperature-readings', { equipmentId: fridge, temperature: 3 })).status).toBe(201);
    expect((await new TestClient(app.baseUrl).get(`/api/inspect/${token}`)).status).toBe(200);
    expect((await download(provider, downloadUrl)).status).toBe(200);
    const sent = await bookEmail('Reactivated company alert');
    expect(
      await until(
        () => notification(sent),
        (n) => n.status !== 'pending',
      ),
    ).toEqual({ status: 'sent', error: null });
    expect(sink.mails.map((m) => m.subject)).toContain('Reactivated company alert');
  });
});
