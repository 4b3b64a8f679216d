import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { SessionUserFragment } from '../graphql/graphql';
import { setDisplayPreferences } from './format/display-preferences';
import { lastUser, rememberUser } from './last-user';
import { currentUser, logIn, logOut, noAnswer, register } from './session-api';

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
export function loadSession(): Promise<SessionState> {
  return askServer().catch((error) => {
    const remembered = noAnswer(error) ? lastUser() : null;
    return remembered ? signedIn(remembered) : signedOut;
  });
}

/** The server's answer to who is signed in, never a cached one. */
async function askServer(): Promise<SessionState> {
  const user = await currentUser();
  return user ? signedIn(user) : signedOut;
}

/**
 * `firstLoad`: the session already asked for (main.tsx starts it with the scripts, not after the
 * first render). `clearData`: empties the data client's cache on sign-out (SPEC 4); the session
 * itself talks REST, so the sign-in page never needs that client.
 */
export function SessionProvider({
  children,
  firstLoad,
  clearData,
}: {
  children: ReactNode;
  firstLoad?: Promise<SessionState>;
  clearData?: () => Promise<unknown>;
}) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null });

  useEffect(() => {
    let current = true;
    // A transition: the first screen is rendered in slices, yielding to the browser between them.
    (firstLoad ?? loadSession()).then((loaded) => current && startTransition(() => setState(settled(loaded))));
    return () => {
      current = false;
    };
  }, [firstLoad]);

  const signIn = useCallback(async (input: SignInInput) => {
    const user = await logIn(input);
    setState(settled(signedIn(user)));
    return user;
  }, []);

  const signUp = useCallback(async (input: SignUpInput) => {
    const user = await register(input);
    setState(settled(signedIn(user)));
    return user;
  }, []);

  const signOut = useCallback(async () => {
    await logOut();
    // SPEC 4: logout clears all cached data.
    await clearData?.();
    setState(settled(signedOut));
  }, [clearData]);

  const refreshUser = useCallback(async () => {
    setState(settled(await askServer()));
  }, []);

  useEffect(() => {
    // Only a settled answer changes what is remembered; 'loading' must not forget the last user.
    if (state.status !== 'loading') rememberUser(state.user);
  }, [state]);

  const value = useMemo<Session>(() => ({ ...state, signIn, signUp, signOut, refreshUser }), [state, signIn, signUp, signOut, refreshUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
