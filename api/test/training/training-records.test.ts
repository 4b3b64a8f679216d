import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const QUERY = `query ($status: String) {
  trainingRecords(status: $status) {
    id trainingName trainingType status completedDate expiryDate isExpired certificateUrl notes user { id fullName username } location { id name } createdAt
  }
}`;

type Row = { trainingName: string; location: { id: number } | null; user: { username: string } };

describe('training records', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lists the company’s records with the person, location and a computed isExpired', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const { data, errors } = await client.graphql(QUERY);
    expect(errors).toBeUndefined();
    expect(data.trainingRecords).toHaveLength(4);
    const byName = Object.fromEntries(data.trainingRecords.map((r: Row) => [r.trainingName, r]));
    expect(byName['Fire Safety Awareness']).toMatchObject({
      status: 'expired',
      isExpired: true,
      trainingType: 'Health and Safety',
      notes: 'Refresher overdue: book the next session.',
      certificateUrl: expect.stringMatching(/^\/api\/uploads\/\d+$/),
      user: { fullName: 'Sophie Staff', username: 'staff' },
      location: { id: 1, name: 'Main Kitchen' },
    });
    expect(new Date(byName['Fire Safety Awareness'].expiryDate).getTime()).toBeLessThan(Date.now());
    expect(byName['Level 2 Food Safety and Hygiene']).toMatchObject({ status: 'completed', isExpired: false, user: { username: 'manager' } });
    expect(byName['Allergen Awareness']).toMatchObject({ status: 'scheduled', isExpired: false, expiryDate: null, completedDate: null, certificateUrl: null });
  });

  it('filters by status', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    for (const [status, name] of [
      ['scheduled', 'Allergen Awareness'],
      ['in_progress', 'HACCP Level 3'],
      ['completed', 'Level 2 Food Safety and Hygiene'],
      ['expired', 'Fire Safety Awareness'],
    ]) {
      const { data } = await client.graphql(QUERY, { status });
      expect(data.trainingRecords.map((r: Row) => r.trainingName)).toEqual([name]);
    }
  });

  it('keeps tenants and locations apart', async () => {
    const river = (await (await signedIn(app.baseUrl, 'rivermgr')).graphql(QUERY)).data.trainingRecords;
    expect(river).toHaveLength(4);
    expect(river.every((r: Row) => r.location?.id === 4 && ['rivermgr', 'riverstaff'].includes(r.user.username))).toBe(true);
    const harbour = (await (await signedIn(app.baseUrl, 'manager')).graphql(QUERY)).data.trainingRecords;
    expect(harbour.some((r: Row) => ['rivermgr', 'riverstaff'].includes(r.user.username))).toBe(false);
    // The Airport Café admin reaches only location 3, where nobody has training on record.
    expect((await (await signedIn(app.baseUrl, 'branchadmin')).graphql(QUERY)).data.trainingRecords).toEqual([]);
    expect((await (await signedIn(app.baseUrl, 'super')).graphql(QUERY)).data.trainingRecords).toHaveLength(8);
  });

  it('refuses unknown statuses and signed-out callers', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const bad = await client.graphql(QUERY, { status: 'done' });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Status must be one of scheduled, in_progress, completed, expired',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(QUERY)).toBe('UNAUTHENTICATED');
  });

  it('GET /api/training-records returns the same shape', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const { status, body } = await client.get('/api/training-records?status=expired');
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({
        trainingName: 'Fire Safety Awareness',
        isExpired: true,
        user: expect.objectContaining({ fullName: 'Sophie Staff', username: 'staff' }),
        location: { id: 1, name: 'Main Kitchen' },
      }),
    ]);
    expect((await client.get('/api/training-records')).body).toHaveLength(4);
    expect(await client.get('/api/training-records?status=done')).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Status must be one of/) },
    });
    expect((await new TestClient(app.baseUrl).get('/api/training-records')).status).toBe(401);
  });
});
