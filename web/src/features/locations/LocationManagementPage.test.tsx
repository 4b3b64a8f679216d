import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateLocationDocument, LocationManagementDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { fakeSession } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { LocationManagementPage } from './LocationManagementPage';

const location = (id: number, name: string, extra: object = {}) => ({
  __typename: 'Location',
  id,
  name,
  address: null,
  isActive: true,
  openingTimes: null,
  ...extra,
});
const list = (locations: object[]): MockLink.MockedResponse => ({ request: { query: LocationManagementDocument }, result: { data: { locations } } });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <Providers session={fakeSession()}>
        <MemoryRouter>
          <LocationManagementPage />
        </MemoryRouter>
      </Providers>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('Location Management (SPEC 2.6)', () => {
  afterEach(() => toastStore.dismiss());

  it('shows each location with its address and opening hours', async () => {
    renderPage([
      list([
        location(1, 'Main Kitchen', { address: '1 Harbour Walk', openingTimes: { Sunday: '09:00-20:00', Monday: '07:00-22:00' } }),
        location(2, 'Airport Café'),
      ]),
    ]);
    expect(screen.getByText('Loading locations...')).toBeTruthy();
    const main = await screen.findByRole('listitem', { name: 'Main Kitchen' });
    expect(within(main).getByText('Active')).toBeTruthy();
    expect(within(main).getByText('1 Harbour Walk')).toBeTruthy();
    expect(within(main).getByText('Operating Hours')).toBeTruthy();
    expect(within(main).getByText('Monday').nextElementSibling?.textContent).toBe('07:00-22:00');
    // Days read in week order, whatever order the JSON keys came in.
    expect(Array.from(main.querySelectorAll('dt'), (dt) => dt.textContent)).toEqual(['Monday', 'Sunday']);
    expect(within(main).getByText('Staff Access')).toBeTruthy();
    const airport = screen.getByRole('listitem', { name: 'Airport Café' });
    expect(within(airport).queryByText('Operating Hours')).toBeNull();
  });

  it('requires a name, then creates the location, closes the dialog and refreshes the list', async () => {
    const create: MockLink.MockedResponse = {
      request: { query: CreateLocationDocument, variables: { input: { name: 'Harbour Deli', address: '2 Quay Road' } } },
      result: { data: { createLocation: location(9, 'Harbour Deli', { address: '2 Quay Road' }) } },
      // Long enough to see 'Creating...' even on a busy machine.
      delay: 800,
    };
    const user = renderPage([list([]), create, list([location(9, 'Harbour Deli', { address: '2 Quay Road' })])]);
    expect(await screen.findByText('No locations found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Your First Location' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Location' });
    const name = within(dialog).getByLabelText('Location Name');
    expect(name.getAttribute('placeholder')).toBe('e.g. Main Kitchen, Downtown Branch');
    await user.click(within(dialog).getByRole('button', { name: 'Create Location' }));
    expect(await within(dialog).findByText('Location Name is a required field')).toBeTruthy();

    await user.type(name, '  Harbour Deli ');
    await user.type(within(dialog).getByLabelText('Address'), '2 Quay Road');
    await user.click(within(dialog).getByRole('button', { name: 'Create Location' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeTruthy();
    expect(await notifications().findByText('Location created', {}, { timeout: 3000 })).toBeTruthy();
    expect(notifications().getByText('New location has been added successfully')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Harbour Deli' })).toBeTruthy();
  });

  it("keeps the dialog open with a 'Creation failed' toast carrying the server message", async () => {
    const create: MockLink.MockedResponse = {
      request: { query: CreateLocationDocument, variables: { input: { name: 'Dup', address: null } } },
      result: { errors: [new GraphQLError('A location with this name already exists')] },
    };
    const user = renderPage([list([location(1, 'Main Kitchen')]), create]);
    await user.click(await screen.findByRole('button', { name: 'Add Location' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Location' });
    await user.type(within(dialog).getByLabelText('Location Name'), 'Dup');
    await user.click(within(dialog).getByRole('button', { name: 'Create Location' }));
    const alert = await notifications().findByRole('alert');
    expect(alert.textContent).toContain('Creation failed');
    expect(alert.textContent).toContain('A location with this name already exists');
    expect(screen.getByRole('dialog', { name: 'Create New Location' })).toBeTruthy();
  });
});
