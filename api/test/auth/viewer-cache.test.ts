import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgListener } from '../../src/database/pg-listener.js';
import { viewerCache } from '../../src/modules/auth/viewer-cache.js';
import { signedIn } from '../helpers/client.js';
import { adminQuery } from '../helpers/postgres.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

describe('the session and viewer caches of a running app (VIEWER_CACHE_SECONDS 30)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('demo');
  });
  afterAll(() => app.close());

  it('refuses the very next request after a deactivation committed on another connection', async () => {
    const staff = await signedIn(app.baseUrl, 'staff');
    expect((await staff.get('/api/user')).status).toBe(200);
    expect((await staff.get('/api/user')).status).toBe(200);
    await adminQuery(app.db.ownerUrl, `update "user" set is_active = false where username = 'staff'`);
    expect((await staff.get('/api/user')).status).toBe(401);
  });

  it('refuses the very next request after its session was ended on another connection (logout elsewhere)', async () => {
    const cook = await signedIn(app.baseUrl, 'cook');
    expect((await cook.get('/api/user')).status).toBe(200);
    expect((await cook.get('/api/user')).status).toBe(200);
    await adminQuery(app.db.ownerUrl, `delete from session where (sess ->> 'userId')::int = (select id from "user" where username = 'cook')`);
    expect((await cook.get('/api/user')).status).toBe(401);
  });

  it('sees a location assignment and a role change made elsewhere on the next request', async () => {
    const branch = await signedIn(app.baseUrl, 'branchmgr');
    const locations = async () => (await branch.graphql('{ locations { id } }')).data.locations.map((l: { id: number }) => l.id);
    const before = await locations();
    expect(before.length).toBeGreaterThan(1);
    await adminQuery(
      app.db.ownerUrl,
      `delete from user_location where user_id = (select id from "user" where username = 'branchmgr') and location_id <> (select location_id from "user" where username = 'branchmgr')`,
    );
    expect(await locations()).toHaveLength(1);
    await adminQuery(app.db.ownerUrl, `update "user" set role = 'user' where username = 'branchmgr'`);
    expect((await branch.graphql('{ me { role } }')).data.me.role).toBe('user');
  });

  it('sees a deactivated location and company on the next request', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect((await river.get('/api/user')).status).toBe(200);
    await adminQuery(app.db.ownerUrl, `update company set is_active = false where id = (select company_id from "user" where username = 'rivermgr')`);
    expect((await river.get('/api/user')).status).toBe(401);
  });
});

describe('viewerCache without a trustworthy LISTEN connection', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('demo');
  });
  afterAll(() => db.close());

  /** A listener that never delivers a notification: what a lost LISTEN connection looks like from inside. */
  function silentListener(): PgListener & { set(listening: boolean): void } {
    const stateListeners: ((listening: boolean) => void)[] = [];
    let listening = true;
    return {
      listen: async () => {},
      get listening() {
        return listening;
      },
      onState: (listener) => stateListeners.push(listener),
      caughtUp: async () => {},
      close: async () => {},
      set(value) {
        listening = value;
        for (const listener of stateListeners) listener(value);
      },
    };
  }

  it('serves cached viewers only while listening, and loads every viewer while the connection is down', async () => {
    const listener = silentListener();
    const cache = await viewerCache(listener, 30);
    const em = db.orm.em.fork();
    const [{ id: cookId }] = await db.orm.em.getConnection().execute<{ id: number }[]>(`select id from "user" where username = 'cook'`);
    expect((await cache.viewer(em, cookId))?.username).toBe('cook');
    await adminQuery(db.ownerUrl, `update "user" set is_active = false where username = 'cook'`);
    // No notification arrived (the silent listener): the cached viewer is still served.
    expect((await cache.viewer(em, cookId))?.username).toBe('cook');
    // The connection drops: nothing cached is trusted any more.
    listener.set(false);
    expect(await cache.viewer(em, cookId)).toBeUndefined();
    await adminQuery(db.ownerUrl, `update "user" set is_active = true where username = 'cook'`);
    expect((await cache.viewer(em, cookId))?.username).toBe('cook');
    // Back up: what was cached before is gone, so the change made while it was down is seen.
    await adminQuery(db.ownerUrl, `update "user" set is_active = false where username = 'cook'`);
    listener.set(true);
    expect(await cache.viewer(em, cookId)).toBeUndefined();
  });
});
