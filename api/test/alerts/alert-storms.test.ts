import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { notificationJobs } from '../../src/modules/alerts/alerts.jobs.js';
import { SEND_NOTIFICATION_TASK } from '../../src/modules/alerts/notifications.service.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { actionsFor, MAIN_KITCHEN, record, until } from './alerts-helpers.js';

/** The grouping window of these tests: short, but long enough for ten readings and their reviews to land in it. */
const WINDOW_SECONDS = 6;

/** The mail's text as written (quoted-printable soft breaks and escapes undone, its bytes read as UTF-8). */
const textOf = (mail: ReceivedMail): string =>
  Buffer.from(
    mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('alarm storms: one grouped message per person per location, no re-alarm while a unit is out (issue 34 item 4)', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let manager: TestClient;
  let cook: TestClient;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp('demo', {
      env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', SMTP_URL: sink.url, ALERT_GROUP_SECONDS: String(WINDOW_SECONDS) },
    });
    manager = await signedIn(app.baseUrl, 'manager');
    cook = await signedIn(app.baseUrl, 'cook');
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));
  const newFridge = async (name: string): Promise<number> => {
    const { data, errors } = await manager.graphql('mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
      input: { name, type: 'fridge', locationId: MAIN_KITCHEN },
    });
    if (errors) throw new Error(JSON.stringify(errors));
    return data.createEquipment.id;
  };
  const sentNotifications = (unitIds: number[], count: number) =>
    until(
      async () => (await Promise.all(unitIds.map((id) => actionsFor(manager, id)))).flat(),
      (actions) =>
        actions.length === unitIds.length && actions.every((a) => a.notifications.length === count && a.notifications.every((n: any) => n.status === 'sent')),
      30_000,
    );

  it('ten units failing together open ten actions and send ONE e-mail per person, listing each unit with its links', async () => {
    const units: number[] = [];
    for (let i = 1; i <= 10; i++) units.push(await newFridge(`Storm Fridge ${i}`));
    const before = { branchmgr: mailsTo('branchmgr@example.com').length, cook: mailsTo('cook@example.com').length };

    for (const unit of units) await record(cook, unit, 9.5, true);
    // Each failing unit opens its own action, and each person's notification of each action is recorded and sent.
    const actions = await sentNotifications(units, 2);
    expect(new Set(actions.map((a) => a.id)).size).toBe(10);
    for (const action of actions) {
      expect(action.notifications.map((n: any) => [n.recipient.username, n.channel, n.reason])).toEqual([
        ['branchmgr', 'email', 'alert'],
        ['cook', 'email', 'alert'],
      ]);
    }

    const branchManagers = mailsTo('branchmgr@example.com').slice(before.branchmgr);
    const cooks = mailsTo('cook@example.com').slice(before.cook);
    expect(branchManagers.map((m) => m.subject)).toEqual(['10 units out of range at Main Kitchen']);
    expect(cooks.map((m) => m.subject)).toEqual(['10 units out of range at Main Kitchen']);
    const text = textOf(branchManagers[0]!);
    for (let i = 1; i <= 10; i++) expect(text).toContain(`Unit: Storm Fridge ${i}`);
    for (const action of actions) expect(text).toContain(`/actions?action=${action.id}`);
    // One Acknowledge link per action (each acknowledged on its own), in the text part and as links in the HTML part.
    expect(new Set(text.match(/\/api\/acknowledge\/\d+\.\d+\.[A-Za-z0-9_-]{43}/g)).size).toBe(10);
    expect(text).toMatch(/<a href="http[^"]*\/api\/acknowledge\//);
  });

  it('a single alert still goes as the normal message, after the window', async () => {
    const unit = await newFridge('Lonely Fridge');
    const before = mailsTo('branchmgr@example.com').length;
    const recordedAt = Date.now();
    await record(cook, unit, 9.5, true);
    const [action] = await sentNotifications([unit], 2);
    const mails = mailsTo('branchmgr@example.com').slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`Critical corrective action #${action.id} at Main Kitchen`]);
    expect(Date.now() - recordedAt).toBeGreaterThanOrEqual((WINDOW_SECONDS - 1) * 1000);
  });

  it('a unit already alarming does not alarm again until it recovers', async () => {
    const unit = await newFridge('Failing Fridge');
    await record(cook, unit, 9.5, true);
    const [action] = await sentNotifications([unit], 2);
    const before = sink.mails.length;

    await record(cook, unit, 11, true);
    await record(cook, unit, 12, true);
    // Past another window: no second action and no second message for the same excursion.
    await new Promise((resolve) => setTimeout(resolve, (WINDOW_SECONDS + 2) * 1000));
    const actions = await actionsFor(manager, unit);
    expect(actions.map((a) => a.id)).toEqual([action.id]);
    expect(actions[0].notifications).toHaveLength(2);
    expect(sink.mails.length).toBe(before);
  });

  it('sends a group once however many processes run its send jobs at once', async () => {
    const units = [await newFridge('Twin Fridge A'), await newFridge('Twin Fridge B')];
    const before = mailsTo('branchmgr@example.com').length;
    for (const unit of units) await record(cook, unit, 9.5, true);
    const rows = await until(
      () =>
        app.db.orm.em
          .getConnection()
          .execute<{ id: number }[]>(
            `select n.id from notification n join corrective_action a on a.id = n.corrective_action_id where a.equipment_id in (${units.join(',')})`,
          ),
      (found) => found.length === 4,
    );
    await new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000));
    // Another process's runner (by hand here) sends every row's job at once, racing this process's own.
    const context = { services: app.server.services, config: {} as Config, databaseUrl: app.db.url, attempt: 2, maxAttempts: 8 };
    await Promise.all(rows.map(({ id }) => notificationJobs[SEND_NOTIFICATION_TASK]!({ notificationId: id }, { ...context, em: app.db.orm.em.fork() })));
    await sentNotifications(units, 2);
    expect(
      mailsTo('branchmgr@example.com')
        .slice(before)
        .map((m) => m.subject),
    ).toEqual(['2 units out of range at Main Kitchen']);
    expect(mailsTo('cook@example.com').filter((m) => m.subject === '2 units out of range at Main Kitchen')).toHaveLength(1);
  });
});
