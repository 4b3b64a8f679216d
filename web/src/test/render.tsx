import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { act, render, waitFor } from '@testing-library/react';
import { type ReactNode, useContext, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { expect } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/router';
import { type Session, SessionContext } from '../lib/session';

/** Renders the real route table at `path` with a given session, once its lazy screens have loaded. */
export async function renderApp(path: string, session: Session) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers session={session}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  // Let React commit the screen the router just resolved.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { ...view, router };
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
