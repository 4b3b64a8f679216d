import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-server.js';

describe('serving the web app', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fsm-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    app = await startTestApp('migrated', { env: { WEB_DIST: dist } });
  });
  afterAll(() => app.close());

  it('compresses bundles and caches hashed assets for a year', async () => {
    const response = await fetch(`${app.baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers client routes with index.html that always revalidates', async () => {
    const response = await fetch(`${app.baseUrl}/temperature/cold`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });
});
