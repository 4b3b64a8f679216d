import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { inspectorPack, pdfText } from '../helpers/pack-files.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const CREATE = `mutation($input: CreateInspectorLinkInput!) {
  createInspectorLink(input: $input) { token link { id label locationNames periodStart periodEnd expiresAt createdByName revokedAt } }
}`;
const MAIN_KITCHEN = 1;
const DOWNTOWN = 2;
const DAY = '2026-01-10T00:00:00.000Z';
const NEXT_DAY = '2026-01-11T00:00:00.000Z';

describe('inspector links', () => {
  let app: TestApp;
  let manager: TestClient;
  let inspector: TestClient;
  let fridge: { id: number; name: string; target_min_temp: string; target_max_temp: string };
  /** The fridge's band, as the figures print the band in force. */
  let target = '';
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  const create = async (input: object) => {
    const { data, errors } = await manager.graphql(CREATE, {
      input: { label: 'EHO visit', locationIds: [MAIN_KITCHEN], periodStart: DAY, periodEnd: NEXT_DAY, ...input },
    });
    if (errors) throw new Error(JSON.stringify(errors));
    return data.createInspectorLink as { token: string; link: any };
  };
  const uses = async (linkId: number) =>
    Number(
      (await sql<{ n: string }>(`select count(*) n from audit_event where entity = 'inspector_link' and entity_id = ? and action = 'use'`, [String(linkId)]))[0]
        .n,
    );

  const readyPack = (token: string) => inspectorPack(app.baseUrl, token, false);

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', INSPECTOR_REQUESTS_PER_MINUTE: '1000' } });
    manager = await signedIn(app.baseUrl, 'manager');
    inspector = new TestClient(app.baseUrl);
    [fridge] = await sql(`select id, name, target_min_temp, target_max_temp from equipment where location_id = ? order by id limit 1`, [MAIN_KITCHEN]);
    target = `${Number(fridge.target_min_temp)} to ${Number(fridge.target_max_temp)}`;
    // A day long before the demo data: three readings, one just outside the period, and an excursion with its action.
    await sql(
      `insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at)
       select 1, ?, 2, v, true, t::timestamptz, t::timestamptz from (values (3.0, '2026-01-10 08:00Z'), (7.5, '2026-01-10 12:00Z'), (4.25, '2026-01-10 23:59Z'), (20, '2026-01-11 00:00Z')) r(v, t)`,
      [fridge.id],
    );
    await sql(
      `insert into corrective_action (company_id, location_id, equipment_id, description, severity, status, resolution, resolved_at, source, excursion_started_at)
       values (1, ?, ?, 'Fridge above 5°C', 'high', 'resolved', 'Door seal replaced; stock checked', '2026-01-10 13:00Z', 'automatic', '2026-01-10 12:00Z')`,
      [MAIN_KITCHEN, fridge.id],
    );
  });
  afterAll(() => app.close());

  it('an administrator creates a link (expiring in 7 days by default, token shown once, stored hashed) that opens the chosen records read-only with no account', async () => {
    const { token, link } = await create({});
    expect(link).toMatchObject({ label: 'EHO visit', locationNames: ['Main Kitchen'], createdByName: 'Maria Manager', revokedAt: null });
    const days = (new Date(link.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [stored] = await sql(`select token_hash from inspector_link where id = ?`, [link.id]);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await sql('select * from inspector_link'))).not.toContain(token);

    const { status, body } = await inspector.get(`/api/inspect/${token}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ label: 'EHO visit', companyName: 'Harbour Kitchens Ltd', from: DAY, to: NEXT_DAY });
    expect(body.locations.map((l: any) => l.name)).toEqual(['Main Kitchen']);
    const unit = body.locations[0].units.find((u: any) => u.id === fridge.id);
    // Issue 32: mean, out of range and the band in force, by the same rule as history and the pack.
    expect(unit.days).toEqual([{ day: '2026-01-10', min: 3, max: 7.5, mean: 4.92, readings: 3, outOfRange: 2, target, sources: ['MANUAL'] }]);
    expect(body.locations[0].excursions).toEqual([
      expect.objectContaining({
        unitName: fridge.name,
        startedAt: '2026-01-10T12:00:00.000Z',
        // 4.25 °C is out of the 0–4 °C band too, and the period has no reading after it: still open, out from 12:00 to 23:59.
        endedAt: null,
        peak: 7.5,
        minutesOutOfRange: 719,
        description: 'Fridge above 5°C',
        status: 'resolved',
        resolution: 'Door seal replaced; stock checked',
      }),
    ]);
    expect(await uses(link.id)).toBe(1);
    // Issue 33 item 7: reopened from the same address within the hour, the use is not audited again.
    await inspector.get(`/api/inspect/${token}`);
    expect(await uses(link.id)).toBe(1);
  });

  it('makes the due-diligence PDF of the link’s locations and period on the export runner, reuses it when asked again, audited as a use', async () => {
    const { token, link } = await create({ label: 'Pack visit' });
    expect((await fetch(`${app.baseUrl}/api/inspect/${token}/pack`)).status).toBe(202);
    const asked = await inspector.post(`/api/inspect/${token}/pack`, {});
    expect(asked).toMatchObject({ status: 202, body: { status: 'generating', progress: 0 } });
    const response = await readyPack(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=due-diligence-pack-2026-01-10-to-2026-01-10.pdf');
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Main Kitchen');
    expect(text).not.toContain('Downtown Branch');
    expect(text).toContain(fridge.name);
    expect(text).toContain(`inspector link "Pack visit"`);
    // The day in the company's date format (Harbour: SPEC 9's MM/DD/YYYY), issue 30.
    expect(text).toMatch(/01\/10\/2026.*3(\.0+)?\b.*7\.5/);
    // Asked again (a second click, a colleague): the ready pack, not a second one.
    expect(await inspector.post(`/api/inspect/${token}/pack`, {})).toMatchObject({ status: 202, body: { status: 'ready', progress: 100 } });
    const reports = await sql(
      `select r.id, r.user_id, r.status, r.type, r.format from report r where r.parameters ->> 'requestedBy' = 'inspector link "Pack visit"'`,
    );
    expect(reports).toEqual([{ id: expect.any(Number), user_id: null, status: 'ready', type: 'due_diligence_pack', format: 'pdf' }]);
    expect(await sql(`select pack_report_id from inspector_link where id = ?`, [link.id])).toEqual([{ pack_report_id: reports[0].id }]);
    const used = await sql(`select after from audit_event where entity = 'inspector_link' and entity_id = ? and action = 'use'`, [String(link.id)]);
    expect(used.map((u: any) => u.after)).toEqual([{ opened: 'pack' }]);
    for (const [method, path] of [
      ['GET', '/api/inspect/not-a-real-token/pack'],
      ['POST', '/api/inspect/not-a-real-token/pack'],
    ]) {
      expect((await inspector.request(method, path, method === 'POST' ? {} : undefined)).status).toBe(404);
    }
  });

  it('books one pack for two requests at once', async () => {
    const { token, link } = await create({ label: 'Two clicks' });
    const answers = await Promise.all([1, 2, 3].map(() => inspector.post(`/api/inspect/${token}/pack`, {})));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(await sql(`select count(*)::int n from report where parameters ->> 'requestedBy' = 'inspector link "Two clicks"'`)).toEqual([{ n: 1 }]);
    expect((await sql(`select pack_report_id from inspector_link where id = ?`, [link.id]))[0].pack_report_id).not.toBeNull();
    expect((await readyPack(token)).status).toBe(200);
  });

  it('shows only the chosen locations and dates', async () => {
    const { token } = await create({ locationIds: [DOWNTOWN] });
    const { body } = await inspector.get(`/api/inspect/${token}`);
    expect(body.locations.map((l: any) => l.id)).toEqual([DOWNTOWN]);
    expect(body.locations[0].units.every((u: any) => u.days.length === 0)).toBe(true);
    const later = await create({ periodStart: NEXT_DAY, periodEnd: '2026-01-12T00:00:00.000Z' });
    const unit = (await inspector.get(`/api/inspect/${later.token}`)).body.locations[0].units.find((u: any) => u.id === fridge.id);
    expect(unit.days).toEqual([{ day: '2026-01-11', min: 20, max: 20, mean: 20, readings: 1, outOfRange: 1, target, sources: ['MANUAL'] }]);
  });

  it('carries the company’s date format and each location’s zone (the page has no session), with days on the location’s clock', async () => {
    // 00:30 on 2 July in London (BST) is still 1 July in UTC.
    await sql(
      `insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at)
       values (1, ?, 2, 2.5, true, '2026-07-01 23:30Z', '2026-07-01 23:30Z')`,
      [fridge.id],
    );
    const summer = await create({ periodStart: '2026-07-01T23:00:00.000Z', periodEnd: '2026-07-02T23:00:00.000Z' });
    const { body } = await inspector.get(`/api/inspect/${summer.token}`);
    expect(body.dateFormat).toBe('MM/DD/YYYY');
    expect(body.locations.map((l: any) => [l.name, l.timezone])).toEqual([['Main Kitchen', 'Europe/London']]);
    expect(body.locations[0].units.find((u: any) => u.id === fridge.id).days).toEqual([
      { day: '2026-07-02', min: 2.5, max: 2.5, mean: 2.5, readings: 1, outOfRange: 0, target, sources: ['MANUAL'] },
    ]);
    const general = { timezone: 'Europe/London', temperatureUnit: 'celsius', dateFormat: 'DD/MM/YYYY', automaticBackups: true, auditLogging: true };
    await manager.graphql('mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { updatedAt } }', {
      input: { general: { ...general, dataCleanup: false, dataRetentionDays: 730 } },
    });
    expect((await inspector.get(`/api/inspect/${summer.token}`)).body.dateFormat).toBe('DD/MM/YYYY');
    await inspector.post(`/api/inspect/${summer.token}/pack`, {});
    const pack = await pdfText(Buffer.from(await (await readyPack(summer.token)).arrayBuffer()));
    expect(pack).toContain('Main Kitchen (Europe/London)');
    expect(pack).toMatch(/02\/07\/2026\s+2\.50/);
  });

  it('refuses revoked, expired and unknown links alike, and audits nothing for them', async () => {
    const { token, link } = await create({});
    const unknown = await inspector.get('/api/inspect/not-a-real-token');
    expect(unknown.status).toBe(404);
    const revoked = await manager.graphql('mutation($id: Int!) { revokeInspectorLink(id: $id) { revokedAt } }', { id: link.id });
    expect(revoked.data.revokeInspectorLink.revokedAt).not.toBeNull();
    expect(await inspector.get(`/api/inspect/${token}`)).toMatchObject({ status: 404, body: unknown.body });
    const expiring = await create({});
    await sql(`update inspector_link set expires_at = now() - interval '1 second' where id = ?`, [expiring.link.id]);
    expect(await inspector.get(`/api/inspect/${expiring.token}`)).toMatchObject({ status: 404, body: unknown.body });
    expect(await uses(link.id)).toBe(0);
    expect(await uses(expiring.link.id)).toBe(0);
    const list = await manager.graphql('{ inspectorLinks { id revokedAt } }');
    expect(list.data.inspectorLinks.find((l: any) => l.id === link.id).revokedAt).not.toBeNull();
  });

  it('refuses bad periods, and anyone but a company-wide administrator', async () => {
    const bad = await manager.graphql(CREATE, { input: { label: 'x', locationIds: [1], periodStart: NEXT_DAY, periodEnd: DAY } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const username of ['branchmgr', 'cook']) {
      const client = await signedIn(app.baseUrl, username);
      expect(await client.graphqlErrorCode(CREATE, { input: { label: 'x', locationIds: [1], periodStart: DAY, periodEnd: NEXT_DAY } })).toBe('FORBIDDEN');
      expect(await client.graphqlErrorCode('{ inspectorLinks { id } }')).toBe('FORBIDDEN');
    }
  });
});
