import type { EntityManager } from '@mikro-orm/postgresql';

/** What every resolver receives: a request-scoped EntityManager. */
export interface GraphQLContext {
  em: EntityManager;
}
