import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coversMoment, localMoment } from '../../src/modules/alerts/on-duty.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { actionsFor, CHEST_FREEZER, MAIN_KITCHEN, record, setAlertSettings, until, WALK_IN_FRIDGE } from './alerts-helpers.js';

const ROTA = 'query($l: Int!) { locationRota(locationId: $l) { userId fullName weekdays startsAt endsAt } }';
const SET_ROTA = 'mutation($l: Int!, $e: [RotaEntryInput!]!) { setLocationRota(locationId: $l, entries: $e) { userId fullName weekdays startsAt endsAt } }';
const ON_DUTY = 'query($l: Int!) { onDutyNow(locationId: $l) { fullName } }';
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A fixed-offset zone whose clock reads 00:xx now, so a 22:00–02:00 shift that started yesterday covers this moment. */
function zoneJustPastMidnight(): string {
  let hours = (24 - new Date().getUTCHours()) % 24;
  if (hours > 14) hours -= 24;
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}
const weekdayIn = (instant: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long' }).format(instant).toLowerCase();

describe('rota lines cover their local moments', () => {
  const overnight = { userId: 1, weekdays: [1], startsAt: '22:00', endsAt: '06:00' };
  it('an overnight shift belongs to the day it starts: Monday 22:00 to Tuesday 06:00', () => {
    expect(coversMoment(overnight, 1, '21:59')).toBe(false);
    expect(coversMoment(overnight, 1, '22:00')).toBe(true);
    expect(coversMoment(overnight, 2, '05:59')).toBe(true);
    expect(coversMoment(overnight, 2, '06:00')).toBe(false);
    expect(coversMoment(overnight, 1, '05:00')).toBe(false);
    expect(coversMoment({ ...overnight, weekdays: [7] }, 1, '03:00')).toBe(true);
    expect(coversMoment({ userId: 1, weekdays: [3], startsAt: '08:00', endsAt: '16:00' }, 3, '16:00')).toBe(false);
  });
  it('reads the site’s clock, not the server’s', () => {
    expect(localMoment(new Date('2026-11-30T03:30:00Z'), 'America/New_York')).toEqual({ weekday: 7, time: '22:30' });
  });
});

/** Issue 34 item 3: who is on duty, and the escalation levels, on the real job runner with one-minute levels. */
describe('on duty and escalation levels', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let manager: TestClient;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
  const idOf = async (username: string) => Number((await sql<{ id: number }>('select id from "user" where username = ?', [username]))[0].id);
  const zone = zoneJustPastMidnight();

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', SMTP_URL: sink.url } });
    manager = await signedIn(app.baseUrl, 'manager');
    await sql('update location set timezone = ? where id = ?', [zone, MAIN_KITCHEN]);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('with nothing configured, level 2 minutes are empty (administrators join the managers), and a save that leaves them out keeps them', async () => {
    const read = async () => (await manager.graphql('{ companySettings { notifications { escalationMinutes administratorEscalationMinutes } } }')).data;
    expect((await read()).companySettings.notifications).toEqual({ escalationMinutes: 15, administratorEscalationMinutes: null });
    await setAlertSettings(manager, { notifications: { administratorEscalationMinutes: 5 } });
    await setAlertSettings(manager, { notifications: { escalationMinutes: 20 } });
    expect((await read()).companySettings.notifications).toEqual({ escalationMinutes: 20, administratorEscalationMinutes: 5 });
    const refused = await manager.graphql('mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { updatedAt } }', {
      input: {
        notifications: {
          criticalEscalation: true,
          escalationMinutes: 1,
          administratorEscalationMinutes: 0,
          temperatureAlerts: true,
          dailyReminders: true,
          overdueAlerts: true,
        },
      },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('an empty rota: the managers are on duty', async () => {
    const { data } = await manager.graphql(ON_DUTY, { l: MAIN_KITCHEN });
    expect(data.onDutyNow.map((p: any) => p.fullName)).toEqual(['Ben Branch']);
  });

  it('refuses a bad rota with a clear BAD_USER_INPUT and stores nothing; only administrators and managers write one', async () => {
    const staff = await idOf('staff');
    const line = { userId: staff, weekdays: ['monday'], startsAt: '22:00', endsAt: '06:00' };
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ startsAt: '7:00' }, /HH:MM/],
      [{ endsAt: '24:00' }, /HH:MM/],
      [{ endsAt: '22:00' }, /cannot start and end at 22:00/],
      [{ weekdays: ['funday'] }, /monday to sunday/],
      [{ weekdays: [] }, /monday to sunday/],
      [{ userId: await idOf('branchadmin') }, /does not work at this location/],
      [{ userId: await idOf('rivermgr') }, /does not work at this location/],
    ];
    for (const [change, message] of bad) {
      const response = await manager.graphql(SET_ROTA, { l: MAIN_KITCHEN, e: [line, { ...line, ...change }] });
      expect(response.errors?.[0]?.extensions?.code, JSON.stringify(change)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(message);
      expect(response.data ?? null).toBeNull();
    }
    const sophie = await signedIn(app.baseUrl, 'staff');
    expect(await sophie.graphqlErrorCode(SET_ROTA, { l: MAIN_KITCHEN, e: [line] })).toBe('FORBIDDEN');
    expect((await manager.graphql(ROTA, { l: MAIN_KITCHEN })).data.locationRota).toEqual([]);
    expect(await sql(`select * from location_rota_entry`)).toEqual([]);
  });

  it('a critical excursion reaches who is on duty (site time, overnight across midnight); unacknowledged it climbs to the managers, then the administrators, on time; acknowledging stops it', async () => {
    await setAlertSettings(manager, { notifications: { escalationMinutes: 1, administratorEscalationMinutes: 1 } });
    const startedYesterday = weekdayIn(new Date(Date.now() - 3 * 3600_000), zone);
    const [staff, cook] = [await idOf('staff'), await idOf('cook')];
    const rota = [
      { userId: staff, weekdays: [startedYesterday], startsAt: '22:00', endsAt: '02:00' },
      // Today's day shift: not on duty at 00:xx.
      { userId: cook, weekdays: WEEK, startsAt: '08:00', endsAt: '16:00' },
    ];
    const saved = await manager.graphql(SET_ROTA, { l: MAIN_KITCHEN, e: rota });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.setLocationRota.map((e: any) => [e.fullName, e.weekdays, e.startsAt, e.endsAt])).toEqual([
      ['Sophie Staff', [startedYesterday], '22:00', '02:00'],
      ['Carl Cook', WEEK, '08:00', '16:00'],
    ]);
    expect((await manager.graphql(ON_DUTY, { l: MAIN_KITCHEN })).data.onDutyNow.map((p: any) => p.fullName)).toEqual(['Sophie Staff']);

    // The manager probes both units (and hears as the reporter): the on-duty person hears, the branch manager does not yet.
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
    expect(fridge.severity).toBe('critical');
    expect(fridge.notifications.map((n: any) => [n.recipient.username, n.reason]).sort()).toEqual([
      ['manager', 'alert'],
      ['staff', 'alert'],
    ]);
    const acknowledged = await manager.graphql('mutation($id: Int!) { acknowledgeCorrectiveAction(id: $id) { acknowledgedAt } }', { id: freezer.id });
    expect(acknowledged.errors).toBeUndefined();

    const levels = async (actionId: number) =>
      sql<{ level: number; after_open: number; recipient_ids: number[] }>(
        `select e.level, extract(epoch from e.escalated_at - a.created_at)::float as after_open, e.recipient_ids
           from action_escalation e join corrective_action a on a.id = e.corrective_action_id where a.id = ? order by e.level`,
        [actionId],
      );
    const climbed = await until(
      () => levels(fridge.id),
      (rows) => rows.length === 2,
      160_000,
    );
    const administrators = await Promise.all(['manager', 'admin', 'companyadmin'].map(idOf));
    expect(climbed.map((r) => [r.level, [...r.recipient_ids].sort()])).toEqual([
      // Issue 35: Main Kitchen is in the London area, so its area manager climbs with its branch manager.
      [2, [await idOf('branchmgr'), await idOf('areamgr')].sort()],
      [3, administrators.sort()],
    ]);
    // On time: level 2 one minute after opening, level 3 one minute after level 2 (the runner polls every 0.2 s).
    expect(climbed[0].after_open).toBeGreaterThanOrEqual(60);
    expect(climbed[0].after_open).toBeLessThan(80);
    expect(climbed[1].after_open - climbed[0].after_open).toBeGreaterThanOrEqual(60);
    expect(climbed[1].after_open - climbed[0].after_open).toBeLessThan(80);

    const [escalated] = await until(
      () => actionsFor(manager, WALK_IN_FRIDGE),
      (a) => a[0].notifications.filter((n: any) => n.reason === 'escalation').every((n: any) => n.status === 'sent'),
    );
    expect(escalated.notifications.filter((n: any) => n.reason === 'escalation').map((n: any) => n.recipient.username)).toEqual([
      'branchmgr',
      'areamgr',
      'manager',
      'admin',
      'companyadmin',
    ]);
    const { data } = await manager.graphql('query($id: Int!) { correctiveAction(id: $id) { history { action detail } } }', { id: fridge.id });
    expect(data.correctiveAction.history.filter((e: any) => e.action === 'escalate').map((e: any) => e.detail)).toEqual([
      'Level 2: Ben Branch, Alex Area',
      'Level 3: Maria Manager, Ada Admin, Cora Company',
    ]);

    // Acknowledged at once: the freezer climbed no level and nobody heard of an escalation.
    expect(await levels(freezer.id)).toEqual([]);
    const [freezerNow] = await actionsFor(manager, CHEST_FREEZER);
    expect(freezerNow.escalatedAt).toBeNull();
    expect(freezerNow.notifications.filter((n: any) => n.reason === 'escalation')).toEqual([]);
    expect(sink.mails.filter((m) => m.subject.startsWith('ESCALATED') && m.subject.includes(`#${freezer.id} `))).toEqual([]);
  }, 200_000);
});
