import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { CurrentUserDocument, type SessionUserFragment, SignInDocument, SignOutDocument, SignUpDocument } from '../graphql/graphql';
import { isNetworkFailure } from './errors';
import { setDisplayPreferences } from './format/display-preferences';
import { lastUser, rememberUser } from './last-user';

/**
 * The signed-in user and the calls that change it. Screens only see the `Session` value;
 * what a user may do comes from the server as `capabilities`, never from role names here.
 */
export type SessionUser = SessionUserFragment;
export type SessionLocation = SessionUser['locations'][number];
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';
/** With two-factor authentication, the code from the app (or a recovery code) comes with the password. */
export type SignInInput = { username: string; password: string; code?: string; recoveryCode?: string };
export type SignUpInput = { fullName: string; email: string; username: string; password: string; role: 'user' };
export type Session = {
  status: SessionStatus;
  user: SessionUser | null;
  signIn(input: SignInInput): Promise<SessionUser>;
  signUp(input: SignUpInput): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Reloads the user after a change to their locations or their company's display settings. */
  refreshUser(): Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}

type SessionState = Pick<Session, 'status' | 'user'>;
const signedOut: SessionState = { status: 'signed-out', user: null };
const signedIn = (user: SessionUser): SessionState => ({ status: 'signed-in', user });

/**
 * The company's temperature unit and date format follow the user; they are set before the state
 * that renders the screens, so no screen ever formats with the previous user's preferences.
 */
function settled(state: SessionState): SessionState {
  setDisplayPreferences(state.user);
  return state;
}

/**
 * Who is signed in, asked once as the app starts. SPEC 4: no user means signed out, not an error.
 * Without a network (a phone in a cold room), the last signed-in user carries on so offline
 * readings can still be queued.
 */
export function loadSession(client: ApolloClient): Promise<SessionState> {
  return askServer(client).catch((error) => {
    const remembered = isNetworkFailure(error) ? lastUser() : null;
    return remembered ? signedIn(remembered) : signedOut;
  });
}

/** The server's answer to who is signed in, never a cached one. */
async function askServer(client: ApolloClient): Promise<SessionState> {
  const { data } = await client.query({ query: CurrentUserDocument, fetchPolicy: 'network-only' });
  return data?.me ? signedIn(data.me) : signedOut;
}

/** `firstLoad`: the session already asked for (main.tsx starts it with the scripts, not after the first render). */
export function SessionProvider({ children, firstLoad }: { children: ReactNode; firstLoad?: Promise<SessionState> }) {
  const client = useApolloClient();
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null });

  useEffect(() => {
    let current = true;
    // A transition: the first screen is rendered in slices, yielding to the browser between them.
    (firstLoad ?? loadSession(client)).then((loaded) => current && startTransition(() => setState(settled(loaded))));
    return () => {
      current = false;
    };
  }, [client, firstLoad]);

  const signIn = useCallback(
    async (input: SignInInput) => {
      const { data } = await client.mutate({ mutation: SignInDocument, variables: { input } });
      if (!data) throw new Error('Sign-in returned no user');
      setState(settled(signedIn(data.login)));
      return data.login;
    },
    [client],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      const { data } = await client.mutate({ mutation: SignUpDocument, variables: { input } });
      if (!data) throw new Error('Registration returned no user');
      setState(settled(signedIn(data.register)));
      return data.register;
    },
    [client],
  );

  const signOut = useCallback(async () => {
    await client.mutate({ mutation: SignOutDocument });
    // SPEC 4: logout clears all cached data.
    await client.clearStore();
    setState(settled(signedOut));
  }, [client]);

  const refreshUser = useCallback(async () => {
    setState(settled(await askServer(client)));
  }, [client]);

  useEffect(() => {
    // Only a settled answer changes what is remembered; 'loading' must not forget the last user.
    if (state.status !== 'loading') rememberUser(state.user);
  }, [state]);

  const value = useMemo<Session>(() => ({ ...state, signIn, signUp, signOut, refreshUser }), [state, signIn, signUp, signOut, refreshUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
