import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateLocationDocument, LocationManagementDocument, SetLocationActiveDocument, UpdateLocationDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { fakeSession, fakeUser } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { timeZonesMock } from '../../test/time-zone-fixtures';
import { LocationManagementPage } from './LocationManagementPage';

const location = (id: number, name: string, extra: object = {}) => ({
  __typename: 'Location',
  id,
  name,
  address: null,
  isActive: true,
  openingTimes: null,
  timezone: 'Europe/London',
  areaName: null,
  ...extra,
});
const list = (locations: object[]): MockLink.MockedResponse => ({ request: { query: LocationManagementDocument }, result: { data: { locations } } });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

function renderPage(mocks: MockLink.MockedResponse[], session = fakeSession()) {
  render(
    <MockedProvider mocks={[...mocks, timeZonesMock()]}>
      <Providers session={session}>
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

  it('edits a location’s name, opening hours and time zone', async () => {
    const input = { name: 'Main Kitchen East', address: '1 Harbour Walk', timezone: 'America/New_York', openingTimes: { Monday: '06:00-14:00' } };
    const update: MockLink.MockedResponse = {
      request: { query: UpdateLocationDocument, variables: { id: 1, input } },
      result: { data: { updateLocation: location(1, input.name, input) } },
    };
    const main = location(1, 'Main Kitchen', { address: '1 Harbour Walk', openingTimes: { Monday: '07:00-22:00', Sunday: '09:00-20:00' } });
    const user = renderPage([list([main]), update, list([location(1, input.name, input)])]);
    const card = await screen.findByRole('listitem', { name: 'Main Kitchen' });
    expect(within(card).getByText('Time zone: Europe/London')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Deactivate Main Kitchen' })).toBeNull(); // a branch manager may not
    await user.click(within(card).getByRole('button', { name: 'Edit Main Kitchen' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Location' });
    const name = within(dialog).getByLabelText('Location Name');
    await user.clear(name);
    await user.type(name, 'Main Kitchen East');
    await user.clear(within(dialog).getByLabelText('Monday'));
    await user.type(within(dialog).getByLabelText('Monday'), '06:00-14:00');
    await user.clear(within(dialog).getByLabelText('Sunday'));
    // The zone is a list to filter (issue 30): type part of the name, arrow down to it, Enter.
    const zone = within(dialog).getByRole('combobox', { name: 'Time Zone' });
    expect((zone as HTMLInputElement).value).toBe('Europe/London');
    await user.clear(zone);
    await user.type(zone, 'new');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['America/New York']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect((zone as HTMLInputElement).value).toBe('America/New York');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await notifications().findByText('Location updated')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(await screen.findByRole('listitem', { name: 'Main Kitchen East' })).getByText('Time zone: America/New York')).toBeTruthy();
  });

  it('refuses opening hours that are no time of day, or open and close at once; Closed and overnight hours pass (issue 30)', async () => {
    const input = { name: 'Main Kitchen', address: null, timezone: 'Europe/London', openingTimes: { Friday: '18:00-02:00', Sunday: 'Closed' } };
    const update: MockLink.MockedResponse = {
      request: { query: UpdateLocationDocument, variables: { id: 1, input } },
      result: { data: { updateLocation: location(1, 'Main Kitchen', input) } },
    };
    const user = renderPage([list([location(1, 'Main Kitchen')]), update, list([location(1, 'Main Kitchen', input)])]);
    await user.click(within(await screen.findByRole('listitem', { name: 'Main Kitchen' })).getByRole('button', { name: 'Edit Main Kitchen' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Location' });
    // Pasted, not typed: every keystroke re-renders the dialog's long time-zone list.
    const fill = async (day: string, hours: string) => {
      const field = within(dialog).getByLabelText(day);
      await user.clear(field);
      if (hours) await user.click(field).then(() => user.paste(hours));
    };
    await fill('Monday', '25:00-26:00');
    await fill('Tuesday', '09:00-09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Monday: write opening hours as HH:MM-HH:MM from 00:00 to 23:59 (e.g. 07:00-22:00), or Closed')).toBeTruthy();
    expect(within(dialog).getByText('Tuesday: the site cannot open and close at the same time')).toBeTruthy();
    await fill('Monday', '');
    await fill('Tuesday', '');
    await fill('Friday', '18:00-02:00');
    await fill('Sunday', 'Closed');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await notifications().findByText('Location updated')).toBeTruthy();
  }, 30_000);

  it('company administrators deactivate a location after confirming, and reactivate it', async () => {
    const admin = fakeSession({ user: fakeUser({ capabilities: { ...fakeUser().capabilities, changeLocationStatus: true } }) });
    const setActive = (isActive: boolean): MockLink.MockedResponse => ({
      request: { query: SetLocationActiveDocument, variables: { id: 2, isActive } },
      result: { data: { setLocationActive: location(2, 'Airport Café', { isActive }) } },
    });
    const user = renderPage(
      [
        list([location(2, 'Airport Café')]),
        setActive(false),
        list([location(2, 'Airport Café', { isActive: false })]),
        setActive(true),
        list([location(2, 'Airport Café')]),
      ],
      admin,
    );
    const card = await screen.findByRole('listitem', { name: 'Airport Café' });
    await user.click(within(card).getByRole('button', { name: 'Deactivate Airport Café' }));
    const confirm = screen.getByRole('dialog', { name: 'Deactivate Airport Café?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await notifications().findByText('Location deactivated')).toBeTruthy();
    const inactive = await screen.findByRole('button', { name: 'Reactivate Airport Café' });
    expect(within(screen.getByRole('listitem', { name: 'Airport Café' })).getByText('Inactive')).toBeTruthy();
    await user.click(inactive);
    expect(await notifications().findByText('Location reactivated')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Deactivate Airport Café' })).toBeTruthy();
    expect(admin.refreshUser).toHaveBeenCalled();
  });
});
