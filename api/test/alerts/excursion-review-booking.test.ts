import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, startJobRunner } from '../../src/app/jobs.js';
import { enqueue } from '../../src/database/job-queue.js';
import { EXCURSION_REVIEW_TASK } from '../../src/modules/temperature/excursion-review.js';
import { type GatewayClient, sensorGateway, signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp, testConfig } from '../helpers/test-server.js';
import { actionsFor, CHEST_FREEZER, MAIN_KITCHEN, record, setAlertSettings, until, WALK_IN_FRIDGE } from './alerts-helpers.js';

interface ReviewJob {
  key: string | null;
  run_at: Date;
  payload: { equipmentId: number; startedAt: string };
}

/**
 * Issue 38 goal 6: the reading write that starts a sensor's excursion books its review at the
 * excursion's due time (its alert delay), under the key the review would put itself off with: one
 * review job per excursion, not one at once that only books the next. The app's own job runner is
 * off, so the jobs stay as the write left them until a test starts a runner.
 */
describe('an excursion’s review is booked by the write, at its due time', () => {
  let app: TestApp;
  let manager: TestClient;
  let gateway: GatewayClient;
  let runner: JobRunner | undefined;
  const sql = <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const reviews = (unitId: number) =>
    sql<ReviewJob>(
      `select j.key, j.run_at, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
       where t.identifier = '${EXCURSION_REVIEW_TASK}' and (j.payload->>'equipmentId')::int = ${unitId} order by j.id`,
    );
  const startedAt = async (unitId: number) => (await sql<{ at: Date }>(`select excursion_started_at as at from equipment where id = ${unitId}`))[0].at;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
    gateway = await sensorGateway(manager, 'Kitchen gateway', MAIN_KITCHEN);
  });
  afterAll(async () => {
    await runner?.stop();
    await app.close();
  });

  it('a sensor excursion books one review at start + the preset’s delay; its later readings book none; a person’s reading is reviewed at once', async () => {
    await setAlertSettings(manager, { presets: [{ type: 'fridge', minTemp: 0, maxTemp: 4, alertDelayMinutes: 45 }] });
    await record(gateway, WALK_IN_FRIDGE, 3, false);
    await record(gateway, WALK_IN_FRIDGE, 9, false);
    const started = await startedAt(WALK_IN_FRIDGE);
    expect(started).not.toBeNull();
    await record(gateway, WALK_IN_FRIDGE, 9.5, false);
    const [review, ...others] = await reviews(WALK_IN_FRIDGE);
    expect(others).toEqual([]);
    expect(review.key).toBe(`excursion-due:${WALK_IN_FRIDGE}:${review.payload.startedAt}`);
    expect(new Date(review.payload.startedAt).getTime()).toBe(new Date(started).getTime());
    expect(new Date(review.run_at).getTime()).toBe(new Date(started).getTime() + 45 * 60_000);

    // A person's probe confirms it: acted on at once, beside the booked review.
    await record(manager, WALK_IN_FRIDGE, 9, true);
    const [, atOnce] = await reviews(WALK_IN_FRIDGE);
    expect(atOnce.key).toBeNull();
    expect(Math.abs(new Date(atOnce.run_at).getTime() - Date.now())).toBeLessThan(5000);
  });

  it('the unit’s own delay wins over its preset’s', async () => {
    await sql(`update equipment set alert_delay_minutes = 5 where id = ${CHEST_FREEZER}`);
    await record(gateway, CHEST_FREEZER, -18, false);
    await record(gateway, CHEST_FREEZER, -10, false);
    const [review, ...others] = await reviews(CHEST_FREEZER);
    expect(others).toEqual([]);
    expect(new Date(review.run_at).getTime()).toBe(new Date(await startedAt(CHEST_FREEZER)).getTime() + 5 * 60_000);
  });

  it('falling due, the booked review opens one action on time (the runners are woken, not left to their poll); another run of it opens no second', async () => {
    const BAIN_MARIE = 3;
    await sql(`update equipment set alert_delay_minutes = 1 where id = ${BAIN_MARIE}`);
    // With the poll 30 s apart, only the wake-up the write asked for takes the review on time.
    runner = await startJobRunner(app.db.orm, testConfig(app.db.url, { JOBS_POLL_INTERVAL_MS: '30000' }), app.db.url, app.server.services);
    // Backdated 57 s (the demo's last reading of this unit is older): due 3 s from now.
    await record(gateway, BAIN_MARIE, 50, false, 57 / 60);
    const [review] = await reviews(BAIN_MARIE);
    const due = new Date(review.run_at).getTime();
    const [action] = await until(
      () => actionsFor(manager, BAIN_MARIE),
      (a) => a.length > 0,
      15_000,
    );
    const [{ created_at }] = await sql<{ created_at: Date }>(`select created_at from corrective_action where id = ${action.id}`);
    // Within a few seconds of due, where the 30-s poll alone would take up to 30 s.
    expect(new Date(created_at).getTime() - due).toBeLessThan(5000);

    // As a second process or a restart would: the same review again opens nothing more.
    await enqueue(app.db.orm.em.fork(), EXCURSION_REVIEW_TASK, review.payload);
    await until(
      () => reviews(BAIN_MARIE),
      (jobs) => jobs.length === 0,
    );
    expect(await actionsFor(manager, BAIN_MARIE)).toHaveLength(1);
  }, 30_000);
});
