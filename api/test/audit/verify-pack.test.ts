import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOrm } from '../../src/app/orm.js';
import type { Config } from '../../src/config.js';
import { auditChainHead, verifyChain } from '../../src/modules/audit/audit-chain.js';
import { parseCsv } from '../../src/modules/audit/verify-pack.mjs';
import { anchorCheckJobs } from '../../src/modules/audit-anchors/audit-anchors.jobs.js';
import { ANCHOR_CHECK_TASK } from '../../src/modules/audit-anchors/audit-anchors.service.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const run = promisify(execFile);
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const REQUEST = `mutation($from: DateTimeISO!, $to: DateTimeISO!) {
  requestExport(from: $from, to: $to, locationIds: [1], format: "csv") { id } }`;
const REPORTS = '{ reports { id status downloadUrl } }';
const HARBOUR = 1;

/** `node verify-pack.mjs folder [args]` as a customer runs it: its exit code and what it printed. */
async function verify(folder: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, [join(folder, 'verify-pack.mjs'), folder, ...args]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

/** The pack's audit-events.csv as records (header first), and a writer for an edited copy. */
const eventsOf = (folder: string) => parseCsv(readFileSync(join(folder, 'audit-events.csv'), 'utf8'));
const quote = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);
function tampered(folder: string, edit: (records: string[][]) => string[][]): string {
  const copy = mkdtempSync(join(tmpdir(), 'fsm-tampered-'));
  cpSync(folder, copy, { recursive: true });
  const records = edit(eventsOf(folder));
  writeFileSync(join(copy, 'audit-events.csv'), `\uFEFF${records.map((record) => record.map(quote).join(',')).join('\r\n')}\r\n`);
  return copy;
}

describe('the pack’s standalone verifier and the daily anchor', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let manager: TestClient;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);

  /** Exports a CSV pack through the GraphQL request and the export job, downloads and unzips it. */
  async function exportedPack(): Promise<string> {
    const { data } = await manager.graphql(REQUEST, {
      from: new Date(Date.now() - 7 * 86_400_000).toISOString(),
      to: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const deadline = Date.now() + 60_000;
    let report: { status: string; downloadUrl: string };
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      report = (await manager.graphql(REPORTS)).data.reports.find((r: { id: number }) => r.id === data.requestExport.id);
    } while (report.status === 'generating' && Date.now() < deadline);
    expect(report.status).toBe('ready');
    const folder = mkdtempSync(join(tmpdir(), 'fsm-pack-'));
    writeFileSync(join(folder, 'pack.zip'), (await download(manager, report.downloadUrl)).bytes);
    await run('unzip', ['-q', 'pack.zip'], { cwd: folder });
    return folder;
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp('demo', {
      env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', SMTP_URL: sink.url, AUDIT_ANCHOR_HOUR: '0', AUDIT_ANCHOR_CHECK_SECONDS: '1' },
    });
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('passes a real pack: the whole chain from seq 1 to the head the pack states, recomputed with SHA-256 and no database', async () => {
    const folder = await exportedPack();
    const manifest = JSON.parse(readFileSync(join(folder, 'audit-chain.json'), 'utf8'));
    const [header, first, ...rest] = eventsOf(folder);
    expect(header).toEqual(['seq', 'prev_hash', 'hash', 'id', 'company_id', 'actor_id', 'occurred_at_us', 'entity', 'entity_id', 'action', 'before', 'after']);
    expect(first.slice(0, 2)).toEqual(['1', '0'.repeat(64)]);
    const last = rest.at(-1)!;
    expect(manifest).toMatchObject({ specVersion: 1, companyId: HARBOUR, head: { seq: Number(last[0]), hash: last[2] }, contentsWithheld: false });
    const { code, out } = await verify(folder);
    expect(out).toContain(`Chain head: seq ${last[0]} hash ${last[2]}`);
    expect(out).toContain(`OK: ${rest.length + 1} events verified`);
    expect(code).toBe(0);
    // The verifier in api/dist (what a deployed server ships, as tsc emits it) gives the same answer.
    const built = tampered(folder, (records) => records);
    cpSync(join(API_DIR, 'dist/modules/audit/verify-pack.mjs'), join(built, 'verify-pack.mjs'));
    expect(await verify(built)).toEqual({ code, out });
  });

  it('reports an edited event, a deleted one, a reordered pair and a truncated tail, each in a real pack', async () => {
    const folder = await exportedPack();
    const edited = tampered(folder, (records) => records.map((record, i) => (i === 5 ? record.with(9, `${record[9]}x`) : record)));
    expect(await verify(edited)).toEqual({
      code: 1,
      out: expect.stringMatching(/PROBLEM after 4 intact events: seq 5 \(event \d+\): its contents do not give its hash/),
    });

    const deleted = tampered(folder, (records) => records.filter((_, i) => i !== 7));
    expect(await verify(deleted)).toEqual({ code: 1, out: expect.stringContaining('PROBLEM after 6 intact events: expected seq 7, found seq 8') });

    const reordered = tampered(folder, (records) => records.map((record, i) => (i === 9 ? records[10] : i === 10 ? records[9] : record)));
    expect(await verify(reordered)).toEqual({ code: 1, out: expect.stringContaining('PROBLEM after 8 intact events: expected seq 9, found seq 10') });

    const truncated = tampered(folder, (records) => records.slice(0, -3));
    const cut = await verify(truncated);
    expect(cut).toEqual({ code: 1, out: expect.stringContaining('but the pack states its head is seq') });
    expect(cut.out).toContain('(the tail was cut off)');
    // Without the pack's own manifest, a head kept elsewhere still catches it.
    const records = eventsOf(folder);
    const head = records.at(-1)!;
    writeFileSync(join(truncated, 'audit-chain.json'), '{}');
    expect(await verify(truncated)).toMatchObject({ code: 0 });
    expect(await verify(truncated, '--anchor', `${head[0]}:${head[2]}`)).toEqual({
      code: 1,
      out: expect.stringContaining(`the anchor given seq ${head[0]} is past the chain's last event (seq ${records.length - 4})`),
    });
  });

  it('e-mails each company’s administrators the chain head once a day, and catches an owner-role rewrite against that anchor', async () => {
    const deadline = Date.now() + 20_000;
    const anchorMail = () => sink.mails.find((mail) => mail.subject.startsWith('Audit chain anchor for ') && mail.to.includes('manager@example.com'));
    while (!anchorMail() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const mail = anchorMail()!;
    const body = mail.raw.replace(/=\r?\n/g, '');
    const anchor = { seq: Number(/Sequence number: (\d+)/.exec(body)![1]), hash: /SHA-256 hash: ([0-9a-f]{64})/.exec(body)![1] };
    const administrators = await sql<{ email: string }>(
      `select email from "user" where company_id = ? and is_active and role in ('customer_admin', 'company_admin', 'admin', 'super_admin') and email is not null order by id`,
      [HARBOUR],
    );
    expect(mail.to).toEqual(administrators.map((user) => user.email));
    // The anchor's day is Harbour's (New York's): a run across its midnight makes the next day's too.
    const day = mail.subject.split(', ').at(-1);
    const [row] = await sql(`select day::text, seq::int, hash, sent_at is not null as sent, recipients from audit_anchor where company_id = ? and day = ?`, [
      HARBOUR,
      day,
    ]);
    expect(row).toMatchObject({ seq: anchor.seq, hash: anchor.hash, sent: true, recipients: mail.to });

    // Another check, twice at once (a second process, or one after a restart): still one anchor and one e-mail per company today.
    const config = { auditAnchorHour: 0, auditAnchorCheckSeconds: 1 } as Config;
    const check = () =>
      anchorCheckJobs[ANCHOR_CHECK_TASK](
        {},
        { em: app.db.orm.em.fork(), services: app.server.services, config, databaseUrl: app.db.url, attempt: 1, maxAttempts: 1 },
      );
    await Promise.all([check(), check()]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.mails.filter((m) => m.subject === mail.subject && m.to.includes('manager@example.com'))).toHaveLength(1);
    expect(await sql(`select company_id from audit_anchor group by company_id, day having count(*) > 1`)).toEqual([]);
    const [{ companies }] = await sql(`select count(distinct company_id)::int as companies from audit_anchor`);
    expect(companies).toBeGreaterThan(1);

    // Later writes, then a superuser rewrites an event before the anchor and recomputes every hash after it with the
    // database's own function, and the anchor table too: the chain alone verifies, the anchor in the e-mail does not.
    await manager.graphql('mutation($input: RecordReadingInput!) { recordReading(input: $input) { id } }', { input: { equipmentId: 1, temperature: 3.1 } });
    const owner = await connectOrm(app.db.ownerUrl, { poolSize: 1 });
    await owner.em.fork().transactional(async (tx) => {
      const run = (text: string, params: unknown[] = []) => tx.getConnection().execute(text, params, 'run', tx.getTransactionContext());
      await run('alter table audit_event disable trigger audit_event_append_only');
      await run(`update audit_event set after = '{"temperature": 1}' where company_id = ? and seq = ?`, [HARBOUR, anchor.seq - 2]);
      await run(`do $$ declare e audit_event; last_hash varchar;
        begin
          select hash into last_hash from audit_event where company_id = ${HARBOUR} and seq = ${anchor.seq - 3};
          for e in select * from audit_event where company_id = ${HARBOUR} and seq >= ${anchor.seq - 2} order by seq loop
            e.prev_hash := last_hash; e.hash := audit_event_hash(e);
            update audit_event set prev_hash = e.prev_hash, hash = e.hash where id = e.id;
            last_hash := e.hash;
          end loop;
        end $$`);
      await run('alter table audit_event enable trigger audit_event_append_only');
      await run(`update audit_anchor set hash = (select hash from audit_event where company_id = ? and seq = ?) where company_id = ?`, [
        HARBOUR,
        anchor.seq,
        HARBOUR,
      ]);
    });
    await owner.close(true);

    const em = app.db.orm.em.fork();
    expect(await verifyChain(em, HARBOUR)).toMatchObject({ valid: true, problem: null });
    const held = await verifyChain(em, HARBOUR, [anchor]);
    expect(held).toMatchObject({ valid: false, checkedEvents: anchor.seq - 1, problem: expect.stringContaining('history was rewritten') });

    // npm run audit:verify (the built CLI) with the anchor from the e-mail.
    const env = {
      PATH: process.env.PATH,
      DATABASE_URL: app.db.url,
      MIGRATION_DATABASE_URL: app.db.ownerUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fsm-cli-')),
    };
    const cli = (...args: string[]) =>
      run(process.execPath, [join(API_DIR, 'dist/app/cli.js'), 'audit-verify', ...args], { env }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error) => ({ code: error.code as number, out: error.stdout as string }),
      );
    expect(await cli()).toMatchObject({ code: 0, out: expect.stringContaining(`company ${HARBOUR}: intact`) });
    expect(await cli('--anchor', `${HARBOUR}:${anchor.seq}:${anchor.hash}`)).toMatchObject({
      code: 1,
      out: expect.stringContaining(`company ${HARBOUR}: BROKEN at event`),
    });

    // The pack made now verifies by itself (its listed anchor was rewritten too), but not against the e-mailed anchor.
    const folder = await exportedPack();
    const head = await auditChainHead(em, HARBOUR);
    expect((await verify(folder)).code).toBe(0);
    expect(head!.seq).toBeGreaterThan(anchor.seq);
    expect(await verify(folder, '--anchor', `${anchor.seq}:${anchor.hash}`)).toEqual({
      code: 1,
      out: expect.stringContaining(`the anchor given seq ${anchor.seq} says hash ${anchor.hash}, but the chain has`),
    });
    const listed = parseCsv(readFileSync(join(folder, 'audit-anchors.csv'), 'utf8'));
    expect(listed[0]).toEqual(['day', 'seq', 'hash', 'sent_at', 'recipients']);
    expect(listed[1].slice(0, 2)).toEqual([row.day, String(anchor.seq)]);
  });
});
