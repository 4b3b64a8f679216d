import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { SelectedLocationProvider } from '../lib/selected-location';
import { type Session, SessionContext } from '../lib/session';
import { fakeSession } from './fake-session';

/**
 * Renders one screen with mocked GraphQL, a session and a router, without the whole route
 * table (so a screen's test does not depend on every other screen compiling).
 */
export function renderScreen(
  screen: ReactElement,
  { mocks = [], session = fakeSession(), path = '/' }: { mocks?: MockedResponse[]; session?: Session; path?: string } = {},
) {
  return render(
    <AppProviders>
      <SessionContext.Provider value={session}>
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={[path]}>
            <SelectedLocationProvider locations={session.user?.locations ?? []}>{screen}</SelectedLocationProvider>
          </MemoryRouter>
        </MockedProvider>
      </SessionContext.Provider>
    </AppProviders>,
  );
}
