import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const SUMMARY = `query($id: Int!, $type: String!) { checkTypeSummary(locationId: $id, type: $type) {
  type period templates completedThisPeriod pending completionRate } }`;

describe('closing, allergen and monthly figures', () => {
  let app: TestApp;
  let manager: TestClient;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('counts the demo checks of each type in its period', async () => {
    const figures = async (type: string) => (await manager.graphql(SUMMARY, { id: 1, type })).data.checkTypeSummary;
    expect(await figures('closing')).toEqual({ type: 'closing', period: 'day', templates: 1, completedThisPeriod: 0, pending: 1, completionRate: 0 });
    expect(await figures('allergen')).toEqual({ type: 'allergen', period: 'day', templates: 1, completedThisPeriod: 1, pending: 1, completionRate: 100 });
    expect(await figures('monthly')).toMatchObject({ type: 'monthly', period: 'month', templates: 1, pending: 1 });
  });

  it('refuses other types', async () => {
    expect(await manager.graphqlErrorCode(SUMMARY, { id: 1, type: 'daily_opening' })).toBe('BAD_USER_INPUT');
  });
});
