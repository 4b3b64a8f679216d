import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const SUMMARY = `query($id: Int!) { complianceSummary(locationId: $id) { completedToday dailyOpeningCompletedToday } }`;
const TOTAL_CHECKS = `query($id: Int!) { dashboard(locationId: $id) { site { totalChecks } } }`;
const AIRPORT = 3; // Airport Café, America/New_York (UTC−5, or −4 in summer)

/**
 * "Today" and "this month" are the location's own. Rows are placed 30 minutes either side of the
 * Airport Café's latest local midnight (computed by the database, so the wall clock's hour never
 * matters): in winter that is 04:30 UTC (23:30 the evening before in New York) and 05:30 UTC.
 * Only the second is today's — whereas a UTC day would count both, or neither.
 */
describe('today is the location’s local day', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  /** Inserts a completed check at `offset` from the start of the Airport Café's local day or month. */
  const completedAround = (period: 'day' | 'month', offset: string) =>
    sql(`insert into compliance_check (company_id, template_id, location_id, user_id, status, completed_at, created_at)
         select 1, t.id, ${AIRPORT}, 2, 'completed', m.at, m.at
         from compliance_check_template t, (select date_trunc('${period}', now(), 'America/New_York') + interval '${offset}' as at) m
         where t.company_id = 1 and t.type = 'daily_opening' order by t.id limit 1`);

  it('knows the Airport Café is in New York', async () => {
    const { body } = await manager.get('/api/locations');
    expect(body.find((l: any) => l.id === AIRPORT)).toMatchObject({ name: 'Airport Café', timezone: 'America/New_York' });
  });

  it('Completed Today and the daily opening figures count from local midnight, not UTC midnight', async () => {
    const before = (await manager.graphql(SUMMARY, { id: AIRPORT })).data.complianceSummary;
    await completedAround('day', '-30 minutes'); // 23:30 yesterday, local time
    await completedAround('day', '30 minutes'); // 00:30 today, local time
    const after = (await manager.graphql(SUMMARY, { id: AIRPORT })).data.complianceSummary;
    expect(after.completedToday - before.completedToday).toBe(1);
    expect(after.dailyOpeningCompletedToday - before.dailyOpeningCompletedToday).toBe(1);
  });

  it('the dashboard’s Total Checks (This month) counts from the local first of the month', async () => {
    const before = (await manager.graphql(TOTAL_CHECKS, { id: AIRPORT })).data.dashboard.site.totalChecks;
    await completedAround('month', '-30 minutes'); // last month, locally
    await completedAround('month', '30 minutes');
    const after = (await manager.graphql(TOTAL_CHECKS, { id: AIRPORT })).data.dashboard.site.totalChecks;
    expect(after - before).toBe(1);
  });

  it('each location keeps its own day: a London site counts from London’s midnight', async () => {
    const londonMidnight = await sql<{ at: Date; ny: Date }>(
      `select date_trunc('day', now(), 'Europe/London') as at, date_trunc('day', now(), 'America/New_York') as ny`,
    );
    expect(londonMidnight[0].at).not.toEqual(londonMidnight[0].ny);
    const before = (await manager.graphql(SUMMARY, { id: 1 })).data.complianceSummary.completedToday;
    await sql(`insert into compliance_check (company_id, template_id, location_id, user_id, status, completed_at, created_at)
               select 1, null, 1, 2, 'completed', m.at, m.at from (select date_trunc('day', now(), 'Europe/London') - interval '1 minute' as at) m`);
    expect((await manager.graphql(SUMMARY, { id: 1 })).data.complianceSummary.completedToday).toBe(before);
  });
});
