import {
  CurrentUserDocument,
  type CurrentUserQuery,
  type SessionUserFragment,
  SignInDocument,
  type SignInMutation,
  SignOutDocument,
  SignUpDocument,
  type SignUpMutation,
} from '../graphql/graphql';
import { graphqlText } from './graphql-text';
import { fetchNotingServerTime } from './server-clock';

/**
 * The session's four GraphQL operations sent with fetch, not the GraphQL client: the sign-in page
 * then loads no Apollo, rxjs or graphql, only what it shows. GraphQL rather than SPEC 7's REST
 * routes because those answer "nobody signed in" and a wrong password with 401, which the browser
 * logs as a console error on every visit to the sign-in page.
 */

/** The server answered with a refusal: its own words, and whether it asks for a second factor. */
export class SessionRefused extends Error {
  constructor(
    message: string,
    readonly twoFactorRequired = false,
  ) {
    super(message);
    this.name = 'SessionRefused';
  }
}

type GraphQLAnswer<T> = { data?: T | null; errors?: { message?: string; extensions?: { code?: string } }[] };

/** One operation; a TypeError from fetch (no answer at all) passes through as it is. */
async function send<T>(document: object, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetchNotingServerTime('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/graphql-response+json, application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ query: graphqlText(document), variables }),
  });
  const answer = (await response.json().catch(() => null)) as GraphQLAnswer<T> | null;
  const errors = answer?.errors ?? [];
  if (errors.length) {
    // In the words the GraphQL client gave (one line per error).
    const message = errors.map((e) => e.message || 'Error message not found.').join('\n');
    throw new SessionRefused(
      message,
      errors.some((e) => e.extensions?.code === 'TWO_FACTOR_REQUIRED'),
    );
  }
  if (!response.ok || !answer?.data) throw new SessionRefused(`Response not successful: Received status code ${response.status}`);
  return answer.data;
}

/** SPEC 4: no user means signed out (null), not an error. */
export async function currentUser(): Promise<SessionUserFragment | null> {
  return (await send<CurrentUserQuery>(CurrentUserDocument)).me ?? null;
}

export const logIn = async (input: object) => (await send<SignInMutation>(SignInDocument, { input })).login;
export const register = async (input: object) => (await send<SignUpMutation>(SignUpDocument, { input })).register;
export const logOut = () => send<unknown>(SignOutDocument);

/** True when no answer came (offline, connection dropped): an answer, even a refusal, is not one. */
export const noAnswer = (error: unknown): boolean => !(error instanceof SessionRefused);
