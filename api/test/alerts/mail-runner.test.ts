import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { actionsFor, MAIN_KITCHEN_VAN, noDataActions, record, silenceUnit, until, WALK_IN_FRIDGE } from './alerts-helpers.js';

/**
 * A stuck mail server must not stop the alert loop: e-mails go on a runner of their own, and a
 * send the server stops answering fails after SMTP_TIMEOUT_SECONDS and is retried.
 */
describe('mail runner', () => {
  let sink: SmtpSink;
  let app: TestApp;
  let manager: TestClient;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp('demo', {
      env: {
        RUN_JOBS: 'true',
        JOBS_POLL_INTERVAL_MS: '200',
        MISSED_READINGS_CHECK_SECONDS: '1',
        // One slot for alert work and one for e-mail: on one shared runner the held send would take it.
        JOBS_CONCURRENCY: '1',
        MAIL_JOBS_CONCURRENCY: '1',
        SMTP_URL: sink.url,
        // Long enough that the silent unit's action, on a free runner, comes well before the first timeout.
        SMTP_TIMEOUT_SECONDS: '8',
      },
    });
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(async () => {
    sink.release();
    await app.close();
    await sink.close();
  });

  it('while the mail server hangs, a silent unit still gets its action; the hung send times out and is retried once the server answers', async () => {
    sink.hold();
    const cook = await signedIn(app.baseUrl, 'cook');
    await record(cook, WALK_IN_FRIDGE, 9.5, true);
    const [alert] = await until(
      () => actionsFor(manager, WALK_IN_FRIDGE),
      (a) => a.length === 1,
    );
    await until(
      async () => sink.held(),
      (held) => held === 1,
    );

    await silenceUnit(manager, (sql) => app.db.orm.em.getConnection().execute(sql), MAIN_KITCHEN_VAN);
    await noDataActions(manager, MAIN_KITCHEN_VAN, 15_000);
    // The action did not wait for the held send: it is still held, and nothing has timed out yet.
    const notificationsOf = async () => (await actionsFor(manager, WALK_IN_FRIDGE)).find((a) => a.id === alert.id).notifications;
    expect(sink.held()).toBe(1);
    expect((await notificationsOf()).filter((n: any) => n.status === 'failed')).toEqual([]);
    const timedOut = await until(notificationsOf, (n: any[]) => n.some((x) => x.status === 'failed'), 15_000);
    expect(timedOut.find((x: any) => x.status === 'failed').error).toMatch(/timeout/i);
    sink.release();
    const told = await until(notificationsOf, (n: any[]) => n.length === 2 && n.every((x) => x.status === 'sent'), 20_000);
    expect(told.map((n: any) => n.address).sort()).toEqual(['branchmgr@example.com', 'cook@example.com']);
    expect(Math.max(...told.map((n: any) => n.attempts))).toBeGreaterThan(1);
  }, 60_000); // an 8 s timeout, a retry's back-off and CI load: more than the suite's 30 s default
});
