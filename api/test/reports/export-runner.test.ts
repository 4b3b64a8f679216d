import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, startJobRunner } from '../../src/app/jobs.js';
import { MAIN_KITCHEN, MAIN_KITCHEN_VAN, noDataActions, silenceUnit, until } from '../alerts/alerts-helpers.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp, testConfig } from '../helpers/test-server.js';

const REQUEST = `mutation($from: DateTimeISO!, $to: DateTimeISO!) {
  requestExport(from: $from, to: $to, locationIds: [${MAIN_KITCHEN}], format: "pdf") { id status } }`;

/**
 * A pack being made must not hold up the alert loop: with one slot for alert work and one for
 * exports, an export stuck mid-way (its report row locked by another transaction) still leaves
 * the missed-readings check free to open a silent unit's action.
 */
describe('export runner', () => {
  let app: TestApp;
  let runner: JobRunner | undefined;
  let blocker: pg.Client;
  let manager: TestClient;

  beforeAll(async () => {
    // Jobs off in the server: the test starts the runners itself, once the export is blocked.
    app = await startTestApp('demo', { env: { RUN_JOBS: 'false' } });
    manager = await signedIn(app.baseUrl, 'manager');
    blocker = new pg.Client({ connectionString: app.db.url });
    await blocker.connect();
  });
  afterAll(async () => {
    await blocker.end().catch(() => {});
    await runner?.stop();
    await app.close();
  });

  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  it('an export in progress leaves the alert runner free: a silent unit gets its action while the pack waits, then the pack finishes', async () => {
    const { data } = await manager.graphql(REQUEST, { from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date().toISOString() });
    const id = data.requestExport.id;
    await blocker.query('begin');
    await blocker.query('select id from report where id = $1 for update', [id]);

    const config = testConfig(app.db.url, {
      JOBS_CONCURRENCY: '1',
      EXPORT_JOBS_CONCURRENCY: '1',
      JOBS_POLL_INTERVAL_MS: '200',
      MISSED_READINGS_CHECK_SECONDS: '1',
    });
    runner = await startJobRunner(app.db.orm, config, app.db.url, app.server.services);
    const exportJob = () => sql(`select locked_at from graphile_worker.jobs where key = 'report-export:${id}'`);
    await until(exportJob, (jobs) => jobs[0]?.locked_at != null);

    await silenceUnit(manager, sql, MAIN_KITCHEN_VAN);
    await noDataActions(manager, MAIN_KITCHEN_VAN, 15_000);
    expect((await sql(`select status from report where id = ${id}`))[0].status).toBe('generating');
    expect((await exportJob())[0].locked_at).not.toBeNull();

    await blocker.query('commit');
    const [report] = await until(
      () => sql(`select status, file_path from report where id = ${id}`),
      ([r]) => r.status !== 'generating',
      20_000,
    );
    expect(report).toEqual({ status: 'ready', file_path: `${id}.pdf` });
  });
});
