import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { roleLabel } from './roles';

/**
 * The signed-in user and the calls that change it. Everything that talks to the server
 * about the session lives in this module (SPEC 7 REST contract), so it can be swapped for
 * GraphQL without touching the screens, which only see the `Session` value.
 */
export type SessionLocation = { id: number; name: string };
export type SessionUser = {
  id: number;
  username: string;
  fullName: string;
  role: string;
  roleLabel: string;
  initials: string;
  locations: SessionLocation[];
};
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';
export type SignInInput = { username: string; password: string };
export type SignUpInput = {
  fullName: string;
  email: string;
  username: string;
  password: string;
  role: 'user';
};
export type Session = {
  status: SessionStatus;
  user: SessionUser | null;
  signIn(input: SignInInput): Promise<SessionUser>;
  signUp(input: SignUpInput): Promise<SessionUser>;
  signOut(): Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** SPEC 7: JSON with cookies; a non-OK response becomes '<status>: <body text or status text>'. */
async function callApi(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  }
  return response;
}

type ApiUser = { id: number; username: string; fullName: string; role: string };

function initialsOf(user: ApiUser): string {
  const words = user.fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (letters.map((w) => w[0]).join('') || user.username.slice(0, 1)).toUpperCase();
}

/** Locations only feed the header selector; without them the user can still work. */
async function toSessionUser(user: ApiUser): Promise<SessionUser> {
  const locations = await callApi('GET', '/api/user/locations')
    .then((r) => r.json() as Promise<SessionLocation[]>)
    .catch(() => []);
  return { ...user, roleLabel: roleLabel(user.role), initials: initialsOf(user), locations };
}

/** SPEC 4: a 401 on the current-user fetch means signed out, not an error. */
async function loadCurrentUser(): Promise<SessionUser | null> {
  try {
    const user = (await (await callApi('GET', '/api/user')).json()) as ApiUser | null;
    return user ? toSessionUser(user) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

type SessionState = Pick<Session, 'status' | 'user'>;
const signedOut: SessionState = { status: 'signed-out', user: null };

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null });

  useEffect(() => {
    let current = true;
    // Any failure other than 401 also lands on the sign-in page, where signing in shows the error.
    loadCurrentUser()
      .then((user) => current && setState(user ? { status: 'signed-in', user } : signedOut))
      .catch(() => current && setState(signedOut));
    return () => {
      current = false;
    };
  }, []);

  const enter = useCallback(async (path: string, input: SignInInput | SignUpInput) => {
    const user = await toSessionUser((await (await callApi('POST', path, input)).json()) as ApiUser);
    setState({ status: 'signed-in', user });
    return user;
  }, []);

  const signOut = useCallback(async () => {
    await callApi('POST', '/api/logout');
    setState(signedOut);
  }, []);

  const value = useMemo<Session>(
    () => ({
      ...state,
      signIn: (input) => enter('/api/login', input),
      signUp: (input) => enter('/api/register', input),
      signOut,
    }),
    [state, enter, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
