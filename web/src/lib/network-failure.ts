import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * True when the request failed before the server answered (offline, connection dropped, response
 * lost). A GraphQL or HTTP error is an answer: queuing it would only repeat the refusal later.
 * Apart from lib/errors so the sign-in page, which has no GraphQL client, does not load one for it.
 */
export function isNetworkFailure(error: unknown): boolean {
  const answered = [CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError];
  return !answered.some((kind) => kind.is(error));
}
