import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const DASHBOARD = `{ dashboard(locationId: 1) { site { equipment { id name status lastReading { temperature } recentReadings(limit: 5) { temperature recordedAt } } } } }`;

describe('no N+1 queries', () => {
  let app: TestApp;
  let queries: string[] = [];

  beforeAll(async () => {
    app = await startTestApp('demo', { onQuery: (sql) => queries.push(sql) });
  });
  afterAll(() => app.close());

  async function countQueries(): Promise<number> {
    const manager = await signedIn(app.baseUrl, 'manager');
    queries = [];
    const { data } = await manager.graphql(DASHBOARD);
    expect(data.dashboard.site.equipment.length).toBeGreaterThan(0);
    return queries.length;
  }

  it('a dashboard with 50 units and their readings costs the same SQL as one with 9', async () => {
    const withNine = await countQueries();
    await app.db.orm.em.getConnection().execute(
      `insert into equipment (company_id, location_id, name, type, target_min_temp, target_max_temp)
       select 1, 1, 'Extra fridge ' || n, 'fridge', 0, 4 from generate_series(1, 41) n`,
    );
    const withFifty = await countQueries();
    expect(withFifty).toBe(withNine);
    expect(withNine).toBeLessThan(20);
  });
});
