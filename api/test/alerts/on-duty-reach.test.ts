import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { decryptPush, deviceKeys, type FakePushService, startFakePushService } from '../helpers/fake-push-service.js';
import { type HttpReceiver, startFakeTwilio } from '../helpers/http-receivers.js';
import { onClock } from '../helpers/local-clock.js';
import { mailTextPart, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { actionsFor, CHEST_FREEZER, MAIN_KITCHEN, record, setAlertSettings, until, WALK_IN_FRIDGE } from './alerts-helpers.js';

const PUBLIC_URL = 'https://haccp.example.test';
const ZONE = 'America/New_York';
const COOK_MOBILE = '+447700900123';
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const SET_ROTA = 'mutation($l: Int!, $e: [RotaEntryInput!]!) { setLocationRota(locationId: $l, entries: $e) { fullName } }';

/**
 * Issue 34, all together: the person on duty at a site away from UTC hears of a critical excursion
 * on every channel they have (push to their phone, SMS, e-mail), each telling the site's time with
 * links that work; acknowledging from the e-mail stops the climb to the managers.
 */
describe('the on-duty person is reached everywhere, and one acknowledgement stops the escalation', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let twilio: HttpReceiver;
  let pushService: FakePushService;
  let manager: TestClient;
  let cook: TestClient;
  const phone = deviceKeys();
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  /** A link's page on this test server (PUBLIC_URL names where people reach it, not this port). */
  const follow = (link: string, method: 'GET' | 'POST' = 'GET') =>
    fetch(`${app.baseUrl}${new URL(link).pathname}${new URL(link).search}`, { method, redirect: 'manual' });
  const openedOnSiteClock = async (actionId: number) => {
    const [{ ms }] = await sql<{ ms: string }>('select extract(epoch from created_at) * 1000 as ms from corrective_action where id = ?', [actionId]);
    return onClock(new Date(Number(ms)), ZONE, 'month-first');
  };

  beforeAll(async () => {
    [sink, twilio, pushService] = await Promise.all([startSmtpSink(), startFakeTwilio(), startFakePushService()]);
    // A built web app of one page: the action link's path must answer with the app shell.
    const webDist = mkdtempSync(join(tmpdir(), 'fsm-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await startTestApp('demo', {
      env: {
        RUN_JOBS: 'true',
        JOBS_POLL_INTERVAL_MS: '200',
        SMTP_URL: sink.url,
        PUBLIC_URL,
        WEB_DIST: webDist,
        SMS_API_URL: twilio.url,
        SMS_ACCOUNT_SID: 'AC0123456789abcdef',
        SMS_AUTH_TOKEN: 'test-auth-token',
        SMS_FROM: '+15005550006',
      },
    });
    [manager, cook] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'cook')]);
    await sql('update location set timezone = ? where id = ?', [ZONE, MAIN_KITCHEN]);
    await setAlertSettings(manager, { notifications: { escalationMinutes: 1 } });
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([sink.close(), twilio.close(), pushService.close()]);
  });

  it('push, SMS and e-mail reach the cook on duty in New York time with working links; the e-mail’s Acknowledge stops escalation', async () => {
    // The cook is on duty all day, every day (two lines: a line may not start and end at the same time).
    const [{ id: cookId }] = await sql<{ id: number }>(`select id from "user" where username = 'cook'`);
    const rota = [
      { userId: Number(cookId), weekdays: WEEK, startsAt: '00:00', endsAt: '12:00' },
      { userId: Number(cookId), weekdays: WEEK, startsAt: '12:00', endsAt: '00:00' },
    ];
    expect((await manager.graphql(SET_ROTA, { l: MAIN_KITCHEN, e: rota })).errors).toBeUndefined();
    expect((await manager.graphql('query($l: Int!) { onDutyNow(locationId: $l) { fullName } }', { l: MAIN_KITCHEN })).data.onDutyNow).toEqual([
      { fullName: 'Carl Cook' },
    ]);
    const mine = await cook.graphql('mutation($input: MyAlertChannelsInput!) { updateMyAlertChannels(input: $input) { sms } }', {
      input: { mobilePhone: COOK_MOBILE, email: true, sms: true },
    });
    expect(mine.data.updateMyAlertChannels.sms).toBe(true);
    const subscribed = await cook.graphql('mutation($input: PushSubscriptionInput!) { savePushSubscription(input: $input) }', {
      input: { endpoint: `${pushService.url}/push/phone`, p256dh: phone.p256dh, auth: phone.auth, label: 'Chrome on Android' },
    });
    expect(subscribed.data.savePushSubscription).toBe(true);

    // The manager probes two units: the cook hears because they are on duty, not because they recorded.
    await record(manager, WALK_IN_FRIDGE, 9.5, true);
    await record(manager, CHEST_FREEZER, 0, true);
    const [fridge] = await until(
      () => actionsFor(manager, WALK_IN_FRIDGE),
      (a) => a.length === 1,
    );
    const [freezer] = await until(
      () => actionsFor(manager, CHEST_FREEZER),
      (a) => a.length === 1,
    );
    expect([fridge.severity, freezer.severity]).toEqual(['critical', 'critical']);
    const opened = `Opened: ${await openedOnSiteClock(fridge.id)}`;
    expect(opened).toMatch(/GMT-[45]$/);
    const actionLink = `${PUBLIC_URL}/actions?action=${fridge.id}`;

    const cookNotices = await until(
      async () => (await actionsFor(manager, WALK_IN_FRIDGE))[0].notifications.filter((n: any) => n.recipient.username === 'cook'),
      (found: any[]) => found.length === 3 && found.every((n) => n.status === 'sent'),
    );
    expect(cookNotices.map((n: any) => [n.channel, n.reason, n.address]).sort()).toEqual([
      ['email', 'alert', 'cook@example.com'],
      ['push', 'alert', '1 device'],
      ['sms', 'alert', COOK_MOBILE],
    ]);

    // Push: encrypted for the cook's phone; the site's time and both links.
    const pushes = pushService.requests.map((r) => JSON.parse(decryptPush(r.body, phone)));
    const push = pushes.find((p) => p.title === `Critical corrective action #${fridge.id} at Main Kitchen`);
    expect(push.body).toContain(opened);
    expect(push.actionUrl).toBe(actionLink);
    expect(push.acknowledgeUrl).toMatch(new RegExp(`^${PUBLIC_URL}/api/acknowledge/[\\w.-]+$`));

    // SMS: through the fake Twilio to the cook's number, the site's time and the action link.
    const texts = twilio.requests.map((r) => new URLSearchParams(r.body)).filter((form) => form.get('To') === COOK_MOBILE);
    const sms = texts.map((form) => form.get('Body')!).find((body) => body.startsWith(`Critical corrective action #${fridge.id} `));
    expect(sms).toContain(opened);
    expect(sms).toContain(actionLink);

    // E-mail: the site's time and zone, the action link and an Acknowledge link.
    const mail = sink.mails.find((m) => m.to.includes('cook@example.com') && m.subject.includes(`#${fridge.id} `));
    const text = mailTextPart(mail!);
    expect(text).toContain(opened);
    expect(text).toContain(`Time zone: ${ZONE}`);
    expect(text).toContain(`Open the action: ${actionLink}`);
    const acknowledgeLink = /https:\/\/haccp\.example\.test\/api\/acknowledge\/\S+/.exec(text)![0];

    // The links work: the action's path is the app shell, the Acknowledge link's page asks first.
    const shell = await follow(actionLink);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root">');
    const page = await follow(acknowledgeLink);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Acknowledge Action #${fridge.id}?`);
    const pushPage = await follow(push.acknowledgeUrl);
    expect(pushPage.status).toBe(200);

    // The cook acknowledges the fridge from the e-mail; the freezer is left.
    expect((await follow(acknowledgeLink, 'POST')).status).toBe(200);
    const { data } = await manager.graphql('query($id: Int!) { correctiveAction(id: $id) { acknowledgedByName } }', { id: fridge.id });
    expect(data.correctiveAction.acknowledgedByName).toBe('Carl Cook');

    // One minute on: the freezer climbs to the managers; the acknowledged fridge does not.
    const escalatedAt = async (id: number) =>
      (await manager.graphql('query($id: Int!) { correctiveAction(id: $id) { escalatedAt } }', { id })).data.correctiveAction.escalatedAt;
    await until(
      () => escalatedAt(freezer.id),
      (at) => at !== null,
      90_000,
    );
    // The fridge's check was due first (its reading came first); a moment more for a loaded runner.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await escalatedAt(fridge.id)).toBeNull();
    const [fridgeNow] = await actionsFor(manager, WALK_IN_FRIDGE);
    expect(fridgeNow.notifications.filter((n: any) => n.reason === 'escalation')).toEqual([]);
    expect(sink.mails.filter((m) => m.subject.startsWith('ESCALATED') && m.subject.includes(`#${fridge.id} `))).toEqual([]);
  }, 120_000);
});
