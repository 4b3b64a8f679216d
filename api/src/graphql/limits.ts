import { ApolloArmor } from '@escape.tech/graphql-armor';
import { type DocumentNode, type GraphQLSchema, specifiedRules, validate } from 'graphql';

/**
 * Abuse limits for every GraphQL request, over HTTP and WebSocket alike: depth, cost, aliases
 * (one request must not try many passwords), directives and tokens.
 */
export function graphqlLimits({ introspection }: { introspection: boolean }) {
  return new ApolloArmor({
    // Tools' standard introspection query is 21 deep; it is exempt only where introspection is on at all.
    maxDepth: { n: 10, ignoreIntrospection: introspection },
    costLimit: { maxCost: 5000 },
    maxAliases: { n: 10 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 2000 },
    blockFieldSuggestion: { enabled: true },
  }).protect();
}

/** graphql-ws validates on its own; give it the same rules Apollo applies. */
export function limitedValidate(extraRules: ReturnType<typeof graphqlLimits>['validationRules']) {
  return (schema: GraphQLSchema, document: DocumentNode) => validate(schema, document, [...specifiedRules, ...extraRules]);
}
