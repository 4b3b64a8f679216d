import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const CHECK = 'id templateName status userName completedAt dueDate items { description result }';
const DUE = `query($l: Int!) { dueChecks(locationId: $l) { locationId timezone checks { ${CHECK} } } }`;
const COMPLETE = `mutation($input: CompleteComplianceCheckInput!) { completeComplianceCheck(input: $input) { ${CHECK} } }`;
const OPENING_ITEMS = ['Fridge and freezer temperatures recorded', 'Hand-wash stations stocked', 'Surfaces sanitised', 'Pest activity checked'];
const allPassed = (items: string[]) => items.map((description) => ({ description, result: 'pass' }));
/** Main Kitchen: on London time. */
const KITCHEN = 1;

/** What a test app's database answers. */
const sqlOf =
  (app: () => TestApp) =>
  async <T>(query: string): Promise<T[]> =>
    app().db.orm.em.getConnection().execute<T[]>(query);

/**
 * A generated check (an occurrence of the schedule), as the schedule job writes one. `today` in the
 * SQL is the start of the location's local day, so nothing depends on the hour the test runs at.
 */
async function occurrence(
  sql: <T>(query: string) => Promise<T[]>,
  template: string,
  fields: { status: string; due: string; until: string; period: string; location?: number },
): Promise<number> {
  const [row] = await sql<{ id: number }>(`
    with today as (select date_trunc('day', now(), 'Europe/London') as today)
    insert into compliance_check (company_id, template_id, location_id, status, due_date, overdue_after, period_start)
    select t.company_id, t.id, ${fields.location ?? KITCHEN}, '${fields.status}', ${fields.due}, ${fields.until}, ${fields.period}
    from compliance_check_template t, today where t.company_id = 1 and t.name = '${template}' returning id`);
  return row.id;
}

describe('the checks due today at a location, and completing one of them', () => {
  let app: TestApp;
  let manager: TestClient;
  let staff: TestClient;
  let cook: TestClient;
  const sql = sqlOf(() => app);
  const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await startTestApp();
    [manager, staff, cook] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'staff'), signedIn(app.baseUrl, 'cook')]);
    ids.opening = await occurrence(sql, 'Daily Opening Check', {
      status: 'pending',
      due: `now() - interval '2 hours'`,
      until: `now() + interval '10 hours'`,
      period: 'today',
    });
    ids.frontOfHouse = await occurrence(sql, 'Front of House Opening', {
      status: 'in_progress',
      due: `now() - interval '3 hours'`,
      until: `now() + interval '10 hours'`,
      period: 'today',
    });
    // Yesterday's closing check went overdue at the start of today: today's work still.
    ids.closing = await occurrence(sql, 'Daily Closing Check', {
      status: 'overdue',
      due: `today - interval '16 hours'`,
      until: 'today',
      period: `today - interval '1 day'`,
    });
    // Not today's: overdue since yesterday, completed already, or at another location.
    ids.weekly = await occurrence(sql, 'Weekly Deep Clean Audit', {
      status: 'overdue',
      due: `today - interval '8 days'`,
      until: `today - interval '1 hour'`,
      period: `today - interval '8 days'`,
    });
    ids.monthly = await occurrence(sql, 'Monthly Pest Control Inspection', {
      status: 'completed',
      due: `today - interval '1 day'`,
      until: `now() + interval '20 days'`,
      period: `today - interval '1 day'`,
    });
    ids.elsewhere = await occurrence(sql, 'Daily Opening Check', {
      status: 'pending',
      due: `now() - interval '1 hour'`,
      until: `now() + interval '10 hours'`,
      period: 'today',
      location: 2,
    });
  });
  afterAll(() => app.close());

  it('lists what went overdue today first, then what is due by due time; checks started by hand and other days’ are not occurrences due today', async () => {
    const { data, errors } = await staff.graphql(DUE, { l: KITCHEN });
    expect(errors).toBeUndefined();
    expect(data.dueChecks).toMatchObject({ locationId: KITCHEN, timezone: 'Europe/London' });
    expect(data.dueChecks.checks.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([
      [ids.closing, 'overdue'],
      [ids.frontOfHouse, 'in_progress'],
      [ids.opening, 'pending'],
    ]);
    const [opening] = data.dueChecks.checks.filter((c: { id: number }) => c.id === ids.opening);
    expect(opening).toMatchObject({ templateName: 'Daily Opening Check', userName: 'Schedule' });
    expect(opening.items.map((i: { description: string }) => i.description)).toEqual(OPENING_ITEMS);
    // The demo's hand-started pending checks at the same location are still open, and not listed.
    expect(
      await count(`select count(*) n from compliance_check where location_id = ${KITCHEN} and period_start is null and status = 'pending'`),
    ).toBeGreaterThan(0);
  });

  it('completes the occurrence itself (status, who, when), so the desktop shows it completed and the phone no longer lists it; a resend stores nothing new', async () => {
    const clientId = randomUUID();
    const input = { checkId: ids.opening, answers: allPassed(OPENING_ITEMS), clientId };
    const [checksBefore, auditsBefore] = [await count('select count(*) n from compliance_check'), await count('select count(*) n from audit_event')];
    const { data, errors } = await staff.graphql(COMPLETE, { input });
    expect(errors).toBeUndefined();
    expect(data.completeComplianceCheck).toMatchObject({ id: ids.opening, status: 'completed', userName: 'Sophie Staff' });
    const [row] = await sql<{ status: string; username: string; completed_at: Date; client_id: string }>(
      `select c.status, u.username, c.completed_at, c.client_id from compliance_check c join "user" u on u.id = c.user_id where c.id = ${ids.opening}`,
    );
    expect(row).toMatchObject({ status: 'completed', username: 'staff', client_id: clientId });
    expect(Date.now() - new Date(row.completed_at).getTime()).toBeLessThan(60_000);
    const desktop = await manager.graphql(`query { complianceChecks(locationId: ${KITCHEN}, limit: 100) { id status } }`);
    expect(desktop.data.complianceChecks).toContainEqual({ id: ids.opening, status: 'completed' });
    const due = await staff.graphql(DUE, { l: KITCHEN });
    expect(due.data.dueChecks.checks.map((c: { id: number }) => c.id)).toEqual([ids.closing, ids.frontOfHouse]);

    // The phone never heard back and sends it again: the same check, nothing stored twice.
    const again = await staff.graphql(COMPLETE, { input });
    expect(again.errors).toBeUndefined();
    expect(again.data.completeComplianceCheck.id).toBe(ids.opening);
    expect([await count('select count(*) n from compliance_check'), await count('select count(*) n from audit_event')]).toEqual([
      checksBefore,
      auditsBefore + 1,
    ]);
  });

  it('keeps a second person’s completion of the same occurrence as a check of its own, leaving the first as it was; the desktop is refused', async () => {
    const clientId = randomUUID();
    const answers = allPassed(OPENING_ITEMS).map((a, i) => (i === 1 ? { ...a, result: 'fail' } : a));
    const { data, errors } = await cook.graphql(COMPLETE, { input: { checkId: ids.opening, answers, clientId } });
    expect(errors).toBeUndefined();
    const extra = data.completeComplianceCheck;
    expect(extra.id).not.toBe(ids.opening);
    expect(extra).toMatchObject({ templateName: 'Daily Opening Check', status: 'completed', userName: 'Carl Cook' });
    expect(extra.items.map((i: { result: string }) => i.result)).toEqual(['pass', 'fail', 'pass', 'pass']);
    const rows = await sql<{ id: number; username: string; location_id: number; period_start: Date | null; client_id: string }>(
      `select c.id, u.username, c.location_id, c.period_start, c.client_id from compliance_check c join "user" u on u.id = c.user_id where c.id in (${ids.opening}, ${extra.id}) order by c.id`,
    );
    expect(rows.map(({ username, location_id, period_start, client_id }) => ({ username, location_id, scheduled: period_start !== null, client_id }))).toEqual([
      { username: 'staff', location_id: KITCHEN, scheduled: true, client_id: expect.any(String) },
      { username: 'cook', location_id: KITCHEN, scheduled: false, client_id: clientId },
    ]);
    const [audit] = await sql<{ after: { occurrenceCompletedBefore: number } }>(
      `select after from audit_event where entity = 'compliance_check' and entity_id = '${extra.id}' and action = 'complete'`,
    );
    expect(audit.after.occurrenceCompletedBefore).toBe(ids.opening);
    // Sent again (a lost answer), the same extra check comes back.
    const again = await cook.graphql(COMPLETE, { input: { checkId: ids.opening, answers, clientId } });
    expect(again.data.completeComplianceCheck.id).toBe(extra.id);

    const desktop = await manager.graphql(COMPLETE, { input: { checkId: ids.opening, answers } });
    expect(desktop.errors?.[0]).toMatchObject({ message: 'This check is already completed and cannot be changed', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers another company’s location and occurrence as missing', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect(await river.graphqlErrorCode(DUE, { l: KITCHEN })).toBe('NOT_FOUND');
    const input = { checkId: ids.frontOfHouse, answers: allPassed(['Display chillers at temperature', 'Allergen menu available']), clientId: randomUUID() };
    expect(await river.graphqlErrorCode(COMPLETE, { input })).toBe('NOT_FOUND');
    const [row] = await sql<{ status: string }>(`select status from compliance_check where id = ${ids.frontOfHouse}`);
    expect(row.status).toBe('in_progress');
  });
});

describe('a completed occurrence never goes overdue (the schedule job running every second)', () => {
  let app: TestApp;
  const sql = sqlOf(() => app);
  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', CHECK_SCHEDULE_SECONDS: '1' } });
  });
  afterAll(() => app.close());

  it('marks the one left overdue with its action, and leaves the completed one completed, with none', async () => {
    const staff = await signedIn(app.baseUrl, 'staff');
    // Two of today's opening checks whose window ends in 3 seconds (period keys the job itself never uses).
    const window = { status: 'pending', due: `now() - interval '1 hour'`, until: `now() + interval '3 seconds'` };
    const done = await occurrence(sql, 'Daily Opening Check', { ...window, period: `'2001-01-01'` });
    const left = await occurrence(sql, 'Daily Opening Check', { ...window, period: `'2001-01-02'` });
    const { errors } = await staff.graphql(COMPLETE, { input: { checkId: done, answers: allPassed(OPENING_ITEMS), clientId: randomUUID() } });
    expect(errors).toBeUndefined();

    const status = async (id: number) => (await sql<{ status: string }>(`select status from compliance_check where id = ${id}`))[0].status;
    await expect.poll(() => status(left), { timeout: 10_000, interval: 250 }).toBe('overdue');
    const actions = async (id: number) => Number((await sql<{ n: string }>(`select count(*) n from corrective_action where compliance_check_id = ${id}`))[0].n);
    expect(await actions(left)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // another run or two
    expect(await status(done)).toBe('completed');
    expect(await actions(done)).toBe(0);
  });
});
