import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { anchorCheckJobs } from '../../src/modules/audit-anchors/audit-anchors.jobs.js';
import { ANCHOR_CHECK_TASK, localDayAndHour } from '../../src/modules/audit-anchors/audit-anchors.service.js';
import { signedIn } from '../helpers/client.js';
import { pdfText } from '../helpers/pack-files.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const run = promisify(execFile);
const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14
const PAGO_PAGO = 'Pacific/Pago_Pago'; // UTC−11: 25 hours behind, so two calendar days apart

/** The anchor check run by hand, as the job runner (or a second process) would. */
describe('daily anchors, each on its company’s own clock', () => {
  let app: TestApp;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  const check = (auditAnchorHour: number) =>
    anchorCheckJobs[ANCHOR_CHECK_TASK](
      {},
      {
        em: app.db.orm.em.fork(),
        services: app.server.services,
        config: { auditAnchorHour, auditAnchorCheckSeconds: 300 } as Config,
        databaseUrl: app.db.url,
        attempt: 1,
        maxAttempts: 1,
      },
    );
  /** A company with no saved settings has the defaults: saving its zone saves a row with that alone (settingsOf fills in the rest). */
  const setZone = (username: string, zone: string) =>
    sql(
      `insert into company_settings (company_id, settings) select company_id, jsonb_build_object('general', jsonb_build_object('timezone', ?::text)) from "user" where username = ?
       on conflict (company_id) do update set settings = company_settings.settings || jsonb_build_object('general', coalesce(company_settings.settings->'general', '{}') || excluded.settings->'general')`,
      [zone, username],
    );

  beforeAll(async () => {
    app = await startTestApp('demo');
  });
  afterAll(() => app.close());

  it('makes a company’s anchor once its local clock reaches AUDIT_ANCHOR_HOUR, for its local day, and no other company’s early', async () => {
    await setZone('manager', KIRITIMATI);
    await setZone('rivermgr', PAGO_PAGO);
    const now = new Date();
    const kiritimati = localDayAndHour(now, KIRITIMATI);
    const pagoPago = localDayAndHour(now, PAGO_PAGO);
    // Kiritimati's clock is one hour ahead of Pago Pago's (and two days): an hour only one of them has reached.
    const hour = pagoPago.hour === 23 ? 23 : kiritimati.hour;
    const [due, early] = hour === kiritimati.hour ? ['manager', 'rivermgr'] : ['rivermgr', 'manager'];
    await Promise.all([check(hour), check(hour)]);
    const anchors = await sql<{ username: string; day: string; seq: string; hash: string }>(
      `select u.username, a.day::text, a.seq::text, a.hash from audit_anchor a join "user" u on u.company_id = a.company_id
       where u.username in ('manager', 'rivermgr') order by u.username`,
    );
    const [head] = await sql(
      `select seq::text, hash from audit_event where company_id = (select company_id from "user" where username = ?) order by audit_event.seq desc limit 1`,
      [due],
    );
    expect(anchors).toEqual([{ username: due, day: (due === 'manager' ? kiritimati : pagoPago).day, ...head }]);
    expect(anchors.some((anchor) => anchor.username === early)).toBe(false);
    const jobs = await sql(`select key from graphile_worker.jobs where task_identifier = 'audit.send_anchor'`);
    expect(jobs).toHaveLength(1);
  });

  it('lists only the pack’s own company’s anchors, and withholds the events’ contents from a requester who may not read the audit trail', async () => {
    await check(0);
    const branchManager = await signedIn(app.baseUrl, 'branchmgr');
    const { data } = await branchManager.graphql(
      `mutation($from: DateTimeISO!, $to: DateTimeISO!) { requestExport(from: $from, to: $to, locationIds: [1], format: "csv") { id } }`,
      { from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() },
    );
    const { reportJobs } = await import('../../src/modules/reports/export.jobs.js');
    const { EXPORT_TASK } = await import('../../src/modules/reports/export-pack.js');
    await reportJobs[EXPORT_TASK](
      { reportId: data.requestExport.id },
      { em: app.db.orm.em.fork(), services: app.server.services, config: {} as Config, databaseUrl: app.db.url, attempt: 1, maxAttempts: 1 },
    );
    const folder = mkdtempSync(join(tmpdir(), 'fsm-pack-'));
    writeFileSync(join(folder, 'pack.zip'), (await download(branchManager, `/api/reports/${data.requestExport.id}/download`)).bytes);
    await run('unzip', ['-q', 'pack.zip'], { cwd: folder });
    const manifest = JSON.parse(readFileSync(join(folder, 'audit-chain.json'), 'utf8'));
    const [own] = await sql(`select day::text, seq::int, hash from audit_anchor where company_id = 1`);
    expect(manifest).toMatchObject({ companyId: 1, contentsWithheld: true, anchors: [own] });
    const events = readFileSync(join(folder, 'audit-events.csv'), 'utf8').split('\r\n');
    expect(events[1]).toMatch(/^\uFEFF?1,0{64},[0-9a-f]{64},,,,,,,,,$/);
    const { stdout } = await run(process.execPath, [join(folder, 'verify-pack.mjs'), folder]);
    expect(stdout).toMatch(/OK: \d+ events verified \(\d+ withheld from this pack: their links checked, not their contents\), 1 anchor\(s\) matched/);
  });

  it('lists the period’s anchors on the PDF’s last page, its own company’s only', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const { data } = await manager.graphql(
      `mutation($from: DateTimeISO!, $to: DateTimeISO!) { requestExport(from: $from, to: $to, locationIds: [1], format: "pdf") { id } }`,
      { from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() },
    );
    const { reportJobs } = await import('../../src/modules/reports/export.jobs.js');
    const { EXPORT_TASK } = await import('../../src/modules/reports/export-pack.js');
    await reportJobs[EXPORT_TASK](
      { reportId: data.requestExport.id },
      { em: app.db.orm.em.fork(), services: app.server.services, config: {} as Config, databaseUrl: app.db.url, attempt: 1, maxAttempts: 1 },
    );
    const text = await pdfText((await download(manager, `/api/reports/${data.requestExport.id}/download`)).bytes);
    const [own] = await sql(`select seq::text, hash from audit_anchor where company_id = 1`);
    const others = await sql<{ hash: string }>(`select hash from audit_anchor where company_id <> 1`);
    expect(text).toContain('Daily anchors: the chain head e-mailed to the administrators');
    expect(text.replace(/\s+/g, '')).toContain(own.hash);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(text.replace(/\s+/g, '')).not.toContain(other.hash);
  });
});
