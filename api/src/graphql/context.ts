import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionControl } from '../http/session.js';
import type { AppServices } from '../services.js';
import type { Viewer } from '../viewer.js';

/** What every resolver receives. */
export interface GraphQLContext {
  em: EntityManager;
  /** Null when signed out. */
  viewer: Viewer | null;
  session: SessionControl;
  ip: string;
  services: AppServices;
}
