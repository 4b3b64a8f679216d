import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, spawnServer } from '../helpers/child-server.js';
import { sensorGateway, signedIn } from '../helpers/client.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { collect, wsClient } from '../helpers/ws-client.js';
import { actionsFor, MAIN_KITCHEN, record, setAlertSettings, until } from './alerts-helpers.js';

/** Main Kitchen's first six units, each read by a person far out of range: every one is critical. */
const CRITICAL_READINGS: [equipmentId: number, temperature: number][] = [
  [1, 12],
  [2, -5],
  [3, 50],
  [4, 60],
  [5, 12],
  [6, 60],
];
/** Who hears of an escalation at Main Kitchen: its branch manager and Harbour's administrators. */
// Issue 35: Main Kitchen is in the London area, so its area manager is escalated to with its branch manager.
const ESCALATED_TO = ['branchmgr', 'areamgr', 'manager', 'admin', 'companyadmin'];

describe('the job runner across real API processes (node api/dist/main.js)', () => {
  describe('two processes on one database', () => {
    let db: TestDatabase;
    let sink: SmtpSink;
    let servers: ChildServer[];

    beforeAll(async () => {
      db = await createTestDatabase('demo');
      sink = await startSmtpSink();
      const env = { LIVE_EVENTS: 'postgres', SMTP_URL: sink.url };
      servers = await Promise.all([spawnServer(db, env), spawnServer(db, env)]);
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await sink.close();
      await db.close();
    });

    it('open one action per excursion and send one escalation e-mail per recipient, however the work falls', async () => {
      const [a, b] = await Promise.all(servers.map((s) => signedIn(s.baseUrl, 'manager')));
      await setAlertSettings(a, { notifications: { escalationMinutes: 0 } });
      const live = wsClient(servers[1].baseUrl, b.cookie);
      const changes = collect<any>(live, 'subscription($l: Int!) { correctiveActionChanged(locationId: $l) { change action { id } } }', { l: MAIN_KITCHEN });
      await changes.started;

      // The same excursion reported through both processes at once: two writes, two reviews, racing.
      await Promise.all(CRITICAL_READINGS.flatMap(([unit, temperature]) => [record(a, unit, temperature, true), record(b, unit, temperature + 0.5, true)]));
      const opened = await until(
        async () => Promise.all(CRITICAL_READINGS.map(([unit]) => actionsFor(a, unit))),
        (all) => all.every((actions) => actions.length >= 1 && actions[0].notifications.filter((n: any) => n.status === 'sent').length === 7),
        20_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1500)); // any duplicate would have shown by now
      const actions = (await Promise.all(CRITICAL_READINGS.map(([unit]) => actionsFor(a, unit)))).map((list) => {
        expect(list).toHaveLength(1);
        return list[0];
      });
      expect(opened.flat()).toHaveLength(CRITICAL_READINGS.length);
      for (const action of actions) {
        expect(action).toMatchObject({ severity: 'critical', escalatedAt: expect.any(String) });
        const escalations = action.notifications.filter((n: any) => n.reason === 'escalation').map((n: any) => n.recipient.username);
        expect(escalations.sort()).toEqual([...ESCALATED_TO].sort());
        const about = (username: string) => sink.mails.filter((m) => m.to.includes(`${username}@example.com`) && m.subject.includes(`#${action.id} `));
        for (const username of ESCALATED_TO) {
          expect(about(username).filter((m) => m.subject.startsWith('ESCALATED'))).toHaveLength(1);
        }
        // The first alert: the branch manager and the person who took the reading, once each.
        expect(
          about('branchmgr')
            .map((m) => m.subject)
            .sort(),
        ).toEqual([`Critical corrective action #${action.id} at Main Kitchen`, `ESCALATED: critical action not started #${action.id} at Main Kitchen`]);
        expect(about('manager').filter((m) => m.subject.startsWith('Critical'))).toHaveLength(1);
      }
      // Live changes reach a subscriber of the other process too: each action opened and escalated once.
      await until(
        async () => changes.events.length,
        (n) => n >= actions.length * 2,
      );
      const seen = changes.events.map((e) => `${e.correctiveActionChanged.change} ${e.correctiveActionChanged.action.id}`).sort();
      expect(seen).toEqual(actions.flatMap((x) => [`escalated ${x.id}`, `opened ${x.id}`]).sort());
      changes.stop();
      await live.dispose();
    });

    it('escalation levels (issue 34) fire once each across both processes: the managers at once, the administrators a minute later', async () => {
      const [a, b] = await Promise.all(servers.map((s) => signedIn(s.baseUrl, 'manager')));
      await setAlertSettings(a, { notifications: { escalationMinutes: 0, administratorEscalationMinutes: 1 } });
      const DRY_STORE = 9;
      await Promise.all([record(a, DRY_STORE, 12, true), record(b, DRY_STORE, 12.5, true)]);
      const escalations = (action: any) => action.notifications.filter((n: any) => n.reason === 'escalation');
      const [action] = await until(
        () => actionsFor(a, DRY_STORE),
        (list) => list.length === 1 && escalations(list[0]).filter((n: any) => n.status === 'sent').length === ESCALATED_TO.length,
        120_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1500)); // any duplicate would have shown by now
      const { data } = await a.graphql('query($id: Int!) { correctiveAction(id: $id) { history { action detail } } }', { id: action.id });
      expect(data.correctiveAction.history.filter((e: any) => e.action === 'escalate').map((e: any) => e.detail)).toEqual([
        'Level 2: Ben Branch, Alex Area',
        'Level 3: Maria Manager, Ada Admin, Cora Company',
      ]);
      for (const username of ESCALATED_TO) {
        const escalated = sink.mails.filter(
          (m) => m.to.includes(`${username}@example.com`) && m.subject.startsWith(`ESCALATED`) && m.subject.includes(`#${action.id} `),
        );
        expect(escalated, username).toHaveLength(1);
      }
    }, 150_000);
  });

  describe('restart safety', () => {
    let db: TestDatabase;
    let server: ChildServer | undefined;

    beforeAll(async () => {
      db = await createTestDatabase('demo');
    });
    afterAll(async () => {
      await server?.stop();
      await db.close();
    });

    it('a sensor excursion whose delay ran out while the process was killed opens its action on time after the restart', async () => {
      const DRY_STORE_FRIDGE = 9; // never reported in the demo data
      server = await spawnServer(db);
      const manager = await signedIn(server.baseUrl, 'manager');
      await setAlertSettings(manager, { presets: [{ type: 'storage', minTemp: 0, maxTemp: 5, alertDelayMinutes: 1, readingIntervalMinutes: null }] });
      // Out of range since 45 s ago: the delay runs out 15 s from now, after the kill and the restart of a loaded machine.
      const gateway = await sensorGateway(manager);
      const startedAt = Date.now() - 45_000;
      await record(gateway, DRY_STORE_FRIDGE, 9, false, 45 / 60);
      const due = startedAt + 60_000;
      const queued = () =>
        db.orm.em.getConnection().execute<{ run_at: Date }[]>(`select run_at from graphile_worker.jobs where key like 'excursion-due:${DRY_STORE_FRIDGE}:%'`);
      const [job] = await until(queued, (rows) => rows.length === 1, 5000);
      expect(Math.abs(new Date(job.run_at).getTime() - due)).toBeLessThan(1000);

      server.process.kill('SIGKILL');
      await new Promise((resolve) => server!.process.once('exit', resolve));
      server = await spawnServer(db);
      const client = await signedIn(server.baseUrl, 'manager');
      if (Date.now() < due - 500) expect(await actionsFor(client, DRY_STORE_FRIDGE)).toEqual([]);

      const [action] = await until(
        () => actionsFor(client, DRY_STORE_FRIDGE),
        (a) => a.length > 0,
        20_000,
      );
      const [{ created_at }] = await db.orm.em.getConnection().execute(`select created_at from corrective_action where id = ${action.id}`);
      const late = new Date(created_at).getTime() - due;
      expect(late).toBeGreaterThanOrEqual(-50);
      expect(late).toBeLessThan(3000);
      expect(action).toMatchObject({
        readings: [{ temperature: 9, isManual: false }],
        description: 'Dry Store Fridge at 9 °C, above its 5 °C limit for 1 minute',
      });
    });
  });
});
