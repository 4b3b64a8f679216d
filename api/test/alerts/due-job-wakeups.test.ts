import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, startJobRunner } from '../../src/app/jobs.js';
import { enqueue } from '../../src/database/job-queue.js';
import { EXCURSION_REVIEW_TASK } from '../../src/modules/temperature/excursion-review.js';
import { startTestApp, type TestApp, testConfig } from '../helpers/test-server.js';
import { until } from './alerts-helpers.js';

/**
 * A job put off to a due time (an excursion's alert delay running out) runs when it falls due, not
 * at the runners' next poll: with the poll 30 s apart, a plain job due in a second is still waiting
 * seconds later, and an onTime one due in a second wakes the runners, which then take both.
 */
describe('due job wake-ups', () => {
  let app: TestApp;
  let runner: JobRunner | undefined;

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'false' } });
    runner = await startJobRunner(app.db.orm, testConfig(app.db.url, { JOBS_POLL_INTERVAL_MS: '30000' }), app.db.url, app.server.services);
  });
  afterAll(async () => {
    await runner?.stop();
    await app.close();
  });

  const pending = async (key: string) =>
    (await app.db.orm.em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from graphile_worker.jobs where key = '${key}'`))[0].n;
  // A review of a unit that does not exist finds nothing to do: the job just completes.
  const review = (key: string, onTime: boolean) =>
    enqueue(
      app.db.orm.em.fork(),
      EXCURSION_REVIEW_TASK,
      { equipmentId: -1, startedAt: new Date().toISOString() },
      { runAt: new Date(Date.now() + 1000), jobKey: key, onTime },
    );

  it('wakes the runners when an onTime job falls due, instead of leaving it to the next poll', async () => {
    // The runners have just polled at start-up; the next poll is 30 s off.
    await review('wake-test:plain', false);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await pending('wake-test:plain')).toBe(1);

    const putOffAt = Date.now();
    await review('wake-test:on-time', true);
    await until(
      async () => (await pending('wake-test:on-time')) + (await pending('wake-test:plain')),
      (n) => n === 0,
      6000,
    );
    expect(Date.now() - putOffAt).toBeLessThan(6000);
  });
});
