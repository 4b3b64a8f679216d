import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { reportJobs } from '../../src/modules/reports/export.jobs.js';
import { EXPORT_TASK } from '../../src/modules/reports/export-pack.js';
import type { DiskReportFiles } from '../../src/modules/reports/report-files.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const REQUEST = `mutation($from: DateTimeISO!, $to: DateTimeISO!) {
  requestExport(from: $from, to: $to, locationIds: [1], format: "pdf") { id status } }`;

/** The export job run by hand, as a runner (or a second process, or a retry) would. */
describe('export job idempotency', () => {
  let app: TestApp;
  let manager: TestClient;
  let dataDir: string;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const runJob = (reportId: number, attempt = 1) =>
    reportJobs[EXPORT_TASK](
      { reportId },
      { em: app.db.orm.em.fork(), services: app.server.services, config: {} as Config, databaseUrl: app.db.url, attempt, maxAttempts: 3 },
    );

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'false' } });
    dataDir = (app.server.services.reportFiles as DiskReportFiles).root;
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('books one keyed job with the request; running it again, or twice at once, makes one file and one completion event', async () => {
    const { data } = await manager.graphql(REQUEST, { from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date().toISOString() });
    const id = data.requestExport.id;
    const jobs = await sql(`select key, task_identifier from graphile_worker.jobs where key = 'report-export:${id}'`);
    expect(jobs).toEqual([{ key: `report-export:${id}`, task_identifier: EXPORT_TASK }]);

    await Promise.all([runJob(id), runJob(id)]);
    await runJob(id, 2);
    expect(readdirSync(dataDir)).toEqual([`${id}.pdf`]);
    const events = await sql(`select action, after from audit_event where entity = 'report' and entity_id = '${id}' order by id`);
    expect(events.map((e) => e.action)).toEqual(['export_requested', 'export_ready']);
    const [report] = await sql(`select status, progress, file_path from report where id = ${id}`);
    expect(report).toEqual({ status: 'ready', progress: 100, file_path: `${id}.pdf` });
    const file = await download(manager, `/api/reports/${id}/download`);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The file is the one the completion event describes: the run that lost placed nothing over it.
    expect(createHash('sha256').update(file.bytes).digest('hex')).toBe(events[1].after.sha256);
  });

  it('a run that finishes after the pack is ready (its process taken for dead) leaves the ready file alone', async () => {
    const { data } = await manager.graphql(REQUEST, { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date().toISOString() });
    const id = data.requestExport.id;
    const late = runJob(id);
    await runJob(id);
    const ready = await download(manager, `/api/reports/${id}/download`);
    await late;
    const after = await download(manager, `/api/reports/${id}/download`);
    expect(after.bytes.equals(ready.bytes)).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.startsWith(`${id}.`))).toEqual([`${id}.pdf`]);
  });

  it('a last failed attempt marks the report failed, once, and leaves no file', async () => {
    const { data } = await manager.graphql(REQUEST, { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date().toISOString() });
    const id = data.requestExport.id;
    // Parameters no query can use: the job fails as it would on a lost database.
    await sql(`update report set parameters = jsonb_set(parameters, '{from}', '"not a date"') where id = ${id}`);
    await expect(runJob(id, 1)).rejects.toThrow();
    await runJob(id, 3);
    await runJob(id, 3);
    const [report] = await sql(`select status, file_path, error_message from report where id = ${id}`);
    expect(report).toEqual({ status: 'failed', file_path: null, error_message: 'The pack could not be generated' });
    expect(readdirSync(dataDir).filter((name) => name.startsWith(`${id}.`))).toEqual([]);
    const events = await sql(`select action from audit_event where entity = 'report' and entity_id = '${id}' order by id`);
    expect(events.map((e) => e.action)).toEqual(['export_requested', 'export_failed']);
    expect((await download(manager, `/api/reports/${id}/download`)).status).toBe(404);
  });
});
