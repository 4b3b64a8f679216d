import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** EntityManager forked for this request by the request-context middleware. */
    em: EntityManager;
  }
}

export function requestEm(req: Request): EntityManager {
  return req.em;
}
