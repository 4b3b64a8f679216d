import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Headers for every response: nosniff, no framing (X-Frame-Options DENY), no referrer, and
 * Strict-Transport-Security only on a secure request (over plain HTTP it would mean nothing,
 * and in development it would pin localhost to HTTPS).
 */
export function securityHeaders(): RequestHandler[] {
  const base = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true });
  return [base, (req, res, next) => (req.secure ? hsts(req, res, next) : next())];
}

/**
 * The built web app's Content-Security-Policy: its own scripts only; inline styles because
 * styled-components injects <style> elements; the service worker, the manifest, the API and the
 * subscription WebSocket from the same origin ('self' covers ws:/wss: to it). Not on /graphql,
 * where the development landing page loads from Apollo's CDN.
 */
export function webAppContentSecurityPolicy(): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
}
