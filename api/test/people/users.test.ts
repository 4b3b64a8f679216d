import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const USERS = 'query ($search: String) { users(search: $search) { id username fullName email role roleLabel isActive companyId lastLogin createdAt } }';
const SUMMARY = '{ userSummary { total active administrators inactive } }';

type Row = { username: string; fullName: string; companyId: number | null };
const usernames = (rows: Row[]) => rows.map((u) => u.username);

describe('user management', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lists the administrator’s company users ordered by full name, never passwords', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const { data, errors } = await client.graphql(USERS);
    expect(errors).toBeUndefined();
    const names = data.users.map((u: Row) => u.fullName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(usernames(data.users).sort()).toEqual(['admin', 'areamgr', 'branchadmin', 'branchmgr', 'companyadmin', 'cook', 'manager', 'staff']);
    expect(data.users.find((u: Row) => u.username === 'cook')).toMatchObject({
      role: 'user',
      roleLabel: 'Kitchen Staff',
      isActive: true,
      email: 'cook@example.com',
    });
    expect(data.users.find((u: Row) => u.username === 'manager').lastLogin).not.toBeNull();
  });

  it('searches full name, email and username case-insensitively, with % and _ taken literally', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const search = async (text: string) => usernames((await client.graphql(USERS, { search: text })).data.users);
    expect(await search('MARIA')).toEqual(['manager']);
    expect(await search('COOK@EXAMPLE')).toEqual(['cook']);
    // Ordered by full name: Ben Branch, then Brian Airport.
    expect(await search('branch')).toEqual(['branchmgr', 'branchadmin']);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('  ')).toHaveLength(8);
    expect(await client.graphqlErrorCode(USERS, { search: 'x'.repeat(101) })).toBe('BAD_USER_INPUT');
  });

  it('summarises total, active, administrators and inactive', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    expect((await client.graphql(SUMMARY)).data.userSummary).toEqual({ total: 8, active: 8, administrators: 6, inactive: 0 });
    await app.db.orm.em.getConnection().execute(`update "user" set is_active = false where username = 'cook'`);
    expect((await client.graphql(SUMMARY)).data.userSummary).toEqual({ total: 8, active: 7, administrators: 6, inactive: 1 });
    expect((await client.graphql(USERS, { search: 'carl' })).data.users).toEqual([expect.objectContaining({ username: 'cook', isActive: false })]);
    await app.db.orm.em.getConnection().execute(`update "user" set is_active = true where username = 'cook'`);
  });

  it('keeps companies apart; the super user sees everyone', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect(usernames((await river.graphql(USERS)).data.users)).toEqual(['rivermgr', 'riverstaff']);
    expect(usernames((await river.graphql(USERS, { search: 'maria' })).data.users)).toEqual([]);
    expect((await river.graphql(SUMMARY)).data.userSummary).toEqual({ total: 2, active: 2, administrators: 1, inactive: 0 });
    const harbour = (await (await signedIn(app.baseUrl, 'branchmgr')).graphql(USERS)).data.users;
    expect(harbour.every((u: Row) => u.companyId === harbour[0].companyId)).toBe(true);
    expect(usernames(harbour)).not.toContain('rivermgr');
    const everyone = await signedIn(app.baseUrl, 'super');
    expect((await everyone.graphql(USERS)).data.users).toHaveLength(11);
    expect((await everyone.graphql(SUMMARY)).data.userSummary).toEqual({ total: 11, active: 11, administrators: 8, inactive: 0 });
  });

  it('is FORBIDDEN without the administration capability and UNAUTHENTICATED signed out', async () => {
    for (const username of ['cook', 'staff', 'admin', 'companyadmin', 'branchadmin']) {
      const client = await signedIn(app.baseUrl, username);
      expect(await client.graphqlErrorCode(USERS), username).toBe('FORBIDDEN');
      expect(await client.graphqlErrorCode(SUMMARY), username).toBe('FORBIDDEN');
    }
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(USERS)).toBe('UNAUTHENTICATED');
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(SUMMARY)).toBe('UNAUTHENTICATED');
  });
});
