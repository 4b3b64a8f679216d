import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percent } from '../../src/modules/compliance/compliance-summary.service.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const SUMMARY = `query($locationId: Int!) { complianceSummary(locationId: $locationId) {
  pendingCount completedToday complianceRate dailyOpeningTemplates dailyOpeningCompletedToday dailyOpeningPending dailyOpeningCompletionRate } }`;
const START = `mutation($input: StartComplianceCheckInput!) { startComplianceCheck(input: $input) { id } }`;
const COMPLETE = `mutation($input: CompleteComplianceCheckInput!) { completeComplianceCheck(input: $input) { id } }`;

describe('compliance summary', () => {
  let app: TestApp;
  let manager: TestClient;
  const ids: Record<string, number> = {};
  const sql = async <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const summary = async (locationId: number) => (await manager.graphql(SUMMARY, { locationId })).data.complianceSummary;
  const start = (templateId: number) => manager.graphql(START, { input: { templateId, locationId: 2 } });
  const complete = async (templateId: number) => {
    const [{ checkItems }] = (await manager.graphql(`query { complianceTemplates { id checkItems { description } } }`)).data.complianceTemplates.filter(
      (t: { id: number }) => t.id === templateId,
    );
    const answers = checkItems.map(({ description }: { description: string }) => ({ description, result: 'pass' }));
    return manager.graphql(COMPLETE, { input: { templateId, locationId: 2, answers } });
  };

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
    for (const row of await sql<{ id: number; name: string }>('select id, name from compliance_check_template where company_id = 1')) ids[row.name] = row.id;
  });
  afterAll(() => app.close());

  it('rounds percentages and never divides by zero: 0 of 0 is no rate (null), not 0 % (issue 30)', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(2, 3, 1)).toBe(66.7);
    expect(percent(0, 2)).toBe(0);
    expect(percent(0, 0)).toBeNull();
    expect(percent(3, 0)).toBeNull();
  });

  it('is all zeros at a location without checks, with no compliance rate, but still counts daily opening templates', async () => {
    expect(await summary(2)).toEqual({
      pendingCount: 0,
      completedToday: 0,
      complianceRate: null,
      dailyOpeningTemplates: 2,
      dailyOpeningCompletedToday: 0,
      dailyOpeningPending: 0,
      dailyOpeningCompletionRate: 0,
    });
  });

  it('computes the rates from pending checks and checks completed today', async () => {
    await start(ids['Daily Opening Check']);
    await start(ids['Weekly Deep Clean Audit']);
    await start(ids['Daily Closing Check']);
    await complete(ids['Front of House Opening']);
    await complete(ids['Weekly Deep Clean Audit']);
    // Completed yesterday: not today's work.
    await sql(`insert into compliance_check (company_id, template_id, location_id, user_id, status, completed_at, created_at)
      values (1, ${ids['Daily Opening Check']}, 2, 2, 'completed', now() - interval '1 day' - interval '1 hour', now() - interval '2 days')`);
    expect(await summary(2)).toEqual({
      pendingCount: 3,
      completedToday: 2,
      complianceRate: 40, // 2 / (3 + 2)
      dailyOpeningTemplates: 2,
      dailyOpeningCompletedToday: 1,
      dailyOpeningPending: 1,
      dailyOpeningCompletionRate: 50, // 1 of 2 daily opening templates
    });
  });

  it('counts provider-wide daily opening templates, but not retired or other companies’ ones', async () => {
    await sql(`insert into compliance_check_template (company_id, name, type, is_active) values
      (null, 'Provider Opening', 'daily_opening', true), (null, 'Old Opening', 'daily_opening', false), (2, 'River Opening 2', 'daily_opening', true)`);
    const figures = await summary(2);
    expect(figures.dailyOpeningTemplates).toBe(3);
    expect(figures.dailyOpeningCompletionRate).toBe(33);
  });

  it('matches the seeded checks at the main kitchen', async () => {
    const [{ pending, today }] = await sql<{ pending: string; today: string }>(`select
      count(*) filter (where status = 'pending') pending,
      count(*) filter (where completed_at >= date_trunc('day', now(), 'Europe/London')) today
      from compliance_check where location_id = 1`);
    const figures = await summary(1);
    expect(figures.pendingCount).toBe(Number(pending));
    expect(figures.completedToday).toBe(Number(today));
    expect(figures.complianceRate).toBe(percent(Number(today), Number(pending) + Number(today)));
  });

  it('is NOT_FOUND for another company’s location and UNAUTHENTICATED when signed out', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect(await river.graphqlErrorCode(SUMMARY, { locationId: 2 })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(SUMMARY, { locationId: 12345 })).toBe('NOT_FOUND');
    expect((await river.graphql(SUMMARY, { locationId: 4 })).data.complianceSummary.pendingCount).toBe(1);
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(SUMMARY, { locationId: 2 })).toBe('UNAUTHENTICATED');
  });
});
