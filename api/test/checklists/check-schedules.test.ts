import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleDueChecks } from '../../src/modules/checklists/check-schedule.service.js';
import { markOverdueChecks } from '../../src/modules/checklists/overdue-checks.service.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

/** Harbour's Main Kitchen, moved to London for these tests; Riverside (company 2) has auto-schedule off. */
const LONDON = 1;
const isoOf = (value: string | Date) => new Date(value).toISOString();
interface Generated {
  id: number;
  name: string;
  status: string;
  due_date: string;
  overdue_after: string;
  period_start: string;
}

describe('scheduled checks: due in the location’s time zone, once per period, overdue at the end of their window', () => {
  let app: TestApp;
  let manager: TestClient;
  let river: TestClient;
  const sql = async <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const schedule = (now: string) => scheduleDueChecks(app.db.orm.em.fork(), new Date(now));
  const overdue = (now: string) => markOverdueChecks(app.db.orm.em.fork(), app.server.services, new Date(now));
  const generated = (where = 'true') =>
    sql<Generated>(`select c.id, t.name, c.status, c.due_date, c.overdue_after, c.period_start from compliance_check c join compliance_check_template t on t.id = c.template_id
      where c.period_start is not null and c.location_id = ${LONDON} and ${where} order by c.due_date, t.name`);
  const iso = (rows: Generated[], name: string) =>
    rows.filter((row) => row.name === name).map((row) => ({ due: isoOf(row.due_date), until: isoOf(row.overdue_after), status: row.status }));

  beforeAll(async () => {
    app = await startTestApp();
    [manager, river] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'rivermgr')]);
    await sql(`update location set timezone = 'Europe/London' where id = ${LONDON}`);
    const off = await river.graphql(
      `mutation { updateCompanySettings(input: { schedule: { autoSchedule: false, dailyTime: "08:00", weeklyDay: "monday", monthlyDate: 1 } }) { schedule { autoSchedule } } }`,
    );
    expect(off.errors).toBeUndefined();
  });
  afterAll(() => app.close());

  it('creates each due check at 08:00 London time, across both daylight-saving changes of 2026', async () => {
    await schedule('2026-03-28T09:00:00Z'); // Saturday, GMT
    await schedule('2026-03-30T09:00:00Z'); // Monday, BST since Sunday 29 March
    await schedule('2026-10-24T09:00:00Z'); // Saturday, BST
    await schedule('2026-10-26T09:00:00Z'); // Monday, GMT since Sunday 25 October
    const rows = await generated(`c.due_date between '2026-03-01' and '2026-11-01'`);
    expect(iso(rows, 'Daily Closing Check')).toEqual([
      // A daily window ends at the next 08:00: 23 hours long over the spring change, 25 over the autumn one.
      { due: '2026-03-28T08:00:00.000Z', until: '2026-03-29T07:00:00.000Z', status: 'pending' },
      { due: '2026-03-30T07:00:00.000Z', until: '2026-03-31T07:00:00.000Z', status: 'pending' },
      { due: '2026-10-24T07:00:00.000Z', until: '2026-10-25T08:00:00.000Z', status: 'pending' },
      { due: '2026-10-26T08:00:00.000Z', until: '2026-10-27T08:00:00.000Z', status: 'pending' },
    ]);
    // Opening checks end at the location's closing time that day (Saturday 23:00, Monday 22:00, local).
    expect(iso(rows, 'Daily Opening Check').map((r) => r.until)).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-30T21:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-26T22:00:00.000Z',
    ]);
    // Weekly on Monday, monthly on the 1st, at 08:00 local.
    expect(iso(rows, 'Weekly Deep Clean Audit').map((r) => r.due)).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-10-19T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
    ]);
    expect(iso(rows, 'Monthly Pest Control Inspection')).toEqual([
      { due: '2026-03-01T08:00:00.000Z', until: '2026-04-01T07:00:00.000Z', status: 'pending' },
      { due: '2026-10-01T07:00:00.000Z', until: '2026-11-01T08:00:00.000Z', status: 'pending' },
    ]);
    const [unowned] = await sql<{ n: string }>(`select count(*) n from compliance_check where period_start is not null and user_id is not null`);
    expect(Number(unowned.n)).toBe(0);
    const [riverside] = await sql<{ n: string }>(`select count(*) n from compliance_check where period_start is not null and company_id = 2`);
    expect(Number(riverside.n)).toBe(0);
  });

  it('creates nothing twice: a second run, or two at once, adds no check for the same template, location and period', async () => {
    const before = (await generated()).length;
    expect(await schedule('2026-03-28T10:00:00Z')).toBe(0);
    const [first, second] = await Promise.all([schedule('2026-05-05T09:00:00Z'), schedule('2026-05-05T09:00:00Z')]);
    expect(first + second).toBeGreaterThan(0);
    expect(Math.min(first, second)).toBe(0);
    const after = await generated();
    const keys = after.map((row) => `${row.name}|${isoOf(row.period_start)}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(after.length).toBeGreaterThan(before);
    const [audits] = await sql<{ n: string }>(`select count(*) n from audit_event where entity = 'compliance_check' and action = 'schedule'`);
    const [all] = await sql<{ n: string }>(`select count(*) n from compliance_check where period_start is not null`);
    expect(audits.n).toBe(all.n);
  });

  it('marks checks overdue once at the end of their window, opens an action and tells the branch managers; the dashboard counts them', async () => {
    const dashboard = async () =>
      (await manager.graphql(`query { dashboard(locationId: ${LONDON}) { site { overdueChecks } } }`)).data.dashboard.site.overdueChecks;
    const countBefore = await dashboard();
    // Sunday 29 March 07:00Z: Saturday's daily window has ended (Saturday's opening check ended at 23:00).
    const closingStatus = async () => (await generated(`t.name = 'Daily Closing Check' and c.due_date = '2026-03-28T08:00:00Z'`)).map((row) => row.status);
    expect(await overdue('2026-03-29T06:59:59Z')).toBeGreaterThan(0); // the opening checks
    expect(await closingStatus()).toEqual(['pending']);
    expect(await overdue('2026-03-29T07:00:00Z')).toBeGreaterThan(0);
    expect(await closingStatus()).toEqual(['overdue']);
    expect(await overdue('2026-03-29T07:00:00Z')).toBe(0);
    const late = await generated(`c.status = 'overdue'`);
    expect(late.map((row) => row.name)).toEqual(expect.arrayContaining(['Daily Closing Check', 'Daily Opening Check']));
    expect(await dashboard()).toBe(countBefore + late.length);

    const actions = await sql<{ compliance_check_id: number; type: string; severity: string; description: string }>(
      `select compliance_check_id, type, severity, description from corrective_action where compliance_check_id in (${late.map((row) => row.id).join(',')})`,
    );
    expect(actions).toHaveLength(late.length);
    expect(actions[0]).toMatchObject({ type: 'compliance_issue', severity: 'medium' });
    const closing = late.find((row) => row.name === 'Daily Closing Check') as Generated;
    expect(actions.find((a) => a.compliance_check_id === closing.id)?.description).toBe(
      'Overdue: "Daily Closing Check" at Main Kitchen was not completed in time',
    );
    const told = await sql<{ username: string }>(
      `select u.username from notification n join "user" u on u.id = n.recipient_id join corrective_action a on a.id = n.corrective_action_id where a.compliance_check_id = ${closing.id}`,
    );
    expect(told.map((row) => row.username)).toEqual(['branchmgr']);
  });

  it('a completed check never goes overdue, and overdue alerts off means no action', async () => {
    await manager.graphql(`mutation { updateCompanySettings(input: { notifications: { criticalEscalation: true, escalationMinutes: 15, temperatureAlerts: true,
      dailyReminders: true, overdueAlerts: false } }) { notifications { overdueAlerts } } }`);
    const [open] = await generated(`c.status = 'pending' and c.due_date = '2026-03-30T07:00:00Z' and t.name = 'Daily Closing Check'`);
    const answers = ['Food covered, labelled and dated', 'Bins emptied', 'Equipment switched off'].map((description) => ({ description, result: 'pass' }));
    const done = await manager.graphql(`mutation($input: CompleteComplianceCheckInput!) { completeComplianceCheck(input: $input) { status } }`, {
      input: { checkId: open.id, answers },
    });
    expect(done.errors).toBeUndefined();
    const actionsBefore = await sql<{ n: string }>('select count(*) n from corrective_action');
    expect(await overdue('2026-03-31T07:00:00Z')).toBeGreaterThan(0);
    const [still] = await sql<{ status: string }>(`select status from compliance_check where id = ${open.id}`);
    expect(still.status).toBe('completed');
    expect(await sql<{ n: string }>('select count(*) n from corrective_action')).toEqual(actionsBefore);
  });
});

describe('the job runner creates due checks by itself', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', CHECK_SCHEDULE_SECONDS: '1' } });
  });
  afterAll(() => app.close());

  it('books one recurring schedule run that creates the checks due now, and a rerun adds none', async () => {
    const sql = async <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
    const generated = async () => Number((await sql<{ n: string }>('select count(*) n from compliance_check where period_start is not null'))[0].n);
    await expect.poll(generated, { timeout: 5000 }).toBeGreaterThan(0);
    // Let the first run finish every company: the count holds still for 1.5 s.
    let first = -1;
    for (let count = await generated(); count !== first; count = await generated()) {
      first = count;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    // Several runs later (one a second), still one check per template, location and period.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await generated()).toBe(first);
    const twice = await sql<{ n: string }>(
      'select count(*) n from (select 1 from compliance_check where period_start is not null group by template_id, location_id, period_start having count(*) > 1) d',
    );
    expect(twice[0].n).toBe('0');
    // One next run waits; the run in progress (locked) may have booked it already.
    const booked = await sql<{ n: string }>(
      `select count(*) n from graphile_worker.jobs where task_identifier = 'checklists.schedule_checks' and locked_at is null`,
    );
    expect(Number(booked[0].n)).toBeLessThanOrEqual(1);
  });
});
