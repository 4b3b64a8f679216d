import { randomUUID } from 'node:crypto';
import { unwrapResolverError } from '@apollo/server/errors';
import { type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { DomainError, inputErrorFromDatabase, TwoFactorRequired } from '../errors.js';
import { describeValidationErrors } from '../validation.js';

/** Maps domain errors to `extensions.code`; anything unexpected is logged and shown generically. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, exposeDetails: boolean): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  const original = inputErrorFromDatabase(unwrapped) ?? unwrapped;
  const base = { locations: formatted.locations, path: formatted.path };
  if (original instanceof TwoFactorRequired) return { ...base, message: original.message, extensions: { code: 'TWO_FACTOR_REQUIRED' } };
  if (original instanceof DomainError) return { ...base, message: original.message, extensions: { code: original.code } };
  if (original instanceof ArgumentValidationError) {
    return { ...base, message: describeValidationErrors(original.extensions.validationErrors), extensions: { code: 'BAD_USER_INPUT' } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
    return exposeDetails ? formatted : { ...base, message: withoutSuggestions(formatted.message), extensions: { code } };
  }
  const requestId = randomUUID();
  console.error(`[graphql ${requestId}]`, original);
  return { ...base, message: `Something went wrong (reference ${requestId})`, extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } };
}

/**
 * graphql-js names what a wrong field, argument, type or enum value may have meant ("Did you mean the
 * enum value …?"), in validation and in variable coercion alike: schema that introspection, off in
 * production, would otherwise keep to itself. Armor's mask covers only `Did you mean "…"` on HTTP.
 */
function withoutSuggestions(message: string): string {
  return message.replace(/\s*(?:Did you mean\b[^?]*|\[Suggestion hidden\])\?/g, '');
}
