import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { Forbidden } from '../errors.js';

/** The message a cross-site write gets (403). */
export const FOREIGN_ORIGIN = 'Requests from another site are not accepted; add its origin to ALLOWED_ORIGINS to allow it';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The site a browser says a request comes from: its Origin, else its Referer's origin. Programs
 * (gateways with an API key, curl) send neither, and cannot ride a signed-in person's cookie.
 */
export function browserOrigin(headers: IncomingHttpHeaders): string | undefined {
  if (headers.origin !== undefined) return headers.origin;
  if (!headers.referer) return undefined;
  try {
    return new URL(headers.referer).origin;
  } catch {
    return 'null';
  }
}

/** The app's own origin (the host the request was sent to) or one named in ALLOWED_ORIGINS. `null` (sandboxed pages) never is. */
export function isOwnOrAllowedOrigin(origin: string, host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing requests another site's page makes with the visitor's cookie: a form or
 * a text/plain fetch needs no CORS preflight, so SameSite=Lax and CORS alone do not stop it (a
 * multipart upload, a logout). Reads stay open; requests without Origin or Referer too.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const origin = STATE_CHANGING.has(req.method) ? browserOrigin(req.headers) : undefined;
    // req.host: the Host header, or X-Forwarded-Host when TRUST_PROXY trusts the proxy that set it.
    const foreign = origin !== undefined && !isOwnOrAllowedOrigin(origin, req.host, allowedOrigins);
    next(foreign ? new Forbidden(FOREIGN_ORIGIN) : undefined);
  };
}
