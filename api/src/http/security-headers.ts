import type { RequestHandler, Response } from 'express';
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

/**
 * Headers that act only on a document (the CSP also on a worker): framing, the CSP, the opener and
 * agent-cluster policies, IE's and Flash's old switches. On a script, style sheet or font they change
 * nothing, and on the web app's hashed assets they were ≈ 0.6 KB of every response (a desktop first
 * load fetches about twenty). nosniff, Cross-Origin-Resource-Policy, Referrer-Policy (a style sheet's
 * own requests follow it) and HSTS stay on every response.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/** For a response that is never a document or a worker (the built app's hashed scripts, styles and fonts). */
export function withoutDocumentHeaders(res: Response): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
