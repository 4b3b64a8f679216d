import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { decryptPush, deviceKeys, type FakePushService, startFakePushService } from '../helpers/fake-push-service.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { actionsFor, record, until, WALK_IN_FRIDGE } from './alerts-helpers.js';

const SAVE = 'mutation($input: PushSubscriptionInput!) { savePushSubscription(input: $input) }';
const REMOVE = 'mutation($endpoint: String!) { removePushSubscription(endpoint: $endpoint) }';

/** Issue 34: web push to each device a person turned alerts on for, encrypted for that device. */
describe('alert channels: web push', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let pushService: FakePushService;
  let manager: TestClient;
  let cook: TestClient;
  let river: TestClient;
  const phone = deviceKeys();
  const oldLaptop = deviceKeys();
  const riverPhone = deviceKeys();
  const endpoint = (device: string) => `${pushService.url}/push/${device}`;
  const sql = <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const subscriptions = () => sql<{ endpoint: string; user_id: number }>('select endpoint, user_id from push_subscription order by id');
  const save = (client: TestClient, device: string, keys: { p256dh: string; auth: string }, label: string | null = null) =>
    client.graphql(SAVE, { input: { endpoint: endpoint(device), p256dh: keys.p256dh, auth: keys.auth, label } });

  beforeAll(async () => {
    [sink, pushService] = await Promise.all([startSmtpSink(), startFakePushService((path) => (path === '/push/old-laptop' ? 410 : 201))]);
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', SMTP_URL: sink.url } });
    [manager, cook, river] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'cook'), signedIn(app.baseUrl, 'rivermgr')]);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([sink.close(), pushService.close()]);
  });

  it('keys are generated once into DATA_DIR (0600) and kept; VAPID_* replace them; half a pair stops the start', () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'fsm-vapid-'));
    const first = loadConfig({ DATA_DIR }).vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(join(DATA_DIR, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR }).vapid).toEqual(first);
    expect(loadConfig({ DATA_DIR, MAIL_FROM: 'Kitchen <alerts@kitchen.example>' }).vapid.subject).toBe('mailto:alerts@kitchen.example');
    const configured = { VAPID_PUBLIC_KEY: 'BPublic', VAPID_PRIVATE_KEY: 'private', VAPID_SUBJECT: 'https://kitchen.example' };
    expect(loadConfig({ DATA_DIR, ...configured }).vapid).toEqual({ publicKey: 'BPublic', privateKey: 'private', subject: 'https://kitchen.example' });
    expect(() => loadConfig({ DATA_DIR, VAPID_PUBLIC_KEY: 'BPublic' })).toThrow(/both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ DATA_DIR, VAPID_SUBJECT: 'http://kitchen.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('bad keys and endpoints are refused with a clear 4xx, and nothing is stored', async () => {
    const key = Buffer.from(phone.p256dh, 'base64url');
    const bad = [
      { endpoint: 'http://push.example/abc', p256dh: phone.p256dh, auth: phone.auth },
      { endpoint: 'not a url', p256dh: phone.p256dh, auth: phone.auth },
      { endpoint: endpoint('x'), p256dh: key.subarray(0, 64).toString('base64url'), auth: phone.auth },
      { endpoint: endpoint('x'), p256dh: Buffer.concat([Buffer.from([3]), key.subarray(1)]).toString('base64url'), auth: phone.auth },
      { endpoint: endpoint('x'), p256dh: `+/${phone.p256dh.slice(2)}`, auth: phone.auth },
      { endpoint: endpoint('x'), p256dh: phone.p256dh, auth: Buffer.alloc(15, 1).toString('base64url') },
      { endpoint: endpoint('x'), p256dh: phone.p256dh, auth: 'not base64!' },
    ];
    for (const input of bad) {
      const { errors } = await cook.graphql(SAVE, { input });
      expect(errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
    }
    expect(await subscriptions()).toEqual([]);
  });

  it('a critical excursion reaches each of the cook’s devices once, encrypted for it, with the site-time facts and working links; a gone device is forgotten', async () => {
    const publicKey = (await cook.graphql('{ pushPublicKey }')).data.pushPublicKey as string;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    for (const [device, keys] of [
      ['phone', phone],
      ['old-laptop', oldLaptop],
    ] as const)
      expect((await save(cook, device, keys, 'Chrome on Android')).data.savePushSubscription).toBe(true);
    expect((await save(river, 'river-phone', riverPhone)).data.savePushSubscription).toBe(true);

    await record(cook, WALK_IN_FRIDGE, 9.5, true);
    const [action] = await until(
      () => actionsFor(manager, WALK_IN_FRIDGE),
      (a) => a.length === 1,
    );
    const notifications = await until(
      async () => (await actionsFor(manager, WALK_IN_FRIDGE))[0].notifications.filter((n: any) => n.channel === 'push'),
      (found: any[]) => found.length === 1 && found[0].status === 'sent',
    );
    expect(notifications).toEqual([expect.objectContaining({ recipient: { username: 'cook' }, address: '2 devices', reason: 'alert', status: 'sent' })]);
    const [toPhone] = pushService.requests.filter((r) => r.path === '/push/phone');
    expect(pushService.requests.filter((r) => r.path === '/push/phone')).toHaveLength(1);
    expect(pushService.requests.filter((r) => r.path === '/push/old-laptop')).toHaveLength(1);
    expect(pushService.requests.filter((r) => r.path === '/push/river-phone')).toEqual([]);
    expect(toPhone.headers['content-encoding']).toBe('aes128gcm');
    expect(toPhone.headers.urgency).toBe('high');
    expect(String(toPhone.headers.authorization)).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));

    const payload = JSON.parse(decryptPush(toPhone.body, phone));
    expect(() => decryptPush(toPhone.body, oldLaptop)).toThrow();
    expect(payload.title).toBe(`Critical corrective action #${action.id} at Main Kitchen`);
    expect(payload.body).toContain('Unit: Walk-in Fridge');
    expect(payload.body).toContain('Reading: 9.5');
    expect(payload.body).toMatch(/Opened: .+\d\d:\d\d/);
    expect(payload.body).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(payload.actionUrl).toMatch(new RegExp(`/actions\\?action=${action.id}$`));
    expect(payload.acknowledgeUrl).toMatch(/\/api\/acknowledge\/[\w.-]+$/);
    // The 410 removed the old laptop; the phone's success is noted.
    expect((await subscriptions()).map((s) => s.endpoint)).toEqual([endpoint('phone'), endpoint('river-phone')]);
    expect((await sql(`select last_success_at from push_subscription where endpoint = '${endpoint('phone')}'`))[0].last_success_at).not.toBeNull();

    // The notification's Acknowledge action: the service worker POSTs the link from the app's own origin.
    const acknowledged = await fetch(`${app.baseUrl}${new URL(payload.acknowledgeUrl).pathname}`, { method: 'POST', headers: { origin: app.baseUrl } });
    expect(acknowledged.status).toBe(200);
    const after = await manager.graphql('query($id: Int!) { correctiveAction(id: $id) { acknowledgedByName } }', { id: action.id });
    expect(after.data.correctiveAction.acknowledgedByName).toBe((await cook.graphql('{ me { fullName } }')).data.me.fullName);
    // The word to the others that someone has it is no page: no push for it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(pushService.requests.filter((r) => r.path === '/push/phone')).toHaveLength(1);
  });

  it('removePushSubscription removes only the viewer’s own device: another company’s person changes nothing', async () => {
    expect((await river.graphql(REMOVE, { endpoint: endpoint('phone') })).data.removePushSubscription).toBe(false);
    expect((await manager.graphql(REMOVE, { endpoint: endpoint('phone') })).data.removePushSubscription).toBe(false);
    expect((await subscriptions()).map((s) => s.endpoint)).toEqual([endpoint('phone'), endpoint('river-phone')]);
    expect((await cook.graphql(REMOVE, { endpoint: endpoint('phone') })).data.removePushSubscription).toBe(true);
    expect((await subscriptions()).map((s) => s.endpoint)).toEqual([endpoint('river-phone')]);
  });
});
