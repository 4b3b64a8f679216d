import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/client.js';
import { adminQuery } from '../helpers/postgres.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const CREATE = `mutation ($input: CreateCleaningScheduleInput!) {
  createCleaningSchedule(input: $input) { id name frequency dayOfWeek dayOfMonth recurrenceText tasks { name } locationId lastDoneAt lastDoneBy { username } }
}`;
const DONE = `mutation ($id: Int!, $notes: String) { recordCleaningDone(scheduleId: $id, notes: $notes) { id lastDoneAt lastDoneBy { username fullName } } }`;

describe('cleaning schedules: create and mark done', () => {
  let app: TestApp;
  const sql = <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('a company admin adds a weekly schedule for all locations, audited', async () => {
    const admin = await signedIn(app.baseUrl, 'companyadmin');
    const { data, errors } = await admin.graphql(CREATE, {
      input: { name: 'Deep clean fryers', frequency: 'weekly', dayOfWeek: 1, dayOfMonth: 5, tasks: ['Drain oil', ' ', 'Scrub baskets'] },
    });
    expect(errors).toBeUndefined();
    expect(data.createCleaningSchedule).toMatchObject({
      name: 'Deep clean fryers',
      dayOfWeek: 1,
      dayOfMonth: null,
      recurrenceText: 'Every Monday',
      tasks: [{ name: 'Drain oil' }, { name: 'Scrub baskets' }],
      locationId: null,
      lastDoneAt: null,
      lastDoneBy: null,
    });
    const audit = await sql<{ after: { tasks: string[] } }>(
      `select after from audit_event where entity = 'cleaning_schedule' and entity_id = '${data.createCleaningSchedule.id}'`,
    );
    expect(audit[0].after.tasks).toEqual(['Drain oil', 'Scrub baskets']);
  });

  it('a branch admin adds one for their own location only, and refuses bad input', async () => {
    const branchAdmin = await signedIn(app.baseUrl, 'branchadmin');
    const input = { name: 'Walk-in floor', frequency: 'monthly', dayOfMonth: 15, tasks: ['Mop'], locationId: 3 };
    expect((await branchAdmin.graphql(CREATE, { input })).data.createCleaningSchedule).toMatchObject({ locationId: 3, recurrenceText: 'Day 15 of each month' });
    expect(await branchAdmin.graphqlErrorCode(CREATE, { input: { ...input, locationId: 1 } })).toBe('NOT_FOUND');
    expect(await branchAdmin.graphqlErrorCode(CREATE, { input: { ...input, locationId: null } })).toBe('FORBIDDEN');
    const bad = async (change: object) => (await branchAdmin.graphql(CREATE, { input: { ...input, ...change } })).errors?.[0]?.message;
    expect(await bad({ frequency: 'weekly', dayOfMonth: null })).toBe('A weekly schedule needs a day of the week');
    expect(await bad({ dayOfMonth: null })).toBe('A monthly schedule needs a day of the month');
    expect(await bad({ dayOfMonth: 32 })).toBe('Day of month must be 1 to 31');
    expect(await bad({ tasks: [' '] })).toBe('Add at least one task');
    expect(await bad({ frequency: 'hourly' })).toBe('Frequency must be one of daily, weekly, monthly');
    for (const username of ['manager', 'cook', 'branchmgr']) {
      expect(await (await signedIn(app.baseUrl, username)).graphqlErrorCode(CREATE, { input: { ...input, locationId: 1 } }), username).toBe('FORBIDDEN');
    }
  });

  it('anyone working there marks it done; the card shows the last time and who; runs are append-only and audited', async () => {
    const [{ id }] = await sql<{ id: number }>(`select id from cleaning_schedule where company_id = 1 and location_id is null order by id limit 1`);
    const cook = await signedIn(app.baseUrl, 'cook');
    const first = await cook.graphql(DONE, { id, notes: 'All wiped' });
    expect(first.errors).toBeUndefined();
    expect(first.data.recordCleaningDone).toMatchObject({ lastDoneBy: { username: 'cook', fullName: 'Carl Cook' } });
    const manager = await signedIn(app.baseUrl, 'manager');
    await manager.graphql(DONE, { id });
    const list = await cook.graphql('{ cleaningSchedules { id lastDoneAt lastDoneBy { username } } }');
    const card = list.data.cleaningSchedules.find((s: { id: number }) => s.id === id);
    expect(card.lastDoneBy.username).toBe('manager');
    expect(new Date(card.lastDoneAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const runs = await sql<{ notes: string | null }>(`select notes from cleaning_run where schedule_id = ${id} order by id`);
    expect(runs.map((r) => r.notes)).toEqual(['All wiped', null]);
    expect(await sql(`select id from audit_event where entity = 'cleaning_run'`)).toHaveLength(2);
    // The app's role may not even try; the owner is stopped by the trigger.
    await expect(sql(`update cleaning_run set notes = 'x'`)).rejects.toThrow(/permission denied for table cleaning_run/);
    await expect(adminQuery(app.db.ownerUrl, `update cleaning_run set notes = 'x'`)).rejects.toThrow(/append-only/);
  });

  it('another company’s or a missing schedule is not found, and nothing is stored', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    const [{ id }] = await sql<{ id: number }>(`select id from cleaning_schedule where company_id = 1 order by id limit 1`);
    expect(await river.graphqlErrorCode(DONE, { id })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(DONE, { id: 999999 })).toBe('NOT_FOUND');
    expect(
      await sql(`select id from cleaning_run where schedule_id = ${id} and done_by_id = (select id from "user" where username = 'rivermgr')`),
    ).toHaveLength(0);
  });
});
