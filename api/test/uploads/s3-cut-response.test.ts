import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3ReportFiles } from '../../src/modules/reports/s3-report-files.js';

/**
 * A bucket server that starts an object's body and then drops the connection (a restart, a proxy's
 * idle timeout). CI saw one such cut end an API process with an uncaught "aborted" error.
 */
describe('an S3 server that cuts a response mid-body', () => {
  let server: Server;
  let endpoint = '';
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '1000' });
      response.write('%PDF-1.4 partial');
      setTimeout(() => response.socket?.destroy(), 50);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('leaves the process running, and whoever reads the file gets the error', async () => {
    const options = { bucket: 'b', endpoint, region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true, prefix: '' };
    const files = new S3ReportFiles(options, mkdtempSync(join(tmpdir(), 'fsm-s3-cut-')));
    const opened = await files.open('pack-1.pdf');
    expect(opened?.size).toBe(1000);
    // Nobody reads the body yet while the server cuts it: the process must not die of it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(text(opened!.stream)).rejects.toThrow('aborted');
  });
});
