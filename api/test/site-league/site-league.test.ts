import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const LEAGUE = `query($period: LeaguePeriodInput!) {
  siteLeague(period: $period) {
    rank locationId locationName areaName firstDay lastDay from to checksOnTime checksLate checksMissed completionRate
    excursions excursionMinutes openActions overdueActions resolvedActions meanMinutesToResolve integrityFlags
    trend { day completionRate excursionMinutes }
  } }`;
const WEEK = { preset: 'custom', from: '2026-10-05', to: '2026-10-11' };
const EXPORT = '/api/site-league/export?preset=custom&from=2026-10-05&to=2026-10-11';
const day = (date: string, completionRate: number | null = null, excursionMinutes = 0) => ({ day: date, completionRate, excursionMinutes });

/**
 * A group of its own, "League Group", with a hand-made week of 5–11 October 2026 at three sites:
 *   North (London, BST = UTC+1, area "Northern"):
 *     checks: on time (done 09:00Z, window to 11:00Z), late (done 12:30Z after an 11:00Z window), missed (overdue);
 *             one done on 4 October, before the week → 1 / 1 / 1, completion 2 of 3 = 66.7 %;
 *     fridge 0–5 °C: 3, then 7 at 10:30Z, 8, then 4 at 11:45Z on the 9th → one excursion of 75 minutes;
 *     a manual reading that reached the server 4 h late on the 10th → one LATE_ENTRY integrity flag;
 *     actions: resolved in 90 min; open since the 7th, due the 8th (overdue); open since the 10th, due in December;
 *             opened 2 October, resolved 8 October (8640 min) → 2 open, 1 overdue, 2 resolved, mean 4365 min.
 *   East (New York, EDT = UTC−4, area "Northern"): a check due 11 Oct 22:00 local (12 Oct 02:00Z), done on time → 100 %;
 *     one due 4 Oct 22:00 local (5 Oct 02:00Z), missed, before its local week → not counted.
 *   "=South Deli" (London, no area): no checks; a freezer excursion of 30 minutes on the 7th.
 * Ranked worst first: North (66.7 %), East (100 %), South (no check due).
 */
describe('siteLeague', () => {
  let app: TestApp;
  let owner: TestClient;
  let areaManager: TestClient;
  let branchManager: TestClient;
  const site: Record<'north' | 'east' | 'south', number> = { north: 0, east: 0, south: 0 };
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const id = async (text: string) => Number((await sql<{ id: number }>(text))[0].id);

  beforeAll(async () => {
    app = await startTestApp();
    const company = await id(`insert into company (name) values ('League Group') returning id`);
    const northern = await id(`insert into area (company_id, name) values (${company}, 'Northern') returning id`);
    const location = (name: string, timezone: string, area: number | null) =>
      id(`insert into location (company_id, name, timezone, area_id) values (${company}, '${name}', '${timezone}', ${area}) returning id`);
    site.north = await location('North', 'Europe/London', northern);
    site.east = await location('East', 'America/New_York', northern);
    site.south = await location('=South Deli', 'Europe/London', null);
    const person = (username: string, role: string, home: number) =>
      id(`insert into "user" (username, password, full_name, role, company_id, location_id)
          select '${username}', password, '${username}', '${role}', ${company}, ${home} from "user" where username = 'manager' returning id`);
    await person('leagueowner', 'customer_admin', site.north);
    const manager = await person('leaguearea', 'area_manager', site.north);
    await sql(`insert into user_area (user_id, area_id) values (${manager}, ${northern})`);
    await person('leaguebranch', 'branch_manager', site.south);
    const cook = await person('leaguecook', 'user', site.north);

    const template = await id(
      `insert into compliance_check_template (company_id, name, type, frequency) values (${company}, 'Opening', 'daily_opening', 'daily') returning id`,
    );
    const check = (where: number, due: string, window: string, status: string, completed: string | null) =>
      sql(`insert into compliance_check (company_id, template_id, location_id, status, due_date, overdue_after, period_start, completed_at)
           values (${company}, ${template}, ${where}, '${status}', '${due}', '${window}', '${due}', ${completed ? `'${completed}'` : 'null'})`);
    await check(site.north, '2026-10-06T07:00Z', '2026-10-06T11:00Z', 'completed', '2026-10-06T09:00Z');
    await check(site.north, '2026-10-07T07:00Z', '2026-10-07T11:00Z', 'completed', '2026-10-07T12:30Z');
    await check(site.north, '2026-10-08T07:00Z', '2026-10-08T11:00Z', 'overdue', null);
    await check(site.north, '2026-10-04T07:00Z', '2026-10-04T11:00Z', 'completed', '2026-10-04T08:00Z');
    await check(site.east, '2026-10-12T02:00Z', '2026-10-12T03:00Z', 'completed', '2026-10-12T02:30Z');
    await check(site.east, '2026-10-05T02:00Z', '2026-10-05T03:00Z', 'overdue', null);

    const unit = (where: number, name: string, min: number, max: number) =>
      id(
        `insert into equipment (company_id, location_id, name, type, target_min_temp, target_max_temp) values (${company}, ${where}, '${name}', 'fridge', ${min}, ${max}) returning id`,
      );
    const fridge = await unit(site.north, 'North Fridge', 0, 5);
    const freezer = await unit(site.south, 'South Freezer', -20, -15);
    const reading = (unitId: number, temperature: number, at: string, received = at) =>
      sql(`insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at)
           values (${company}, ${unitId}, ${cook}, ${temperature}, true, '${at}', '${received}')`);
    await reading(fridge, 3, '2026-10-09T10:00Z');
    await reading(fridge, 7, '2026-10-09T10:30Z');
    await reading(fridge, 8, '2026-10-09T11:00Z');
    await reading(fridge, 4, '2026-10-09T11:45Z');
    await reading(fridge, 3, '2026-10-10T08:00Z', '2026-10-10T12:00Z');
    await reading(freezer, -18, '2026-10-07T20:00Z');
    await reading(freezer, -10, '2026-10-07T20:10Z');
    await reading(freezer, -17, '2026-10-07T20:40Z');

    const action = (created: string, status: string, resolved: string | null, due: string | null) =>
      sql(`insert into corrective_action (company_id, location_id, type, description, severity, status, created_at, resolved_at, due_date)
           values (${company}, ${site.north}, 'temperature', 'League action', 'medium', '${status}', '${created}', ${resolved ? `'${resolved}'` : 'null'}, ${due ? `'${due}'` : 'null'})`);
    await action('2026-10-06T10:00Z', 'resolved', '2026-10-06T11:30Z', null);
    await action('2026-10-07T10:00Z', 'open', null, '2026-10-08T10:00Z');
    await action('2026-10-10T10:00Z', 'in_progress', null, '2026-12-31T10:00Z');
    await action('2026-10-02T10:00Z', 'resolved', '2026-10-08T10:00Z', null);

    [owner, areaManager, branchManager] = await Promise.all(['leagueowner', 'leaguearea', 'leaguebranch'].map((name) => signedIn(app.baseUrl, name)));
  });
  afterAll(() => app.close());

  const north = () => ({
    rank: 1,
    locationId: site.north,
    locationName: 'North',
    areaName: 'Northern',
    firstDay: '2026-10-05',
    lastDay: '2026-10-11',
    from: '2026-10-04T23:00:00.000Z',
    to: '2026-10-11T23:00:00.000Z',
    checksOnTime: 1,
    checksLate: 1,
    checksMissed: 1,
    completionRate: 66.7,
    excursions: 1,
    excursionMinutes: 75,
    openActions: 2,
    overdueActions: 1,
    resolvedActions: 2,
    meanMinutesToResolve: 4365,
    integrityFlags: 1,
    trend: [
      day('2026-10-05'),
      day('2026-10-06', 100),
      day('2026-10-07', 100),
      day('2026-10-08', 0),
      day('2026-10-09', null, 75),
      day('2026-10-10'),
      day('2026-10-11'),
    ],
  });
  const east = (rank: number) => ({
    rank,
    locationId: site.east,
    locationName: 'East',
    areaName: 'Northern',
    firstDay: '2026-10-05',
    lastDay: '2026-10-11',
    from: '2026-10-05T04:00:00.000Z',
    to: '2026-10-12T04:00:00.000Z',
    checksOnTime: 1,
    checksLate: 0,
    checksMissed: 0,
    completionRate: 100,
    excursions: 0,
    excursionMinutes: 0,
    openActions: 0,
    overdueActions: 0,
    resolvedActions: 0,
    meanMinutesToResolve: null,
    integrityFlags: 0,
    trend: [day('2026-10-05'), day('2026-10-06'), day('2026-10-07'), day('2026-10-08'), day('2026-10-09'), day('2026-10-10'), day('2026-10-11', 100)],
  });

  it('match the hand-computed figures of every site, each over its own local days, worst first', async () => {
    const { data, errors } = await owner.graphql(LEAGUE, { period: WEEK });
    expect(errors).toBeUndefined();
    expect(data.siteLeague).toEqual([
      north(),
      east(2),
      {
        ...east(3),
        locationId: site.south,
        locationName: '=South Deli',
        areaName: null,
        from: '2026-10-04T23:00:00.000Z',
        to: '2026-10-11T23:00:00.000Z',
        checksOnTime: 0,
        completionRate: null,
        excursions: 1,
        excursionMinutes: 30,
        trend: [day('2026-10-05'), day('2026-10-06'), day('2026-10-07', null, 30), day('2026-10-08'), day('2026-10-09'), day('2026-10-10'), day('2026-10-11')],
      },
    ]);
  });

  it('an area manager ranks exactly the sites of their areas', async () => {
    const { data, errors } = await areaManager.graphql(LEAGUE, { period: WEEK });
    expect(errors).toBeUndefined();
    expect(data.siteLeague).toEqual([north(), east(2)]);
  });

  it('a preset covers each site’s last local days up to today', async () => {
    const { data, errors } = await owner.graphql(LEAGUE, { period: { preset: 'last_30_days' } });
    expect(errors).toBeUndefined();
    for (const row of data.siteLeague) expect(row.trend).toHaveLength(30);
    const newYorkToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const before = newYorkToday();
    const week = await owner.graphql(LEAGUE, { period: { preset: 'last_7_days' } });
    const today = week.data.siteLeague.find((row: any) => row.locationId === site.east).lastDay;
    // Either side of the request, in case New York's midnight fell during it.
    expect([before, newYorkToday()]).toContain(today);
  });

  it('an open-actions figure links to the site’s actions: correctiveActions(locationId) lists that site’s only', async () => {
    const actions = 'query($l: Int) { correctiveActions(locationId: $l) { locationId } }';
    const answer = await owner.graphql(actions, { l: site.north });
    expect(answer.errors).toBeUndefined();
    const atNorth = answer.data.correctiveActions;
    expect(atNorth).toEqual([1, 2, 3, 4].map(() => ({ locationId: site.north })));
    expect((await owner.graphql(actions, { l: site.south })).data.correctiveActions).toEqual([]);
    expect(await branchManager.graphqlErrorCode(actions, { l: site.north })).toBe('NOT_FOUND');
  });

  it('is refused to branch roles and staff', async () => {
    expect(await branchManager.graphqlErrorCode(LEAGUE, { period: WEEK })).toBe('FORBIDDEN');
    const cook = await signedIn(app.baseUrl, 'leaguecook');
    expect(await cook.graphqlErrorCode(LEAGUE, { period: WEEK })).toBe('FORBIDDEN');
    expect((await branchManager.get(EXPORT)).status).toBe(403);
  });

  it('refuses a custom period that is missing, backwards, not a date or longer than a year', async () => {
    for (const period of [
      { preset: 'custom' },
      { preset: 'custom', from: '2026-10-11', to: '2026-10-05' },
      { preset: 'custom', from: '2026-02-30', to: '2026-03-05' },
      { preset: 'custom', from: '2025-01-01', to: '2026-10-05' },
    ]) {
      expect(await owner.graphqlErrorCode(LEAGUE, { period }), JSON.stringify(period)).toBe('BAD_USER_INPUT');
    }
    expect((await owner.get('/api/site-league/export?preset=yesterday')).status).toBe(400);
  });

  it('exports the same table as CSV, spreadsheet-safe, within the viewer’s reach', async () => {
    const { status, body, headers } = await owner.get(EXPORT);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/csv/);
    expect(headers.get('content-disposition')).toContain('attachment');
    const lines = String(body)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Rank,Site,Area,From,To,Completion %,Checks on time,Checks late,Checks missed,Excursions,Excursion minutes,Open actions,Overdue actions,Actions resolved,Mean minutes to resolve,Integrity flags',
      '1,North,Northern,2026-10-05,2026-10-11,66.7,1,1,1,1,75,2,1,2,4365,1',
      '2,East,Northern,2026-10-05,2026-10-11,100,1,0,0,0,0,0,0,0,,0',
      "3,'=South Deli,,2026-10-05,2026-10-11,,0,0,0,1,30,0,0,0,,0",
    ]);
    const theirs = String((await areaManager.get(EXPORT)).body);
    expect(theirs).toContain('North');
    expect(theirs).not.toContain('South Deli');
  });

  it('the company dashboard lists the worst sites first, and nothing for a single site', async () => {
    const attention = '{ sitesNeedingAttention { rank locationName } }';
    const { data } = await owner.graphql(attention);
    expect(data.sitesNeedingAttention.map((row: any) => row.rank)).toEqual([1, 2, 3]);
    expect((await branchManager.graphql(attention)).data.sitesNeedingAttention).toEqual([]);
    const me = await owner.graphql('{ me { capabilities { readSiteLeague } } }');
    expect(me.data.me.capabilities.readSiteLeague).toBe(true);
    expect((await branchManager.graphql('{ me { capabilities { readSiteLeague } } }')).data.me.capabilities.readSiteLeague).toBe(false);
  });
});
