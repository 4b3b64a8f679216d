import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SelectedLocationProvider } from '../../app/selected-location';
import type { SessionUser } from '../../app/session';
import { MobileComplianceTemplatesDocument, MobileEquipmentDocument } from '../../graphql/graphql';
import { fakeSession, fakeUser } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { MobileAppPage } from './MobileAppPage';

/** Test helpers for the mobile app: a branch user at Main Kitchen and the equipment there. */
export const branchUser = fakeUser({
  id: 5,
  fullName: 'Sophie Staff',
  role: 'branch_user',
  roleLabel: 'Branch User',
  capabilities: { administration: false, manageManuals: false, manageSchedules: false, mobileOnly: true, createOwnCompany: false },
  locations: [{ id: 1, name: 'Main Kitchen' }],
});

export const unit = (id: number, name: string, type: string, min: number, max: number, status: 'NORMAL' | 'ALERT' | 'UNKNOWN' = 'NORMAL') => ({
  __typename: 'Equipment' as const,
  id,
  name,
  type,
  effectiveMinTemp: min,
  effectiveMaxTemp: max,
  status,
});

export const kitchenEquipment = [
  unit(1, 'Walk-in Fridge', 'fridge', 0, 4),
  unit(2, 'Chest Freezer', 'freezer', -20, -15),
  unit(3, 'Bain-marie', 'hot_hold', 63, 70),
  unit(4, 'Goods In Probe', 'goods_in', 0, 8),
];

/** Equipment for location 1, answered as often as the page asks (it refetches after a reading). */
export const equipmentMock = (equipment = kitchenEquipment): MockedResponse => ({
  request: { query: MobileEquipmentDocument, variables: { locationId: 1 } },
  result: { data: { equipment } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const template = (id: number, name: string, items: string[], frequency: string | null = 'daily') => ({
  __typename: 'ComplianceTemplate' as const,
  id,
  name,
  description: `${name} description`,
  frequency,
  estimatedMinutes: 5,
  checkItems: items.map((description) => ({ __typename: 'CheckItem' as const, description })),
});

export const templatesMock = (templates: ReturnType<typeof template>[]): MockedResponse => ({
  request: { query: MobileComplianceTemplatesDocument },
  result: { data: { complianceTemplates: templates } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export function renderMobileApp(mocks: MockedResponse[], user: SessionUser = branchUser) {
  const session = fakeSession({ user });
  const view = render(
    <MockedProvider mocks={mocks}>
      <Providers session={session}>
        <SelectedLocationProvider locations={user.locations}>
          <MemoryRouter initialEntries={['/mobile']}>
            <MobileAppPage />
          </MemoryRouter>
        </SelectedLocationProvider>
      </Providers>
    </MockedProvider>,
  );
  return { ...view, session, user: userEvent.setup() };
}
