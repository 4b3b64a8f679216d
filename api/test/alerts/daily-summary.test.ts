import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { anchorCheckJobs, anchorMailJobs } from '../../src/modules/audit-anchors/audit-anchors.jobs.js';
import { ANCHOR_CHECK_TASK, SEND_ANCHOR_TASK } from '../../src/modules/audit-anchors/audit-anchors.service.js';
import { summaryCheckJobs, summaryMailJobs } from '../../src/modules/daily-summaries/daily-summaries.jobs.js';
import { SEND_SUMMARY_TASK, SUMMARY_CHECK_TASK } from '../../src/modules/daily-summaries/daily-summaries.service.js';
import { signedIn } from '../helpers/client.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const CHANNELS = 'mutation($input: MyAlertChannelsInput!) { updateMyAlertChannels(input: $input) { email sms dailySummary } }';

/** The mail's text as written (quoted-printable soft breaks and escapes undone, its bytes read as UTF-8). */
const textOf = (raw: string): string =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('the daily summary e-mail, for the administrators who choose it (issue 34 item 4)', () => {
  let app: TestApp;
  let sink: SmtpSink;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  /** A job handler run by hand, as the job runner (or a second process) would. */
  const run = (handler: (payload: unknown, context: any) => Promise<void>, payload: object, config: Partial<Config> = {}) =>
    handler(payload, {
      em: app.db.orm.em.fork(),
      services: app.server.services,
      config: { dailySummaryHour: 0, dailySummaryCheckSeconds: 300, auditAnchorHour: 0, auditAnchorCheckSeconds: 300, ...config } as Config,
      databaseUrl: app.db.url,
      attempt: 1,
      maxAttempts: 1,
    });
  const check = (hour = 0) => run(summaryCheckJobs[SUMMARY_CHECK_TASK]!, {}, { dailySummaryHour: hour });
  const sendAll = async () => {
    for (const { id } of await sql<{ id: number }>('select id from daily_summary order by id'))
      await run(summaryMailJobs[SEND_SUMMARY_TASK]!, { summaryId: id });
  };
  /** An excursion's action opened at noon yesterday (UTC, the zone set below), for the given user's company. */
  const excursionYesterday = (username: string, description: string) =>
    sql(
      `insert into corrective_action (company_id, location_id, type, description, severity, status, source, created_at)
       select u.company_id, l.id, 'temperature_alert', ?, 'critical', 'open', 'automatic', ((current_date - 1)::timestamp + interval '12 hours') at time zone 'UTC'
       from "user" u join location l on l.company_id = u.company_id where u.username = ? order by l.id limit 1`,
      [description, username],
    );

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp('demo', { env: { SMTP_URL: sink.url } });
    await sql(
      `insert into company_settings (company_id, settings) select company_id, jsonb_build_object('general', jsonb_build_object('timezone', 'UTC')) from "user" where username in ('manager', 'rivermgr')
       on conflict (company_id) do update set settings = company_settings.settings || jsonb_build_object('general', coalesce(company_settings.settings->'general', '{}') || excluded.settings->'general')`,
    );
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('is off by default; an administrator turns it on in their profile, a cook cannot', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const before = await manager.graphql('{ myAlertChannels { dailySummary dailySummaryAvailable } }');
    expect(before.data.myAlertChannels).toEqual({ dailySummary: false, dailySummaryAvailable: true });
    const on = await manager.graphql(CHANNELS, { input: { email: true, sms: false, dailySummary: true } });
    expect(on.data.updateMyAlertChannels).toEqual({ email: true, sms: false, dailySummary: true });
    // Left out, the choice is kept (the profile card that predates it sends only e-mail and SMS).
    const kept = await manager.graphql(CHANNELS, { input: { email: true, sms: false } });
    expect(kept.data.updateMyAlertChannels.dailySummary).toBe(true);

    const cook = await signedIn(app.baseUrl, 'cook');
    expect((await cook.graphql('{ myAlertChannels { dailySummaryAvailable } }')).data.myAlertChannels).toEqual({ dailySummaryAvailable: false });
    const refused = await cook.graphql(CHANNELS, { input: { email: true, sms: false, dailySummary: true } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'The daily summary is for administrators', extensions: { code: 'BAD_USER_INPUT' } });
    const [row] = await sql(`select daily_summary from "user" where username = 'cook'`);
    expect(row.daily_summary).toBe(false);
  });

  it('goes once per person per local day from the configured hour, with yesterday’s excursions, overdue checks, open actions and the chain head of their own company only', async () => {
    await excursionYesterday('manager', 'Storm summary: Walk-in Fridge at 9 °C');
    await excursionYesterday('rivermgr', 'Riverside secret: Cold Room at 12 °C');
    await sql(`update "user" set daily_summary = true where username = 'rivermgr'`);

    await check(0);
    const early = await sql(`select count(*)::int as n from daily_summary`);
    expect(early[0].n).toBeGreaterThan(0);
    // A second process's check, or a rerun, records nothing more.
    await Promise.all([check(), check()]);
    const rows = await sql<{ username: string; day: string }>(
      `select u.username, s.day::text from daily_summary s join "user" u on u.id = s.user_id order by u.username`,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(rows).toEqual([
      { username: 'manager', day: today },
      { username: 'rivermgr', day: today },
    ]);

    await sendAll();
    await sendAll();
    const mails = sink.mails.filter((m) => m.subject.startsWith('Daily summary for'));
    expect(mails.map((m) => m.to)).toEqual([['manager@example.com'], ['rivermgr@example.com']]);
    const text = textOf(mails[0]!.raw);
    expect(text).toContain('Temperature excursions yesterday: 1');
    expect(text).toContain('Storm summary: Walk-in Fridge at 9 °C');
    expect(text).not.toContain('Riverside secret');
    expect(text).toMatch(/Overdue checks: \d+/);
    expect(text).toMatch(/Open corrective actions: [1-9]\d*/);
    const [head] = await sql(
      `select seq::text, hash from audit_event where company_id = (select company_id from "user" where username = 'manager') and hash is not null order by seq desc limit 1`,
    );
    expect(text).toContain(`Sequence number: ${head.seq}`);
    expect(text).toContain(`SHA-256 hash: ${head.hash}`);
    expect(textOf(mails[1]!.raw)).not.toContain('Storm summary');
  });

  it('a later hour is not due yet: nothing is recorded', async () => {
    await sql(`delete from daily_summary`);
    await check(23);
    const hour = new Date().getUTCHours();
    const [{ n }] = await sql(`select count(*)::int as n from daily_summary`);
    expect(n).toBe(hour === 23 ? 2 : 0);
  });

  it('those who chose the summary get the chain head in it, not the separate anchor e-mail too', async () => {
    await run(anchorCheckJobs[ANCHOR_CHECK_TASK]!, {});
    const [anchor] = await sql(`select id from audit_anchor where company_id = (select company_id from "user" where username = 'manager')`);
    await run(anchorMailJobs[SEND_ANCHOR_TASK]!, { anchorId: anchor.id });
    const [sent] = await sql(`select recipients from audit_anchor where id = ?`, [anchor.id]);
    expect(sent.recipients).toContain('admin@example.com');
    expect(sent.recipients).not.toContain('manager@example.com');
  });
});
