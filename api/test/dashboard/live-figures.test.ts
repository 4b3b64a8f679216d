import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../alerts/alerts-helpers.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

/** Every live figure the dashboard, header, sidebar and phone show (issue 31), in one request. */
const FIGURES = `query($locationId: Int!) {
  dashboard(locationId: $locationId) { site { weeklyCompletion recentActivity { description actorName occurredAt } systemStatus { lastReadingAt jobsHealthy } } }
  todaysCheckCounts(locationId: $locationId) { pending completed overdue }
  unreadNotificationCount
  myNotifications { id correctiveActionId reason subject readAt }
  correctiveActionSummary { open }
}`;
const CHECK = 'id status items { description }';

describe('live figures (issue 31: nothing on screen is pretend)', () => {
  let app: TestApp;
  let owner: TestClient;
  let locationId = 0;
  const figures = async (client = owner, id = locationId) => {
    const { data, errors } = await client.graphql(FIGURES, { locationId: id });
    expect(errors).toBeUndefined();
    return data;
  };

  beforeAll(async () => {
    // The job runner opens the warm reading's action and tells the owner.
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' } });
    owner = new TestClient(app.baseUrl);
    await owner.post('/api/register', { fullName: 'Fern Founder', username: 'fern', email: 'fern@example.com', password: 'fernleaf1' });
    const created = await owner.graphql('mutation($input: CreateMyCompanyInput!) { createMyCompany(input: $input) { locationId } }', {
      input: { name: 'Fern Bistro', location: { name: 'Fern Kitchen', timezone: 'Europe/London' } },
    });
    locationId = created.data.createMyCompany.locationId;
    // Its starter checklists would fall due on the scheduler's next run, changing the figures under test;
    // the one check counted here is started by hand.
    const off = await owner.graphql(
      'mutation { updateCompanySettings(input: { schedule: { autoSchedule: false, dailyTime: "08:00", weeklyDay: "monday", monthlyDate: 1 } }) { schedule { autoSchedule } } }',
    );
    expect(off.errors).toBeUndefined();
  });
  afterAll(() => app.close());

  it('a new business sees zeros, nulls and empty lists: no sample figure', async () => {
    const data = await figures();
    expect(data.dashboard.site.weeklyCompletion).toBeNull();
    expect(data.dashboard.site.systemStatus).toEqual({ lastReadingAt: null, jobsHealthy: true });
    expect(data.todaysCheckCounts).toEqual({ pending: 0, completed: 0, overdue: 0 });
    expect(data.unreadNotificationCount).toBe(0);
    expect(data.myNotifications).toEqual([]);
    expect(data.correctiveActionSummary.open).toBe(0);
    // Only what really happened: the business was founded, with its starter checklists and cleaning schedules,
    // then its owner turned the schedule off.
    const activity = data.dashboard.site.recentActivity.map((a: any) => a.description);
    expect(activity[0]).toMatch(/^Fern Founder updated company settings/);
    expect(activity[1]).toBe('Fern Founder founded the company');
    expect(activity.slice(2)).toEqual(
      activity.slice(2).map(() => expect.stringMatching(/^Fern Founder created (cleaning schedule|compliance check template|location|company) #\d+$/)),
    );
  });

  it('one reading moves Data sync, Recent Activity, the actions badge and the bell; marking read clears the bell', async () => {
    const unit = await owner.graphql('mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
      input: { name: 'Fern Fridge', type: 'fridge', locationId },
    });
    const sent = await owner.post('/api/temperature-readings', { equipmentId: unit.data.createEquipment.id, temperature: 9.5 });
    expect(sent.status).toBe(201);
    const data = await until(figures, (d) => d.unreadNotificationCount === 1);
    expect(new Date(data.dashboard.site.systemStatus.lastReadingAt).getTime()).toBe(new Date(sent.body.recordedAt).getTime());
    // The reading and the alert the runner opened, each with who (the system: no person).
    expect(data.dashboard.site.recentActivity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ description: expect.stringMatching(/^System opened corrective action #\d+$/), actorName: null }),
        expect.objectContaining({ description: 'Fern Founder recorded 9.5 °C on Fern Fridge', actorName: 'Fern Founder' }),
      ]),
    );
    expect(data.correctiveActionSummary.open).toBe(1);
    expect(data.myNotifications).toEqual([expect.objectContaining({ reason: 'alert', readAt: null })]);
    const [notification] = data.myNotifications;
    const marked = await owner.graphql('mutation($ids: [Int!]) { markNotificationsRead(ids: $ids) }', { ids: [notification.id] });
    expect(marked.data.markNotificationsRead).toBe(0);
    const after = await figures();
    expect(after.unreadNotificationCount).toBe(0);
    expect(after.myNotifications[0].readAt).not.toBeNull();
  });

  it('one check moves the phone counters and weekly completion: started 0 %, completed 100 %', async () => {
    // One checklist of the business's own, started by hand.
    const [{ id: templateId }] = await app.db.orm.em.getConnection().execute(
      `insert into compliance_check_template (company_id, name, type, checklist_items, frequency) select company_id, 'Fern Opening', 'daily_opening',
       '[{"description": "Fridges at temperature", "critical": false}]', 'daily' from location where id = ${locationId} returning id`,
    );
    const started = await owner.graphql(`mutation($input: StartComplianceCheckInput!) { startComplianceCheck(input: $input) { ${CHECK} } }`, {
      input: { locationId, templateId },
    });
    const check = started.data.startComplianceCheck;
    let data = await figures();
    expect(data.todaysCheckCounts).toEqual({ pending: 1, completed: 0, overdue: 0 });
    expect(data.dashboard.site.weeklyCompletion).toBe(0);
    const answers = check.items.map((item: { description: string }) => ({ description: item.description, result: 'pass' }));
    const done = await owner.graphql(`mutation($input: CompleteComplianceCheckInput!) { completeComplianceCheck(input: $input) { ${CHECK} } }`, {
      input: { checkId: check.id, answers },
    });
    expect(done.errors).toBeUndefined();
    data = await figures();
    expect(data.todaysCheckCounts).toEqual({ pending: 0, completed: 1, overdue: 0 });
    expect(data.dashboard.site.weeklyCompletion).toBe(100);
  });

  it('another company’s events never count, and its location answers like a missing one', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    const before = await river.graphql('{ unreadNotificationCount correctiveActionSummary { open } }');
    await owner.post('/api/temperature-readings', {
      equipmentId: Number((await app.db.orm.em.getConnection().execute(`select id from equipment where location_id = ${locationId}`))[0].id),
      temperature: 12,
    });
    const after = await river.graphql('{ unreadNotificationCount correctiveActionSummary { open } }');
    expect(after.data).toEqual(before.data);
    const riverActivity = (await river.graphql('{ dashboard { site { recentActivity { description } } } }')).data.dashboard.site.recentActivity;
    expect(riverActivity.some((a: any) => a.description.includes('Fern'))).toBe(false);
    expect(await river.graphqlErrorCode('query($id: Int!) { todaysCheckCounts(locationId: $id) { pending } }', { id: locationId })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(FIGURES, { locationId })).toBe('NOT_FOUND');
  });

  it('a job left waiting past its time shows the job runner as delayed', async () => {
    const sql = (text: string) => app.db.orm.em.getConnection().execute(text);
    await sql(
      `select graphile_worker.add_job('noSuchTask', '{}'::json, run_at => now() - interval '10 minutes', job_key => 'live-figures-late', max_attempts => 1)`,
    );
    try {
      expect((await figures()).dashboard.site.systemStatus.jobsHealthy).toBe(false);
    } finally {
      await sql(`select graphile_worker.remove_job('live-figures-late')`);
    }
    expect((await figures()).dashboard.site.systemStatus.jobsHealthy).toBe(true);
  });
});
