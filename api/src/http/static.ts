import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Router } from 'express';

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
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, path) {
        // Hashed bundles never change; everything else (index.html, sw.js, manifest) must revalidate.
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.get('/{*path}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(webDist, 'index.html'));
  });
  return router;
}
