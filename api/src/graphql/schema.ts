import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { HealthResolver } from '../modules/health/health.resolver.js';

export const resolvers = [HealthResolver] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: false });
}
