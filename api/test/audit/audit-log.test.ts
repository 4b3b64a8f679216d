import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealAuditChain } from '../../src/modules/audit/audit-sealer.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const LOG = `query($filter: AuditEventFilter, $first: Int, $after: String) {
  auditEvents(filter: $filter, first: $first, after: $after) {
    events { id seq occurredAt actorId actorName entity entityId action before after } endCursor hasNextPage
  }
}`;

describe('the audit log', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    app = await startTestApp('demo');
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());
  // The log lists sealed events; the sealer is a job, off in this file.
  const seal = () => sealAuditChain(app.db.orm.em.fork(), 1);

  it('pages the company’s events newest first by keyset, every event once', async () => {
    await seal();
    const [{ n }] = await sql<{ n: string }>(`select count(*) n from audit_event where company_id = 1`);
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const { data, errors } = await manager.graphql(LOG, { first: 7, after });
      expect(errors).toBeUndefined();
      seen.push(...data.auditEvents.events.map((e: any) => e.seq));
      if (!data.auditEvents.hasNextPage) break;
      after = data.auditEvents.endCursor;
    }
    expect(seen.length).toBe(Number(n));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('lists an event once it is sealed, and Recent Activity at once', async () => {
    const renamed = await manager.graphql('mutation { updateLocation(id: 2, input: { name: "Downtown Branch (renamed)" }) { id } }');
    expect(renamed.errors).toBeUndefined();
    const newest = async () => (await manager.graphql(LOG, { first: 1 })).data.auditEvents.events[0];
    expect(await newest()).not.toMatchObject({ entity: 'location', entityId: '2' });
    const activity = await manager.graphql('{ dashboard { site { recentActivity { description } } } }');
    expect(activity.data.dashboard.site.recentActivity[0].description).toBe('Maria Manager updated location #2');
    await seal();
    expect(await newest()).toMatchObject({ entity: 'location', entityId: '2', action: 'update' });
  });

  it('shows who did what to which record, before and after, and filters by person, record type and date', async () => {
    const recorded = await manager.graphql('mutation { updateLocation(id: 1, input: { name: "Main Kitchen (renamed)" }) { id } }');
    expect(recorded.errors).toBeUndefined();
    await seal();
    const [{ id: managerId }] = await sql<{ id: number }>(`select id from "user" where username = 'manager'`);
    const { data } = await manager.graphql(LOG, {
      filter: { actorId: managerId, entity: 'location', from: new Date(Date.now() - 60_000).toISOString() },
      first: 5,
    });
    const [event] = data.auditEvents.events;
    expect(event).toMatchObject({ actorId: managerId, actorName: 'Maria Manager', entity: 'location', entityId: '1', action: 'update' });
    expect(JSON.parse(event.before).name).toBe('Main Kitchen');
    expect(JSON.parse(event.after).name).toBe('Main Kitchen (renamed)');
    const future = await manager.graphql(LOG, { filter: { from: new Date(Date.now() + 3_600_000).toISOString() } });
    expect(future.data.auditEvents).toEqual({ events: [], endCursor: null, hasNextPage: false });
    const readings = await manager.graphql(LOG, { filter: { entity: 'temperature_reading' }, first: 20 });
    expect(readings.data.auditEvents.events.every((e: any) => e.entity === 'temperature_reading')).toBe(true);
    const filters = await manager.graphql('{ auditEventFilters { people { id fullName } recordTypes } }');
    expect(filters.data.auditEventFilters.recordTypes).toEqual(expect.arrayContaining(['location', 'company']));
    expect(filters.data.auditEventFilters.people).toContainEqual({ id: managerId, fullName: 'Maria Manager' });
  });

  it('refuses a bad cursor or page size as bad input, and anyone but a company-wide administrator', async () => {
    expect(await manager.graphqlErrorCode(LOG, { after: 'abc' })).toBe('BAD_USER_INPUT');
    expect(await manager.graphqlErrorCode(LOG, { first: 1000 })).toBe('BAD_USER_INPUT');
    for (const username of ['branchmgr', 'staff', 'super']) {
      expect(await (await signedIn(app.baseUrl, username)).graphqlErrorCode(LOG)).toBe('FORBIDDEN');
    }
  });
});
