import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateMyCompanyDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { timeZonesMock } from '../../test/time-zone-fixtures';
import { WelcomePage } from './WelcomePage';

const newcomer = fakeUser({ companyName: null, locations: [], capabilities: capabilities({ createOwnCompany: true }) });
const owner = { __typename: 'Me' as const, ...fakeUser(), locations: fakeUser().locations.map((l) => ({ __typename: 'LocationSummary' as const, ...l })) };

function created(timezone: string, region: string): MockLink.MockedResponse {
  const input = { name: 'Olive Tree', location: { name: 'Kitchen', address: null, timezone }, region };
  return { request: { query: CreateMyCompanyDocument, variables: { input } }, result: { data: { createMyCompany: owner } } };
}

/** The sign-up form, in a browser whose own clock is `browserZone`. */
function renderWelcome(browserZone: string, mocks: MockLink.MockedResponse[]) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: browserZone };
  });
  render(
    <MockedProvider mocks={[timeZonesMock(), ...mocks]}>
      <Providers session={fakeSession({ user: newcomer })}>
        <MemoryRouter>
          <WelcomePage />
        </MemoryRouter>
      </Providers>
    </MockedProvider>,
  );
  return userEvent.setup();
}

const region = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('Create your business: where the kitchen is (issue 30)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toastStore.dismiss();
  });

  it('starts in the browser’s time zone, the region preselected from it', async () => {
    const user = renderWelcome('Europe/London', [created('Europe/London', 'UK_EU')]);
    const zone = screen.getByRole('combobox', { name: 'Time Zone' }) as HTMLInputElement;
    expect(zone.value).toBe('Europe/London');
    expect(await screen.findByRole('radio', { name: 'UK / EU', checked: true })).toBeTruthy();
    expect(region('US').checked).toBe(false);
    await user.type(screen.getByLabelText('Business Name'), 'Olive Tree');
    await user.type(screen.getByLabelText('First Location Name'), 'Kitchen');
    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    expect(await notifications().findByText('Business created')).toBeTruthy();
  });

  it('a US zone preselects US; the owner may choose otherwise, and a later zone keeps their choice', async () => {
    const user = renderWelcome('America/Chicago', [created('America/New_York', 'UK_EU')]);
    expect(await screen.findByRole('radio', { name: 'US', checked: true })).toBeTruthy();
    const zone = screen.getByRole('combobox', { name: 'Time Zone' });
    await user.clear(zone);
    await user.type(zone, 'toronto');
    await user.keyboard('{Enter}');
    // America/Toronto is American but not in the US.
    expect(region('UK / EU').checked).toBe(true);
    await user.clear(zone);
    await user.type(zone, 'new york');
    await user.keyboard('{Enter}');
    expect(region('US').checked).toBe(true);
    await user.click(region('UK / EU'));
    await user.clear(zone);
    await user.type(zone, 'America/New_York');
    expect(region('UK / EU').checked).toBe(true);
    await user.type(screen.getByLabelText('Business Name'), 'Olive Tree');
    await user.type(screen.getByLabelText('First Location Name'), 'Kitchen');
    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    expect(await notifications().findByText('Business created')).toBeTruthy();
  });
});
