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
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
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

  it('a hashed asset carries no document-only headers, and keeps nosniff, CORP and the referrer policy', async () => {
    const { headers } = await fetch(`${app.baseUrl}/assets/index-abc123.js`);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
      'etag',
      'last-modified',
    ])
      expect(headers.get(name), name).toBeNull();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('documents and the service worker keep the CSP and the framing ban', async () => {
    for (const path of ['/', '/temperature/cold', '/sw.js']) {
      const { headers } = await fetch(`${app.baseUrl}${path}`);
      expect(headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('a missing asset still falls through to the client router', async () => {
    const response = await fetch(`${app.baseUrl}/assets/gone-123.js`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await response.text()).toContain('<div id="root">');
  });
});
