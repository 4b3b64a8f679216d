import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Router } from 'express';
import { withoutDocumentHeaders } from './security-headers.js';

/** Serves the built web app; unknown paths get index.html so the client router can answer. */
export function webAppRoutes(webDist: string): Router {
  const router = express.Router();
  if (!existsSync(join(webDist, 'index.html'))) {
    router.get('/', (_req, res) => {
      res.type('text').send('The web app is not built yet: run `npm run build`.');
    });
    return router;
  }
  // Bundles shrink to about a third over the wire; API responses stay uncompressed (small, CPU-bound).
  router.use(compression());
  // Hashed bundles never change: cached for a year, with nothing to revalidate (no ETag or
  // Last-Modified) and none of the headers that only act on documents. A missing one falls through.
  router.use(
    '/assets',
    express.static(join(webDist, 'assets'), {
      index: false,
      immutable: true,
      maxAge: '1y',
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (res) => withoutDocumentHeaders(res),
    }),
  );
  // Everything else (index.html, sw.js, the manifest, icons) must revalidate, and keeps the CSP (sw.js is a worker).
  router.use(express.static(webDist, { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
  router.get('/{*path}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(webDist, 'index.html'));
  });
  return router;
}
