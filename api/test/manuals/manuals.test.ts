import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const QUERY = `query ($category: String) {
  manuals(category: $category) { id title description fileUrl version category uploadedBy { id fullName username } createdAt }
}`;
const DELETE = 'mutation ($id: Int!) { deleteManual(id: $id) }';

type Manual = { id: number; title: string; category: string };

describe('food safety manuals', () => {
  let app: TestApp;
  const sql = <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
  const harbourManualId = async (title: string) =>
    (
      await sql<{ id: number }>(
        `select m.id from food_safety_manual m join company c on c.id = m.company_id where c.name = 'Harbour Kitchens Ltd' and m.title = '${title}'`,
      )
    )[0].id;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lists the company’s manuals with category, version and uploader', async () => {
    const client = await signedIn(app.baseUrl, 'cook');
    const { data, errors } = await client.graphql(QUERY);
    expect(errors).toBeUndefined();
    expect(data.manuals.map((m: Manual) => m.title).sort()).toEqual(['Food Safety Policy', 'HACCP Procedures', 'New Starter Induction Pack']);
    expect(data.manuals.find((m: Manual) => m.title === 'HACCP Procedures')).toMatchObject({
      category: 'procedures',
      version: '2.0',
      fileUrl: expect.stringMatching(/^\/api\/uploads\/\d+$/),
      uploadedBy: { fullName: 'Maria Manager', username: 'manager' },
    });
  });

  it('filters by category and refuses unknown ones', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const { data } = await client.graphql(QUERY, { category: 'training' });
    expect(data.manuals).toEqual([expect.objectContaining({ title: 'New Starter Induction Pack', category: 'training', version: '1.4' })]);
    const bad = await client.graphql(QUERY, { category: 'recipes' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Category must be one of policies, procedures, training', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(QUERY)).toBe('UNAUTHENTICATED');
  });

  it('keeps companies apart; the super user sees every company', async () => {
    const river = (await (await signedIn(app.baseUrl, 'rivermgr')).graphql(QUERY)).data.manuals;
    expect(river).toHaveLength(3);
    expect(river.every((m: { uploadedBy: { username: string } }) => m.uploadedBy.username === 'rivermgr')).toBe(true);
    const harbour = (await (await signedIn(app.baseUrl, 'manager')).graphql(QUERY)).data.manuals;
    expect(harbour.some((m: Manual) => river.some((r: Manual) => r.id === m.id))).toBe(false);
    expect((await (await signedIn(app.baseUrl, 'super')).graphql(QUERY)).data.manuals).toHaveLength(6);
  });

  it('only manual managers may delete; others are FORBIDDEN and nothing changes', async () => {
    const id = await harbourManualId('Food Safety Policy');
    for (const username of ['cook', 'branchmgr', 'companyadmin']) {
      expect(await (await signedIn(app.baseUrl, username)).graphqlErrorCode(DELETE, { id })).toBe('FORBIDDEN');
    }
    expect(await count(`select count(*) n from food_safety_manual where id = ${id} and is_active`)).toBe(1);
    expect(await count(`select count(*) n from audit_event where entity = 'food_safety_manual'`)).toBe(0);
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(DELETE, { id })).toBe('UNAUTHENTICATED');
  });

  it('another company’s manual is NOT_FOUND and stays untouched', async () => {
    const id = await harbourManualId('HACCP Procedures');
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect(await river.graphqlErrorCode(DELETE, { id })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(DELETE, { id: 999_999 })).toBe('NOT_FOUND');
    expect(await count(`select count(*) n from food_safety_manual where id = ${id} and is_active`)).toBe(1);
    expect(await count(`select count(*) n from audit_event where entity = 'food_safety_manual'`)).toBe(0);
  });

  it('delete withdraws the manual but keeps the row, with an audit event', async () => {
    const id = await harbourManualId('New Starter Induction Pack');
    const manager = await signedIn(app.baseUrl, 'manager');
    expect(await manager.graphql(DELETE, { id })).toEqual({ data: { deleteManual: true } });
    expect((await manager.graphql(QUERY)).data.manuals.map((m: Manual) => m.id)).not.toContain(id);
    expect(await count(`select count(*) n from food_safety_manual where id = ${id} and not is_active`)).toBe(1);
    const [event] = await sql<{ action: string; actor_id: number; before: { isActive: boolean }; after: { isActive: boolean } }>(
      `select action, actor_id, before, after from audit_event where entity = 'food_safety_manual' and entity_id = '${id}'`,
    );
    expect(event).toMatchObject({ action: 'delete', before: { isActive: true }, after: { isActive: false } });
    expect(event.actor_id).toBe((await sql<{ id: number }>(`select id from "user" where username = 'manager'`))[0].id);
    // Deleting it again finds nothing to delete.
    expect(await manager.graphqlErrorCode(DELETE, { id })).toBe('NOT_FOUND');
  });

  it('GET /api/food-safety-manuals returns the same shape', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const { status, body } = await client.get('/api/food-safety-manuals?category=policies');
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({ title: 'Food Safety Policy', version: '3.1', uploadedBy: expect.objectContaining({ fullName: 'Maria Manager' }) }),
    ]);
    expect(await client.get('/api/food-safety-manuals?category=recipes')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Category/) } });
    expect((await new TestClient(app.baseUrl).get('/api/food-safety-manuals')).status).toBe(401);
  });
});
