import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, createServer } from '../../src/app/server.js';
import { spawnServer } from '../helpers/child-server.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { inspectorPack } from '../helpers/pack-files.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { testConfig } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const REQUEST = `mutation($from: DateTimeISO!, $to: DateTimeISO!, $format: String!) {
  requestExport(from: $from, to: $to, locationIds: [1], format: $format) { id } }`;
const REPORTS = `query { reports { id status downloadUrl } }`;
const CREATE_LINK = `mutation($input: CreateInspectorLinkInput!) { createInspectorLink(input: $input) { token } }`;
const ANOTHER_FOLDER = /Another API process on this database keeps its files in another data folder/;

const newDir = () => mkdtempSync(join(tmpdir(), 'fsm-files-'));

/** An API process in this test process: its own data folder unless told, over the test's database. */
async function startProcess(db: TestDatabase, env: Record<string, string>): Promise<{ server: AppServer; baseUrl: string }> {
  const server = await createServer(db.orm, testConfig(db.url, { RUN_JOBS: 'false', ...env }), db.url, db.ownerUrl);
  return { server, baseUrl: `http://127.0.0.1:${await server.listen(0)}` };
}

async function readyReport(client: TestClient, id: number): Promise<{ status: string; downloadUrl: string }> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const report = (await client.graphql(REPORTS)).data.reports.find((r: { id: number }) => r.id === id);
    if (report.status !== 'generating' || Date.now() > deadline) return report;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('files shared by two API processes on one database (issue 37 item 3)', () => {
  describe('in S3-compatible storage (a real s3rver in this process)', () => {
    let s3: S3rver;
    let db: TestDatabase;
    let a: { server: AppServer; baseUrl: string };
    let b: { server: AppServer; baseUrl: string };
    const folders = { a: newDir(), b: newDir() };

    beforeAll(async () => {
      s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: newDir(), configureBuckets: [{ name: 'fsm-files', configs: [] }] });
      const { port } = await s3.run();
      const bucket = {
        UPLOADS_S3_BUCKET: 'fsm-files',
        UPLOADS_S3_ENDPOINT: `http://127.0.0.1:${port}`,
        UPLOADS_S3_ACCESS_KEY_ID: 'S3RVER',
        UPLOADS_S3_SECRET_ACCESS_KEY: 'S3RVER',
        UPLOADS_S3_PREFIX: 'shared/',
        INSPECTOR_REQUESTS_PER_MINUTE: '1000',
      };
      db = await createTestDatabase('demo');
      // Each on its own disk, as on two machines: only process A runs jobs, so A makes every pack.
      a = await startProcess(db, { ...bucket, DATA_DIR: folders.a, RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' });
      b = await startProcess(db, { ...bucket, DATA_DIR: folders.b });
    });
    afterAll(async () => {
      await a?.server.close();
      await b?.server.close();
      await db?.close();
      await s3?.close();
    });

    it('a PDF and a CSV pack made by process A download whole from process B, to the same company only', async () => {
      const [onA, onB] = await Promise.all([signedIn(a.baseUrl, 'manager'), signedIn(b.baseUrl, 'manager')]);
      const range = { from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date().toISOString() };
      for (const [format, type, magic] of [
        ['pdf', 'application/pdf', '%PDF-'],
        ['csv', 'application/zip', 'PK'],
      ]) {
        const { data } = await onA.graphql(REQUEST, { ...range, format });
        const report = await readyReport(onB, data.requestExport.id);
        expect(report.status).toBe('ready');
        const fromB = await download(onB, report.downloadUrl);
        expect(fromB.status).toBe(200);
        expect(fromB.headers.get('content-type')).toBe(type);
        expect(Number(fromB.headers.get('content-length'))).toBe(fromB.bytes.length);
        expect(fromB.bytes.subarray(0, magic.length).toString()).toBe(magic);
        expect((await download(onA, report.downloadUrl)).bytes.equals(fromB.bytes)).toBe(true);
        expect((await download(await signedIn(b.baseUrl, 'rivermgr'), report.downloadUrl)).status).toBe(404);
      }
      // Nothing stays on A's disk: the packs went up to the bucket, their partial files were removed.
      expect(readdirSync(join(folders.a, 'reports'))).toEqual([]);
    });

    it('an inspector pack asked for on process A downloads from process B', async () => {
      const manager = await signedIn(a.baseUrl, 'manager');
      const { data, errors } = await manager.graphql(CREATE_LINK, {
        input: {
          label: 'Two processes',
          locationIds: [1],
          periodStart: new Date(Date.now() - 3 * 86_400_000).toISOString(),
          periodEnd: new Date().toISOString(),
        },
      });
      expect(errors).toBeUndefined();
      const token = data.createInspectorLink.token;
      expect((await fetch(`${a.baseUrl}/api/inspect/${token}/pack`, { method: 'POST' })).status).toBe(202);
      const response = await inspectorPack(b.baseUrl, token, false);
      expect(response.status).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });
  });

  describe('on local disk (no UPLOADS_S3_BUCKET)', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase('migrated');
    });
    afterAll(() => db?.close());

    it('a second process keeping files in another folder refuses to start, saying why; one sharing the folder starts; the lock goes with its process', async () => {
      const [shared, other] = [newDir(), newDir()];
      const first = await startProcess(db, { DATA_DIR: shared });
      await expect(startProcess(db, { DATA_DIR: other })).rejects.toThrow(ANOTHER_FOLDER);
      // The real entry point, as a second machine would start it: it exits with the reason.
      await expect(spawnServer(db, { DATA_DIR: other })).rejects.toThrow(ANOTHER_FOLDER);
      const beside = await startProcess(db, { DATA_DIR: shared });
      await beside.server.close();
      await first.server.close();
      const moved = await startProcess(db, { DATA_DIR: other });
      await moved.server.close();
    });
  });
});
