import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** The text to show for a failure: the error's own message (SPEC 7 formats HTTP ones). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * True when the request failed before the server answered (offline, connection dropped, response
 * lost). A GraphQL or HTTP error is an answer: queuing it would only repeat the refusal later.
 */
export function isNetworkFailure(error: unknown): boolean {
  const answered = [CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError];
  return !answered.some((kind) => kind.is(error));
}
