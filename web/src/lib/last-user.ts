import type { SessionUserFragment } from '../graphql/graphql';

const KEY = 'fsm.last-user';

/**
 * The last signed-in user, kept so the installed phone app still opens offline. It holds only
 * what the screens show (name, role label, locations, capabilities); the server still decides
 * every request by the session cookie.
 */
export function lastUser(): SessionUserFragment | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') as SessionUserFragment | null;
  } catch {
    return null;
  }
}

export function rememberUser(user: SessionUserFragment | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be full or disabled; the app still works online.
  }
}
