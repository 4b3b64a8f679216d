import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { BackupStatusDocument, FoodProcessesDocument } from '../graphql/graphql';
import { SelectedLocationProvider } from '../lib/selected-location';
import { type Session, SessionContext } from '../lib/session';
import { backupStatusMock } from './backup-fixtures';
import { fakeSession } from './fake-session';
import { foodProcessesMock } from './food-process-fixtures';

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
        <MockedProvider mocks={withBackupStatus(withFoodProcesses(mocks))}>
          <MemoryRouter initialEntries={[path]}>
            <SelectedLocationProvider locations={session.user?.locations ?? []}>{screen}</SelectedLocationProvider>
          </MemoryRouter>
        </MockedProvider>
      </SessionContext.Provider>
    </AppProviders>,
  );
}

/** The Cooling and Cooking screens (and the dashboard) also list food processes: none, unless a test answers. */
const withFoodProcesses = (mocks: MockedResponse[]): MockedResponse[] =>
  mocks.some((mock) => mock.request.query === FoodProcessesDocument) ? mocks : [...mocks, foodProcessesMock()];

/** Settings and the dashboard's status card ask for the server's backups: on, none run, unless a test answers. */
const withBackupStatus = (mocks: MockedResponse[]): MockedResponse[] =>
  mocks.some((mock) => mock.request.query === BackupStatusDocument) ? mocks : [...mocks, backupStatusMock()];
