import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3UploadStorage } from '../../src/modules/uploads/s3-upload-storage.js';
import { signedIn } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download, tinyPdf, upload } from './upload-client.js';

/** A real S3-compatible server (s3rver: the S3 REST API over a directory), started in this process. */
describe('S3-compatible upload storage', () => {
  let s3: S3rver;
  let endpoint = '';
  const bucket = 'fsm-uploads';
  const options = () => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'test/',
  });

  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'fsm-s3-')),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(() => s3.close());

  it('stores bytes under a random key, reads them back, and answers a missing key with undefined', async () => {
    const storage = new S3UploadStorage(options());
    const content = Buffer.from([0, 1, 2, 255, ...Buffer.from('manual bytes')]);
    const key = await storage.save(content);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await storage.read(key))?.equals(content)).toBe(true);
    await storage.saveAs('demo-manual-1', Buffer.from('demo'));
    expect((await storage.read('demo-manual-1'))?.toString()).toBe('demo');
    expect(await storage.read('no-such-key')).toBeUndefined();
    await expect(storage.read('../etc/passwd')).rejects.toThrow('Invalid storage key');
    // The prefix keeps environments apart in one bucket: another prefix does not see this object.
    expect(await new S3UploadStorage({ ...options(), prefix: 'other/' }).read(key)).toBeUndefined();
    storage.close();
  });

  describe('as the server’s store (UPLOADS_S3_* set)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp('demo', {
        env: {
          UPLOADS_S3_BUCKET: bucket,
          UPLOADS_S3_ENDPOINT: endpoint,
          UPLOADS_S3_ACCESS_KEY_ID: 'S3RVER',
          UPLOADS_S3_SECRET_ACCESS_KEY: 'S3RVER',
          UPLOADS_S3_PREFIX: 'app/',
        },
      });
    });
    afterAll(() => app?.close());

    it('uploads into the bucket and serves the file back to the same company only', async () => {
      const manager = await signedIn(app.baseUrl, 'manager');
      const pdf = tinyPdf('In a bucket');
      const { status, body } = await upload(manager, 'manual', pdf, 'Bucket.pdf');
      expect(status).toBe(201);
      const [row] = await app.db.orm.em.getConnection().execute(`select storage_key from upload where id = ${body.id}`);
      const direct = new S3UploadStorage({ ...options(), prefix: 'app/' });
      expect((await direct.read(row.storage_key))?.equals(pdf)).toBe(true);
      direct.close();
      const served = await download(manager, `/api/uploads/${body.id}`);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(pdf)).toBe(true);
      const river = await signedIn(app.baseUrl, 'rivermgr');
      expect((await river.get(`/api/uploads/${body.id}`)).status).toBe(404);
    });

    it('restores the demo files into the bucket at start', async () => {
      const cook = await signedIn(app.baseUrl, 'cook');
      const { data } = await cook.graphql('{ manuals { fileUrl } }');
      const file = await download(cook, data.manuals[0].fileUrl);
      expect(file.status).toBe(200);
      expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});
