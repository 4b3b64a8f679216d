import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { CorrectiveActionChangedDocument, type DashboardQuery, DashboardReadingRecordedDocument, DueRemindersDocument } from '../graphql/graphql';
import { SelectedLocationProvider } from '../lib/selected-location';
import { type Session, SessionContext } from '../lib/session';
import { backupStatusMock } from './backup-fixtures';
import { fakeSession } from './fake-session';
import { foodProcessesMock } from './food-process-fixtures';
import type { CardUnit } from './reading-fixtures';

type Site = NonNullable<DashboardQuery['dashboard']['site']>;
type Overview = NonNullable<DashboardQuery['dashboard']['overview']>;

/** Mock results carry __typename, as the server's do, so Apollo can normalise them. */
export const walkInFridge: CardUnit = {
  __typename: 'Equipment',
  id: 7,
  name: 'Walk-in Fridge',
  type: 'fridge',
  isActive: true,
  locationId: 1,
  locationName: 'Main Kitchen',
  status: 'NORMAL',
  currentTemperature: 3.5,
  effectiveMinTemp: 0,
  effectiveMaxTemp: 4,
  plausibleMinTemp: -50,
  plausibleMaxTemp: 60,
  lastReading: { __typename: 'LatestReading', temperature: 3.5, recordedAt: '2026-03-02T09:30:00.000Z' },
};

export function site(overrides: Partial<Site> = {}) {
  return {
    dashboard: {
      __typename: 'Dashboard',
      userRole: 'customer_admin',
      overview: null,
      site: {
        __typename: 'SiteDashboard',
        locationId: 1,
        activeMonitoring: 1,
        complianceRate: 100,
        pendingActions: 0,
        totalChecks: 4,
        weeklyCompletion: 85,
        recentActivity: [],
        systemStatus: { __typename: 'SystemStatus', lastReadingAt: null, jobsHealthy: true },
        equipment: [walkInFridge],
        todaysChecks: [],
        ...overrides,
      },
    },
  };
}

export function overview(companies: Overview['companies']) {
  return {
    dashboard: {
      __typename: 'Dashboard',
      userRole: 'super_user',
      site: null,
      overview: { __typename: 'ProviderOverview', totalCompanies: companies.length, totalLocations: 5, totalUsers: 11, totalAlerts: 3, companies },
    },
  };
}

/** The live subscription stays open and silent unless a test sends events. */
export const quietSubscription: MockLink.MockedResponse = {
  request: { query: DashboardReadingRecordedDocument, variables: { locationId: 1 } },
  delay: Number.POSITIVE_INFINITY,
  maxUsageCount: 10,
};

/** Corrective actions at Main Kitchen stay unchanged unless a test sends changes. */
export const quietActionChanges: MockLink.MockedResponse = {
  request: { query: CorrectiveActionChangedDocument, variables: { locationId: 1 } },
  delay: Number.POSITIVE_INFINITY,
  maxUsageCount: 10,
};

/** The reminders panel's query: nothing due, unless a test brings its own answer. */
export const noReminders: MockLink.MockedResponse = {
  request: { query: DueRemindersDocument },
  result: { data: { reminders: [] } },
  maxUsageCount: 10,
};

/** Renders a dashboard screen for a user whose selected location is Main Kitchen (id 1). */
export function renderDashboard(screen: React.ReactNode, mocks: MockLink.MockedResponse[], session: Session = fakeSession()) {
  return render(
    <MockedProvider mocks={[...mocks, quietActionChanges, noReminders, foodProcessesMock(), backupStatusMock()]}>
      <AppProviders>
        <SessionContext.Provider value={session}>
          <SelectedLocationProvider locations={[{ id: 1, name: 'Main Kitchen' }]}>
            <MemoryRouter>{screen}</MemoryRouter>
          </SelectedLocationProvider>
        </SessionContext.Provider>
      </AppProviders>
    </MockedProvider>,
  );
}
