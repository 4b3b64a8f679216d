import type { SessionUserFragment } from '../graphql/graphql';
import { fetchNotingServerTime } from './server-clock';

/**
 * The session over SPEC 7's REST calls (GET /api/user, POST /api/login, /api/register,
 * /api/logout): the sign-in page then needs no GraphQL client, so its first load carries only
 * what it shows. The answers are the same user as the GraphQL `me` (SessionUser's fields).
 */

/** The server answered with a refusal: its own words, and whether it asks for a second factor. */
export class SessionRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly twoFactorRequired = false,
  ) {
    super(message);
    this.name = 'SessionRefused';
  }
}

/** A request the server answered (with anything); a TypeError from fetch means no answer came. */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetchNotingServerTime(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as (T & { message?: string; twoFactorRequired?: boolean }) | null;
  if (!response.ok)
    throw new SessionRefused(answer?.message ?? `${response.status} ${response.statusText}`, response.status, answer?.twoFactorRequired === true);
  return answer as T;
}

/** SPEC 7: 401 means nobody is signed in (null), not an error. */
export async function currentUser(): Promise<SessionUserFragment | null> {
  try {
    return await call<SessionUserFragment>('GET', '/api/user');
  } catch (error) {
    if (error instanceof SessionRefused && error.status === 401) return null;
    throw error;
  }
}

export const logIn = (input: object) => call<SessionUserFragment>('POST', '/api/login', input);
export const register = (input: object) => call<SessionUserFragment>('POST', '/api/register', input);
export const logOut = () => call<unknown>('POST', '/api/logout');

/** True when no answer came (offline, connection dropped): an answer, even a refusal, is not one. */
export const noAnswer = (error: unknown): boolean => !(error instanceof SessionRefused);
