import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { onClock } from '../helpers/local-clock.js';
import { mailTextPart, type ReceivedMail, readableMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { actionsFor, BAIN_MARIE, CHEST_FREEZER, MAIN_KITCHEN, record, setAlertSettings, until, WALK_IN_FRIDGE } from './alerts-helpers.js';

const PUBLIC_URL = 'https://haccp.example.test';
const ACK_FIELDS = 'id status escalatedAt acknowledgedAt acknowledgedByName canAcknowledge notifications { recipient { username } reason status }';

const htmlPart = (mail: ReceivedMail) => /Content-Type: text\/html[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(readableMail(mail.raw))?.[1] ?? '';
const acknowledgeLink = (text: string) => /https:\/\/haccp\.example\.test\/api\/acknowledge\/\S+/.exec(text)?.[0];

/** Issue 34: alert e-mails in HTML and text with the site's time, what to do, and links; acknowledging from the e-mail or the app. */
describe('alert e-mails and acknowledgement', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let manager: TestClient;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  /** The link's page on this test server (PUBLIC_URL names where people reach it, not this port). */
  const follow = (link: string, method: 'GET' | 'POST' = 'GET') => fetch(`${app.baseUrl}${new URL(link).pathname}`, { method, redirect: 'manual' });
  const mailAbout = (actionId: number, address: string) =>
    until(
      async () => sink.mails.filter((m) => m.to.includes(address) && m.subject.includes(`#${actionId} `)),
      (found) => found.length > 0,
    );

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', SMTP_URL: sink.url, PUBLIC_URL } });
    manager = await signedIn(app.baseUrl, 'manager');
    // A kitchen away from UTC, and a unit whose name a person typed with HTML in it.
    await sql(`update location set timezone = 'America/New_York' where id = ?`, [MAIN_KITCHEN]);
    await sql(`update equipment set name = 'Walk-in <Fridge> & "Co"' where id = ?`, [WALK_IN_FRIDGE]);
    await setAlertSettings(manager, { notifications: { escalationMinutes: 1 } });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const actionOf = async (client: TestClient, id: number) => {
    const { data, errors } = await client.graphql(`query($id: Int!) { correctiveAction(id: $id) { ${ACK_FIELDS} } }`, { id });
    if (errors) throw new Error(JSON.stringify(errors));
    return data.correctiveAction;
  };

  it('a critical excursion’s e-mail: HTML and text, New York time, reading, limit, what to do, the action and Acknowledge links; the link acknowledges once, stops escalation and tells the others', async () => {
    const cook = await signedIn(app.baseUrl, 'cook');
    await record(cook, WALK_IN_FRIDGE, 9.5, true);
    await record(cook, CHEST_FREEZER, 0, true);
    const [fridge] = await until(
      () => actionsFor(manager, WALK_IN_FRIDGE),
      (a) => a.length === 1,
    );
    const [freezer] = await until(
      () => actionsFor(manager, CHEST_FREEZER),
      (a) => a.length === 1,
    );
    expect([fridge.severity, freezer.severity]).toEqual(['critical', 'critical']);

    const [mail] = await mailAbout(fridge.id, 'cook@example.com');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    const text = mailTextPart(mail);
    const [{ ms }] = await sql<{ ms: string }>(`select extract(epoch from created_at) * 1000 as ms from corrective_action where id = ?`, [fridge.id]);
    expect(text).toContain(`Corrective action #${fridge.id} was opened.`);
    expect(text).toContain(`Opened: ${onClock(new Date(Number(ms)), 'America/New_York', 'month-first')}`);
    expect(text).toMatch(/Opened: .* GMT-[45]\r?\n/);
    expect(text).toContain('Time zone: America/New_York');
    expect(text).toContain('Unit: Walk-in <Fridge> & "Co"');
    expect(text).toContain('Reading: 9.5 °C');
    expect(text).toMatch(/Limit: \d+(\.\d+)? °C \(maximum\)/);
    expect(text).toMatch(/Out of range for: \d+ minutes?/);
    expect(text).toContain('What to do: Check the door is shut and its seal is intact, move high-risk food to another cold unit');
    expect(text).toContain(`Open the action: ${PUBLIC_URL}/actions?action=${fridge.id}`);
    const html = htmlPart(mail);
    expect(html).toContain('Walk-in &lt;Fridge&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<Fridge>');
    expect(html).toContain(`href="${PUBLIC_URL}/actions?action=${fridge.id}"`);
    expect(html).toContain('>Acknowledge</a>');

    // Opening the link (as a mail scanner does) changes nothing: a page with a button.
    const link = acknowledgeLink(text)!;
    expect(link).toBeDefined();
    const page = await follow(link);
    expect(page.status).toBe(200);
    const confirm = await page.text();
    expect(confirm).toContain(`Acknowledge Action #${fridge.id}?`);
    expect(confirm).toContain('<form method="post">');
    expect(confirm).toContain('Walk-in &lt;Fridge&gt;');
    expect((await actionOf(manager, fridge.id)).acknowledgedAt).toBeNull();

    // The button: acknowledged as the person the link was sent to, without signing in.
    const done = await follow(link, 'POST');
    expect(done.status).toBe(200);
    const [{ full_name: cookName }] = await sql<{ full_name: string }>(`select full_name from "user" where username = 'cook'`);
    const acknowledged = await actionOf(manager, fridge.id);
    expect(acknowledged).toMatchObject({ status: 'open', acknowledgedByName: cookName, canAcknowledge: false });
    const at = onClock(acknowledged.acknowledgedAt, 'America/New_York', 'month-first');
    expect(await done.text()).toContain(`Acknowledged by ${cookName} at ${at}.`);

    // Reused: the page says who had it; nothing changes.
    const reused = await follow(link, 'POST');
    expect(await reused.text()).toContain(`Already acknowledged by ${cookName} at ${at}.`);
    expect((await actionOf(manager, fridge.id)).acknowledgedAt).toBe(acknowledged.acknowledgedAt);
    // A tampered token is simply unknown.
    const tampered = await follow(`${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`, 'POST');
    expect(tampered.status).toBe(404);
    expect(await tampered.text()).toContain('Link not found');

    // The others who were alerted are told, once each, in the site's time; the acknowledger is not.
    const [told] = await until(
      async () => sink.mails.filter((m) => m.to.includes('branchmgr@example.com') && m.subject.startsWith(`Acknowledged: corrective action #${fridge.id} `)),
      (found) => found.length === 1,
    );
    expect(mailTextPart(told)).toContain(`Acknowledged by ${cookName} at ${at}.`);
    expect(acknowledgeLink(mailTextPart(told))).toBeUndefined();
    expect(sink.mails.filter((m) => m.to.includes('cook@example.com') && m.subject.startsWith('Acknowledged:'))).toEqual([]);
    // The other recipient's own link now shows who has it.
    const [managerMail] = await mailAbout(fridge.id, 'branchmgr@example.com');
    expect(await (await follow(acknowledgeLink(mailTextPart(managerMail))!)).text()).toContain(`Already acknowledged by ${cookName} at ${at}.`);

    // Escalation after one minute: the freezer, not acknowledged, climbs; the acknowledged fridge does not.
    await until(
      () => actionOf(manager, freezer.id),
      (a) => a.escalatedAt !== null,
      90_000,
    );
    // The fridge's check was due first (its reading came first); a moment more for a loaded runner.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const fridgeNow = await actionOf(manager, fridge.id);
    expect(fridgeNow.escalatedAt).toBeNull();
    expect(fridgeNow.notifications.filter((n: any) => n.reason === 'escalation')).toEqual([]);
    const audit = await sql(`select action, actor_id, after from audit_event where entity = 'corrective_action' and entity_id = ? order by id`, [
      String(fridge.id),
    ]);
    expect(audit.map((a: any) => a.action)).toEqual(['open', 'acknowledge']);
    expect(audit[1].after).toMatchObject({ via: 'email' });
  }, 120_000);

  it('acknowledgeCorrectiveAction in the app: who and when, once; a second answers the first; another company’s action is not found', async () => {
    await record(await signedIn(app.baseUrl, 'cook'), BAIN_MARIE, 40, true); // below hot holding's 63 °C
    const [action] = await until(
      () => actionsFor(manager, BAIN_MARIE),
      (a) => a.length === 1,
    );
    // Hot holding too cold gets its own advice.
    const [mail] = await mailAbout(action.id, 'cook@example.com');
    expect(mailTextPart(mail)).toContain('What to do: Reheat the food to 75 °C or above (or discard it if it has been below 63 °C for more than 2 hours)');
    const acknowledge = (client: TestClient, id: number) =>
      client.graphql(`mutation($id: Int!) { acknowledgeCorrectiveAction(id: $id) { ${ACK_FIELDS} } }`, { id });
    const first = await acknowledge(manager, action.id);
    expect(first.errors).toBeUndefined();
    const [{ full_name: managerName }] = await sql<{ full_name: string }>(`select full_name from "user" where username = 'manager'`);
    expect(first.data.acknowledgeCorrectiveAction).toMatchObject({ acknowledgedByName: managerName, canAcknowledge: false, status: 'open' });
    const second = await acknowledge(await signedIn(app.baseUrl, 'branchmgr'), action.id);
    expect(second.data.acknowledgeCorrectiveAction.acknowledgedAt).toBe(first.data.acknowledgeCorrectiveAction.acknowledgedAt);
    expect(second.data.acknowledgeCorrectiveAction.acknowledgedByName).toBe(managerName);
    const audits = await sql(`select 1 from audit_event where entity = 'corrective_action' and entity_id = ? and action = 'acknowledge'`, [String(action.id)]);
    expect(audits).toHaveLength(1);
    const river = await acknowledge(await signedIn(app.baseUrl, 'rivermgr'), action.id);
    expect(river.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('an expired acknowledge link', () => {
  let app: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp('demo', {
      env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', SMTP_URL: sink.url, PUBLIC_URL, ACKNOWLEDGE_LINK_EXPIRY_SECONDS: '2' },
    });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('says so and changes nothing', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    await record(await signedIn(app.baseUrl, 'cook'), WALK_IN_FRIDGE, 9.5, true);
    const [action] = await until(
      () => actionsFor(manager, WALK_IN_FRIDGE),
      (a) => a.length === 1,
    );
    const [mail] = await until(
      async () => sink.mails.filter((m) => m.to.includes('cook@example.com') && m.subject.includes(`#${action.id} `)),
      (found) => found.length > 0,
    );
    const link = acknowledgeLink(mailTextPart(mail))!;
    const [{ created }] = await app.db.orm.em
      .getConnection()
      .execute(`select extract(epoch from created_at) * 1000 as created from notification where corrective_action_id = ? order by id limit 1`, [action.id]);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(created) + 2500 - Date.now())));
    const expired = await fetch(`${app.baseUrl}${new URL(link).pathname}`, { method: 'POST' });
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');
    const { data } = await manager.graphql('query($id: Int!) { correctiveAction(id: $id) { acknowledgedAt } }', { id: action.id });
    expect(data.correctiveAction.acknowledgedAt).toBeNull();
  });
});
