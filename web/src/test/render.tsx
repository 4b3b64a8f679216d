import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useContext, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Observable } from 'rxjs';
import { expect } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes, SCREEN_LOADING } from '../app/router';
import { type Session, SessionContext } from '../lib/session';

/**
 * Renders the real route table at `path` with a given session, once its lazy screens have loaded.
 * `pathname()` is where the app is now (after its redirects).
 */
export async function renderApp(path: string, session: Session) {
  let pathname = path;
  const follow = (now: string) => {
    pathname = now;
  };
  const view = render(
    <Providers session={session}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <FollowPath onChange={follow} />
      </MemoryRouter>
    </Providers>,
  );
  await waitFor(() => expect(screen.queryByText(SCREEN_LOADING)).toBeNull(), { timeout: 10_000 });
  // Let React commit the screen whose chunk just loaded.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { ...view, pathname: () => pathname };
}

/** Reports the router's current pathname on every render. */
function FollowPath({ onChange }: { onChange: (pathname: string) => void }) {
  onChange(useLocation().pathname);
  return null;
}

/**
 * A client whose server never answers, for tests that render screens without mocking
 * their data: the screens stay in their loading state. A MockedProvider around these
 * providers is kept.
 */
function silentClient() {
  return new ApolloClient({ link: new ApolloLink(() => new Observable(() => {})), cache: new InMemoryCache() });
}

export function Providers({ session, children }: { session: Session; children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  const [client] = useState(() => outer ?? silentClient());
  return (
    <ApolloProvider client={client}>
      <AppProviders>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </AppProviders>
    </ApolloProvider>
  );
}
