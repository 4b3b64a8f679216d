import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { HealthResolver } from '../modules/health/health.resolver.js';

export const resolvers = [HealthResolver, AuthResolver] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    // The same class-validator rules the REST facade applies to the same input classes.
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
  });
}
