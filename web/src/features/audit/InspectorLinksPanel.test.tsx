import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateInspectorLinkDocument, InspectorLinksDocument, RevokeInspectorLinkDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { InspectorLinksPanel } from './InspectorLinksPanel';
import { linkInput } from './inspector-link-input';

const link = (id: number, label: string, extra: object = {}) => ({
  __typename: 'InspectorLink',
  id,
  label,
  locationNames: ['Main Kitchen'],
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-11-08T00:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
  createdByName: 'Maria Manager',
  createdAt: '2026-11-23T09:00:00.000Z',
  revokedAt: null,
  ...extra,
});
const list = (inspectorLinks: object[]): MockLink.MockedResponse => ({ request: { query: InspectorLinksDocument }, result: { data: { inspectorLinks } } });

function renderPanel(mocks: MockLink.MockedResponse[], manageInspectorLinks = true, locations = fakeUser().locations) {
  const session = fakeSession({ user: fakeUser({ capabilities: capabilities({ readAuditTrail: true, manageInspectorLinks }), locations }) });
  render(
    <MockedProvider mocks={mocks}>
      <Providers session={session}>
        <InspectorLinksPanel />
      </Providers>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('Audit Log → Inspector Links', () => {
  afterEach(() => toastStore.dismiss());

  it('creates a link for chosen locations and days and shows its address once', { timeout: 30_000 }, async () => {
    const input = linkInput({ label: 'EHO visit', locationIds: ['1'], from: '2026-11-01', to: '2026-11-07', expiresInDays: 7 });
    const user = renderPanel([
      list([]),
      {
        request: { query: CreateInspectorLinkDocument, variables: { input } },
        result: { data: { createInspectorLink: { __typename: 'CreatedInspectorLink', token: 'tok-123', link: link(5, 'EHO visit') } } },
      },
      list([link(5, 'EHO visit')]),
    ]);
    await screen.findByText('No inspector links yet');
    await user.click(screen.getByRole('button', { name: 'Create Inspector Link' }));
    const form = screen.getByRole('form', { name: 'Create Inspector Link' });
    await user.type(within(form).getByLabelText('Label'), 'EHO visit');
    await user.click(within(form).getByLabelText('Main Kitchen'));
    await user.type(within(form).getByLabelText('From'), '2026-11-01');
    await user.type(within(form).getByLabelText('To'), '2026-11-07');
    await user.click(screen.getByRole('button', { name: 'Create Link' }));
    const address = await screen.findByLabelText('Inspector link');
    expect((address as HTMLInputElement).value).toBe(`${window.location.origin}/inspect/tok-123`);
    expect(await screen.findByRole('listitem', { name: 'EHO visit' })).toBeTruthy();
  });

  it('ticks a company’s only site already, and leaves the choice open when there are several (issue 30)', async () => {
    const user = renderPanel([list([])], true, [{ id: 4, name: 'Harbour Bakery' }]);
    await screen.findByText('No inspector links yet');
    await user.click(screen.getByRole('button', { name: 'Create Inspector Link' }));
    const form = screen.getByRole('form', { name: 'Create Inspector Link' });
    expect((within(form).getByLabelText('Harbour Bakery') as HTMLInputElement).checked).toBe(true);
  });

  it('leaves every site unticked for a company with several', async () => {
    const user = renderPanel([list([])]);
    await screen.findByText('No inspector links yet');
    await user.click(screen.getByRole('button', { name: 'Create Inspector Link' }));
    const form = screen.getByRole('form', { name: 'Create Inspector Link' });
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false]);
  });

  it('revokes a link, and shows revoked and expired ones without a Revoke button', async () => {
    const user = renderPanel([
      list([link(1, 'Live'), link(2, 'Old', { expiresAt: '2020-01-01T00:00:00.000Z' }), link(3, 'Stopped', { revokedAt: '2026-11-20T10:00:00.000Z' })]),
      {
        request: { query: RevokeInspectorLinkDocument, variables: { id: 1 } },
        result: { data: { revokeInspectorLink: link(1, 'Live', { revokedAt: '2026-11-23T10:00:00.000Z' }) } },
      },
    ]);
    const live = await screen.findByRole('listitem', { name: 'Live' });
    expect(within(screen.getByRole('listitem', { name: 'Old' })).getByText('Expired')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Stopped' })).queryByRole('button')).toBeNull();
    await user.click(within(live).getByRole('button', { name: 'Revoke' }));
    expect(await within(live).findByText(/^Revoked/)).toBeTruthy();
  });

  it('shows nothing to anyone the server does not let manage links', () => {
    renderPanel([], false);
    expect(screen.queryByText('Inspector Links')).toBeNull();
  });
});
