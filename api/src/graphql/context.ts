import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../app-services.js';
import type { SessionControl } from '../http/session.js';
import type { Viewer } from '../modules/auth/viewer.js';
import type { Loaders } from './loaders.js';

/** What every resolver receives. */
export interface GraphQLContext {
  em: EntityManager;
  /** Null when signed out. */
  viewer: Viewer | null;
  session: SessionControl;
  ip: string;
  services: AppServices;
  loaders: Loaders;
}
