import { ApolloArmor } from '@escape.tech/graphql-armor';
import { type DocumentNode, type GraphQLSchema, parse, type Source, specifiedRules, validate } from 'graphql';
import { storableLiterals } from './storable-literals.js';

/** Parsing stops past this many tokens; enforced by the parser itself so a failure stays a 400. */
export const MAX_TOKENS = 2000;

/**
 * Abuse limits for every GraphQL request, over HTTP and WebSocket alike: depth, cost, aliases
 * (one request must not try many passwords), directives and tokens.
 */
export function graphqlLimits({ introspection }: { introspection: boolean }) {
  const armor = new ApolloArmor({
    // Tools' standard introspection query is 21 deep; it is exempt only where introspection is on at all.
    maxDepth: { n: 10, ignoreIntrospection: introspection },
    costLimit: { maxCost: 5000 },
    maxAliases: { n: 10 },
    maxDirectives: { n: 20 },
    // Armor's own token plugin reparses and turns syntax errors into 500s; the parser does it instead.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return { ...armor, validationRules: [...armor.validationRules, storableLiterals] };
}

/** graphql-ws parses on its own; give it the same token limit Apollo applies. */
export const limitedParse = (source: string | Source) => parse(source, { maxTokens: MAX_TOKENS });

/** graphql-ws validates on its own; give it the same rules Apollo applies. */
export function limitedValidate(extraRules: ReturnType<typeof graphqlLimits>['validationRules']) {
  return (schema: GraphQLSchema, document: DocumentNode) => validate(schema, document, [...specifiedRules, ...extraRules]);
}
