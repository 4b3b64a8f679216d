import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { NotFound, Unauthenticated } from '../errors.js';
import type { Viewer } from '../viewer.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** EntityManager forked for this request by the request-context middleware. */
    em: EntityManager;
    /** Resolved from the session cookie; null when signed out. */
    viewer: Viewer | null;
  }
}

export function requestEm(req: Request): EntityManager {
  return req.em;
}

/** The signed-in viewer, or a 401 for the documented routes that need one. */
export function requireViewer(req: Request): Viewer {
  if (!req.viewer) throw new Unauthenticated();
  return req.viewer;
}

/** Parses an id path segment; anything but a positive integer is "not found", like an id out of reach. */
export function idParam(req: Request, name: string, what: string): number {
  const value = Number(req.params[name]);
  if (!Number.isSafeInteger(value) || value <= 0) throw new NotFound(what);
  return value;
}
