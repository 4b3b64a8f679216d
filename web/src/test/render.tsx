import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/router';
import { type Session, SessionContext } from '../app/session';

/** Renders the real route table at `path` with a given session. */
export function renderApp(path: string, session: Session) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers session={session}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

export function Providers({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <AppProviders>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </AppProviders>
  );
}
