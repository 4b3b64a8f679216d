import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { type HttpReceiver, startFakeTwilio, startHttpReceiver } from '../helpers/http-receivers.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { actionsFor, BAIN_MARIE, CHEST_FREEZER, MAIN_KITCHEN_VAN, record, until, WALK_IN_FRIDGE } from './alerts-helpers.js';

const SID = 'AC0123456789abcdef';
const TOKEN = 'test-auth-token';
const FROM = '+15005550006';
const COOK_MOBILE = '+447700900123';
const SECRET = 'a-webhook-secret-of-some-length';

const SETTINGS = `emailByDefault smsByDefault smsSeverities smsAvailable webhookUrl webhookFormat webhookSecretSet`;
const MINE = `mobilePhone email sms smsAvailable`;

/** Issue 34: SMS through a Twilio-shaped provider and a signed company chat webhook, beside e-mail. */
describe('alert channels: SMS and chat webhook', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let twilio: HttpReceiver;
  let chat: HttpReceiver;
  let manager: TestClient;
  let cook: TestClient;

  beforeAll(async () => {
    [sink, twilio, chat] = await Promise.all([startSmtpSink(), startFakeTwilio(), startHttpReceiver(() => ({ status: 200, json: { ok: true } }))]);
    app = await startTestApp('demo', {
      env: {
        RUN_JOBS: 'true',
        JOBS_POLL_INTERVAL_MS: '200',
        SMTP_URL: sink.url,
        SMS_API_URL: twilio.url,
        SMS_ACCOUNT_SID: SID,
        SMS_AUTH_TOKEN: TOKEN,
        SMS_FROM: FROM,
        // The fake chat receiver listens on 127.0.0.1, which a webhook may not reach by default.
        WEBHOOK_INTERNAL_ADDRESSES: 'true',
      },
    });
    manager = await signedIn(app.baseUrl, 'manager');
    cook = await signedIn(app.baseUrl, 'cook');
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([sink.close(), twilio.close(), chat.close()]);
  });

  const saveSettings = (client: TestClient, input: Record<string, unknown>) =>
    client.graphql(`mutation($input: AlertChannelSettingsInput!) { updateAlertChannelSettings(input: $input) { ${SETTINGS} } }`, {
      input: { emailByDefault: true, smsByDefault: true, smsSeverities: ['critical'], webhookFormat: 'json', ...input },
    });
  const saveMine = (client: TestClient, input: Record<string, unknown>) =>
    client.graphql(`mutation($input: MyAlertChannelsInput!) { updateMyAlertChannels(input: $input) { ${MINE} } }`, { input });
  const smsTo = (number: string) => twilio.requests.map((r) => ({ ...r, form: new URLSearchParams(r.body) })).filter((r) => r.form.get('To') === number);
  /** The receiver's check: the HMAC of "timestamp.body" with the secret, compared in constant time. */
  const signedWith = (secret: string, hook: { headers: Record<string, unknown>; body: string }) => {
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${hook.headers['x-fsm-timestamp']}.${hook.body}`).digest('hex')}`);
    const given = Buffer.from(String(hook.headers['x-fsm-signature']));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const notificationsOf = async (unit: number, actionId: number) => (await actionsFor(manager, unit)).find((a) => a.id === actionId).notifications as any[];

  it('defaults: e-mail on, SMS for critical only, no webhook; the server says SMS is available', async () => {
    const { data, errors } = await manager.graphql(`{ alertChannelSettings { ${SETTINGS} } }`);
    expect(errors).toBeUndefined();
    expect(data.alertChannelSettings).toEqual({
      emailByDefault: true,
      smsByDefault: true,
      smsSeverities: ['critical'],
      smsAvailable: true,
      webhookUrl: null,
      webhookFormat: 'json',
      webhookSecretSet: false,
    });
    expect((await cook.graphql(`{ myAlertChannels { ${MINE} } }`)).data.myAlertChannels).toEqual({
      mobilePhone: null,
      email: true,
      sms: false,
      smsAvailable: true,
    });
  });

  it('bad input is a clear 4xx and stores nothing: a phone number not in E.164, SMS without a number, a webhook URL that is not http(s), a short secret, a cook', async () => {
    for (const mobilePhone of ['07700 900123', '+12', 'call me']) {
      const { errors } = await saveMine(cook, { mobilePhone, email: true, sms: true });
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(errors?.[0]?.message).toMatch(/international form/);
    }
    expect((await saveMine(cook, { mobilePhone: null, email: true, sms: true })).errors?.[0]?.message).toMatch(/need a mobile number/);
    for (const webhookUrl of ['not a url', 'ftp://chat.example.com/hook', 'https://user:pw@chat.example.com/hook']) {
      const { errors } = await saveSettings(manager, { webhookUrl, webhookSecret: SECRET });
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await saveSettings(manager, { webhookUrl: `${chat.url}/hook`, webhookSecret: 'short' })).errors?.[0]?.message).toMatch(/16 to 200/);
    expect((await saveSettings(manager, { webhookUrl: `${chat.url}/hook`, webhookSecret: SECRET, webhookFormat: 'xml' })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await saveSettings(manager, { smsSeverities: ['urgent'] })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await saveSettings(cook, { webhookUrl: `${chat.url}/hook`, webhookSecret: SECRET })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await cook.graphql(`{ alertChannelSettings { ${SETTINGS} } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await manager.graphql(`{ alertChannelSettings { webhookUrl } }`)).data.alertChannelSettings.webhookUrl).toBeNull();
    expect((await cook.graphql(`{ myAlertChannels { mobilePhone } }`)).data.myAlertChannels.mobilePhone).toBeNull();
  });

  it('a critical excursion reaches the cook by SMS (the provider got the right form and auth) and e-mail, and the webhook gets one signed Slack message', async () => {
    const saved = await saveSettings(manager, { webhookUrl: `${chat.url}/hook`, webhookSecret: SECRET, webhookFormat: 'slack' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateAlertChannelSettings).toMatchObject({ webhookUrl: `${chat.url}/hook`, webhookFormat: 'slack', webhookSecretSet: true });
    const mine = await saveMine(cook, { mobilePhone: '+44 7700 900123', email: true, sms: true });
    expect(mine.data.updateMyAlertChannels).toEqual({ mobilePhone: COOK_MOBILE, email: true, sms: true, smsAvailable: true });

    await record(cook, WALK_IN_FRIDGE, 9.5, true);
    const [action] = await until(
      () => actionsFor(manager, WALK_IN_FRIDGE),
      (a) => a.length === 1,
    );
    expect(action.severity).toBe('critical');
    const [sms] = await until(
      async () => smsTo(COOK_MOBILE),
      (found) => found.length === 1,
    );
    expect(sms.method).toBe('POST');
    expect(sms.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(sms.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sms.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(sms.form.get('From')).toBe(FROM);
    const text = sms.form.get('Body')!;
    expect(text).toContain(`Critical corrective action #${action.id} at Main Kitchen`);
    expect(text).toMatch(/Unit: Walk-in Fridge/);
    expect(text).toContain('Reading: 9.5');
    expect(text).toContain('Location: Main Kitchen');
    expect(text).toMatch(/Opened: .+\d\d:\d\d/);
    expect(text).toContain(`/actions?action=${action.id}`);
    expect(text.length).toBeLessThan(400);
    await until(
      async () => sink.mails.filter((m) => m.to.includes('cook@example.com') && m.subject.includes(`#${action.id} `)),
      (found) => found.length === 1,
    );

    const [hook] = await until(
      async () => chat.requests,
      (found) => found.length === 1,
    );
    expect(hook.path).toBe('/hook');
    expect(hook.headers['content-type']).toBe('application/json');
    const timestamp = String(hook.headers['x-fsm-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(signedWith(SECRET, hook)).toBe(true);
    expect(signedWith('another-secret-of-some-length', hook)).toBe(false);
    const slack = JSON.parse(hook.body);
    expect(slack.text).toBe(`Critical corrective action #${action.id} at Main Kitchen`);
    expect(slack.blocks.map((b: any) => b.type)).toEqual(['header', 'section', 'actions']);
    expect(slack.blocks[1].text).toMatchObject({ type: 'mrkdwn', text: expect.stringContaining('Reading: 9.5') });
    expect(slack.blocks[2].elements[0].url).toContain(`/actions?action=${action.id}`);

    const notifications = await until(
      () => notificationsOf(WALK_IN_FRIDGE, action.id),
      (n) => n.length > 0 && n.every((x) => x.status === 'sent'),
    );
    expect(notifications.filter((n) => n.channel === 'sms')).toEqual([
      expect.objectContaining({ recipient: { username: 'cook' }, address: COOK_MOBILE, reason: 'alert', status: 'sent', attempts: 1 }),
    ]);
    expect(notifications.filter((n) => n.channel === 'webhook')).toEqual([
      expect.objectContaining({ recipient: null, address: new URL(chat.url).host, reason: 'alert', status: 'sent' }),
    ]);
    expect(notifications.filter((n) => n.channel === 'email' && n.recipient.username === 'cook')).toHaveLength(1);
    // The bell lists the alert once, though it went by e-mail and SMS.
    const bell = await cook.graphql('{ myNotifications { correctiveActionId reason } }');
    expect(bell.data.myNotifications.filter((n: any) => n.correctiveActionId === action.id)).toEqual([{ correctiveActionId: action.id, reason: 'alert' }]);
  });

  it('a replayed send job (a restart, a second process) sends nothing twice; acknowledging posts one Teams card signed with the kept secret', async () => {
    const [action] = await actionsFor(manager, WALK_IN_FRIDGE);
    const sql = (text: string) => app.db.orm.em.getConnection().execute(text);
    await sql(`select graphile_worker.add_job('alerts.send_notification', json_build_object('notificationId', id)) from notification
      where corrective_action_id = ${action.id} and channel in ('webhook', 'sms')`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(chat.requests).toHaveLength(1);
    expect(smsTo(COOK_MOBILE)).toHaveLength(1);

    const teams = await saveSettings(manager, { webhookUrl: `${chat.url}/hook`, webhookFormat: 'teams' });
    expect(teams.data.updateAlertChannelSettings).toMatchObject({ webhookFormat: 'teams', webhookSecretSet: true });
    const acknowledged = await manager.graphql('mutation($id: Int!) { acknowledgeCorrectiveAction(id: $id) { id } }', { id: action.id });
    expect(acknowledged.errors).toBeUndefined();
    const [, card] = await until(
      async () => chat.requests,
      (found) => found.length === 2,
    );
    expect(signedWith(SECRET, card)).toBe(true);
    expect(JSON.parse(card.body)).toMatchObject({
      '@type': 'MessageCard',
      title: `Acknowledged: corrective action #${action.id} at Main Kitchen`,
      text: expect.stringContaining('Acknowledged by Maria Manager'),
      potentialAction: [{ '@type': 'OpenUri', targets: [{ uri: expect.stringContaining(`/actions?action=${action.id}`) }] }],
    });
    // The word to the others is no page: no SMS for it.
    expect(smsTo(COOK_MOBILE)).toHaveLength(1);
  });

  it('SMS provider down: the SMS is retried and shows failed with its attempts meanwhile; the e-mail goes at once', async () => {
    twilio.failNext(1);
    await record(cook, BAIN_MARIE, 50, true);
    const [action] = await until(
      () => actionsFor(manager, BAIN_MARIE),
      (a) => a.length === 1,
    );
    expect(action.severity).toBe('critical');
    const failed = await until(
      () => notificationsOf(BAIN_MARIE, action.id),
      (n) => n.some((x) => x.channel === 'sms' && x.status === 'failed'),
    );
    expect(failed.find((n) => n.channel === 'sms')).toMatchObject({ status: 'failed', attempts: 1, error: expect.stringContaining('answered 500') });
    await until(
      async () => sink.mails.filter((m) => m.to.includes('cook@example.com') && m.subject.includes(`#${action.id} `)),
      (found) => found.length === 1,
    );
    const retried = await until(
      () => notificationsOf(BAIN_MARIE, action.id),
      (n) => n.some((x) => x.channel === 'sms' && x.status === 'sent'),
      15_000,
    );
    expect(retried.find((n) => n.channel === 'sms')).toMatchObject({ status: 'sent', attempts: 2, error: expect.stringContaining('answered 500') });
    expect(retried.find((n) => n.channel === 'email' && n.recipient.username === 'cook')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smsTo(COOK_MOBILE).filter((r) => r.form.get('Body')!.includes(`#${action.id} `))).toHaveLength(2);
  });

  it('a non-critical alert does not page by SMS with the default; a person who turned SMS off gets none', async () => {
    await record(cook, CHEST_FREEZER, -14, true);
    const [medium] = await until(
      () => actionsFor(manager, CHEST_FREEZER),
      (a) => a.length === 1,
    );
    expect(medium.severity).not.toBe('critical');
    const told = await until(
      () => notificationsOf(CHEST_FREEZER, medium.id),
      (n) => n.some((x) => x.recipient?.username === 'cook' && x.status === 'sent'),
    );
    expect(told.filter((n) => n.channel === 'sms')).toEqual([]);

    expect((await saveSettings(manager, { webhookUrl: `${chat.url}/hook`, webhookFormat: 'json' })).errors).toBeUndefined();
    const off = await saveMine(cook, { mobilePhone: COOK_MOBILE, email: true, sms: false });
    expect(off.data.updateMyAlertChannels).toMatchObject({ mobilePhone: COOK_MOBILE, sms: false });
    const before = twilio.requests.length;
    await record(cook, MAIN_KITCHEN_VAN, 14, true);
    const [critical] = await until(
      () => actionsFor(manager, MAIN_KITCHEN_VAN),
      (a) => a.length === 1,
    );
    expect(critical.severity).toBe('critical');
    await until(
      () => notificationsOf(MAIN_KITCHEN_VAN, critical.id),
      (n) => n.some((x) => x.recipient?.username === 'cook' && x.status === 'sent'),
    );
    expect((await notificationsOf(MAIN_KITCHEN_VAN, critical.id)).filter((n) => n.channel === 'sms' && n.recipient.username === 'cook')).toEqual([]);
    expect(twilio.requests.slice(before).filter((r) => new URLSearchParams(r.body).get('To') === COOK_MOBILE)).toEqual([]);
    const json = await until(
      async () => chat.requests.map((r) => JSON.parse(r.body)).filter((body) => body.correctiveActionId === critical.id),
      (found) => found.length === 1,
    );
    expect(json[0]).toMatchObject({ event: 'alert', subject: `Critical corrective action #${critical.id} at Main Kitchen`, acknowledgeUrl: null });
    expect(json[0].text).toContain('Reading: 14');
  });
});
