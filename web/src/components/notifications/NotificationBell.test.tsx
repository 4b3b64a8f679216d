import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MarkNotificationsReadDocument, MyNotificationsDocument } from '../../graphql/graphql';
import { fakeSession } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { NotificationBell } from './NotificationBell';

const notification = (id: number, subject: string, readAt: string | null) => ({
  __typename: 'MyNotification' as const,
  id,
  correctiveActionId: id * 10,
  reason: 'alert',
  subject,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt,
});
const mine = (unread: number, list: ReturnType<typeof notification>[]): MockedResponse => ({
  request: { query: MyNotificationsDocument },
  result: { data: { unreadNotificationCount: unread, myNotifications: list } },
});

function renderBell(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <Providers session={fakeSession()}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </Providers>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('the notification bell', () => {
  it('a new business: no count and "No alerts"', async () => {
    const user = renderBell([mine(0, [])]);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('No alerts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('counts the unread, lists newest first with the unread marked and linked to their action; Mark all read; Escape returns focus', async () => {
    const list = [notification(2, 'Critical corrective action #20 at Main Kitchen', null), notification(1, 'Older alert', '2026-11-01T10:00:00Z')];
    const marked = vi.fn(() => ({ data: { markNotificationsRead: 0 } }));
    const user = renderBell([
      mine(1, list),
      { request: { query: MarkNotificationsReadDocument, variables: { ids: null } }, result: marked },
      mine(
        0,
        list.map((n) => ({ ...n, readAt: n.readAt ?? '2026-11-27T10:00:00Z' })),
      ),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications 1' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await user.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Unread: Critical corrective action #20 at Main Kitchen5 minutes ago', 'Older alert5 minutes ago']);
    expect(links[0].getAttribute('href')).toBe('/actions?action=20');
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(marked).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBe(bell);
    links[1].focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
    await user.click(bell);
    await user.keyboard('{Escape}');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });
});
