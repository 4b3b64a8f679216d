import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/client.js';
import { showLogsOfFailures, startTestTopology, type TestTopology } from './test-topology.js';

let topology: TestTopology;
showLogsOfFailures(() => topology);
beforeAll(async () => {
  // A new, empty database and no process yet.
  topology = await startTestTopology({}, 0);
});
afterAll(() => topology?.stop());

describe('four API processes starting together on a new database', () => {
  it('all come up: migrated once, the demo data seeded once', async () => {
    const started = await Promise.allSettled(Array.from({ length: 4 }, () => topology.startApi()));
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason).slice(0, 2000) : 'up'))).toEqual(['up', 'up', 'up', 'up']);
    for (const api of topology.apis) {
      expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);
      await signedIn(api.baseUrl, 'manager');
    }
    expect(await topology.sql('select count(*)::int companies from company')).toEqual([{ companies: 2 }]);
    const [{ migrations, distinct }] = await topology.sql('select count(*)::int migrations, count(distinct name)::int "distinct" from mikro_orm_migrations');
    expect(migrations).toBe(distinct);
    expect(topology.apis.filter((api) => api.output().includes('Seeded demo data'))).toHaveLength(1);
  });
});
