import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const QUERY = `query ($frequency: String) {
  cleaningSchedules(frequency: $frequency) {
    id name description frequency dayOfWeek dayOfMonth recurrenceText tasks { name } taskCount locationId locationName location { id name }
  }
}`;

describe('cleaning schedules', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lists the company’s schedules with server-computed recurrence, tasks and location names', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const { data, errors } = await client.graphql(QUERY);
    expect(errors).toBeUndefined();
    const byName = Object.fromEntries(data.cleaningSchedules.map((s: { name: string }) => [s.name, s]));
    expect(Object.keys(byName).sort()).toEqual(['Cold Room Deep Clean', 'Extraction Canopy Clean', 'Hand-wash Station Audit', 'Kitchen Daily Clean']);
    expect(byName['Kitchen Daily Clean']).toMatchObject({
      frequency: 'daily',
      recurrenceText: 'Every day',
      taskCount: 5,
      locationId: 1,
      locationName: 'Main Kitchen',
    });
    expect(byName['Kitchen Daily Clean'].tasks[0]).toEqual({ name: 'Wipe down surfaces' });
    expect(byName['Cold Room Deep Clean']).toMatchObject({ dayOfWeek: 1, recurrenceText: 'Every Monday', locationName: 'Downtown Branch' });
    expect(byName['Extraction Canopy Clean']).toMatchObject({ dayOfMonth: 15, recurrenceText: 'Day 15 of each month', taskCount: 2 });
    expect(byName['Hand-wash Station Audit']).toMatchObject({ recurrenceText: 'Every Friday', locationId: null, locationName: null, location: null });
  });

  it('filters by frequency', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const { data } = await client.graphql(QUERY, { frequency: 'weekly' });
    expect(data.cleaningSchedules.map((s: { name: string }) => s.name).sort()).toEqual(['Cold Room Deep Clean', 'Hand-wash Station Audit']);
    expect((await client.graphql(QUERY, { frequency: 'monthly' })).data.cleaningSchedules).toHaveLength(1);
  });

  it('shows users with assigned locations only theirs plus company-wide schedules', async () => {
    const staff = await signedIn(app.baseUrl, 'staff');
    const names = (await staff.graphql(QUERY)).data.cleaningSchedules.map((s: { name: string }) => s.name);
    expect(names.sort()).toEqual(['Extraction Canopy Clean', 'Hand-wash Station Audit', 'Kitchen Daily Clean']);
    const airport = await signedIn(app.baseUrl, 'branchadmin');
    expect((await airport.graphql(QUERY)).data.cleaningSchedules.map((s: { name: string }) => s.name)).toEqual(['Hand-wash Station Audit']);
  });

  it('never shows another company’s schedules, and hides inactive ones', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    const riverList = (await river.graphql(QUERY)).data.cleaningSchedules;
    expect(riverList).toHaveLength(4);
    expect(riverList.every((s: { locationId: number | null }) => s.locationId === null || s.locationId >= 4)).toBe(true);
    const harbour = (await (await signedIn(app.baseUrl, 'manager')).graphql(QUERY)).data.cleaningSchedules;
    expect(harbour.some((s: { locationId: number | null }) => s.locationId !== null && s.locationId >= 4)).toBe(false);
    expect(harbour.map((s: { id: number }) => s.id).some((id: number) => riverList.some((r: { id: number }) => r.id === id))).toBe(false);
    await app.db.orm.em.getConnection().execute(`update cleaning_schedule set is_active = false where name = 'Kitchen Daily Clean' and location_id = 1`);
    const after = (await (await signedIn(app.baseUrl, 'manager')).graphql(QUERY)).data.cleaningSchedules;
    expect(after.map((s: { name: string }) => s.name)).not.toContain('Kitchen Daily Clean');
    await app.db.orm.em.getConnection().execute(`update cleaning_schedule set is_active = true where name = 'Kitchen Daily Clean' and location_id = 1`);
  });

  it('refuses unknown frequencies and signed-out callers', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const bad = await client.graphql(QUERY, { frequency: 'yearly' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Frequency must be one of daily, weekly, monthly', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(QUERY)).toBe('UNAUTHENTICATED');
  });

  it('GET /api/cleaning-schedules returns the same rows with the location object', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const { status, body } = await client.get('/api/cleaning-schedules?frequency=weekly');
    expect(status).toBe(200);
    expect(body.find((s: { name: string }) => s.name === 'Cold Room Deep Clean')).toMatchObject({
      recurrenceText: 'Every Monday',
      location: { id: 2, name: 'Downtown Branch' },
      tasks: [{ name: 'Wipe down surfaces' }, { name: 'Sanitise chopping boards' }, { name: 'Clean hand-wash basins' }],
    });
    expect(body.find((s: { name: string }) => s.name === 'Hand-wash Station Audit').location).toBeNull();
    expect((await client.get('/api/cleaning-schedules')).body).toHaveLength(4);
    const bad = await client.get('/api/cleaning-schedules?frequency=yearly');
    expect(bad).toMatchObject({ status: 400, body: { message: 'Frequency must be one of daily, weekly, monthly' } });
    expect((await client.get('/api/cleaning-schedules?frequency=daily&frequency=weekly')).status).toBe(400);
    expect((await new TestClient(app.baseUrl).get('/api/cleaning-schedules')).status).toBe(401);
  });
});
