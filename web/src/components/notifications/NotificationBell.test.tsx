import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AcknowledgeFromBellDocument, MarkNotificationsReadDocument, MyNotificationsChangedDocument, MyNotificationsDocument } from '../../graphql/graphql';
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
  canAcknowledge: false,
  acknowledgedAt: null as string | null,
  acknowledgedByName: null as string | null,
});
const mine = (unread: number, list: ReturnType<typeof notification>[], delay = 0): MockedResponse => ({
  request: { query: MyNotificationsDocument },
  result: { data: { unreadNotificationCount: unread, myNotifications: list } },
  delay,
});
/** No live event unless a test sends one. */
const quiet: MockedResponse = { request: { query: MyNotificationsChangedDocument }, delay: Number.POSITIVE_INFINITY, maxUsageCount: 10 };
/** A notification for the person arrives over the socket a moment after the bell first loads. */
const arrives = (notificationId: number): MockedResponse => ({
  request: { query: MyNotificationsChangedDocument },
  result: { data: { myNotificationsChanged: { __typename: 'MyNotificationsChanged', notificationId, unreadCount: 1 } } },
  delay: 50,
});

function renderBell(mocks: MockedResponse[], live: MockedResponse = quiet) {
  render(
    <MockedProvider mocks={[...mocks, live]}>
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
  it('a new business: no count and "No notifications"; while loading it says so', async () => {
    const user = renderBell([mine(0, [], 1500)]);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('status').textContent).toBe('Loading notifications...');
    expect(await within(panel).findByText('No notifications')).toBeTruthy();
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

  it('a notification arriving live raises the count and joins the list, without a reload', async () => {
    const alert = notification(3, 'Critical corrective action #30 at Main Kitchen', null);
    const user = renderBell([mine(0, []), mine(1, [alert])], arrives(3));
    const bell = await screen.findByRole('button', { name: 'Notifications 1' });
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('link').getAttribute('href')).toBe('/actions?action=30');
  });

  it('Acknowledge on an item that applies; then it says who has it and when (and it is read)', async () => {
    const alert = { ...notification(4, 'Critical corrective action #40 at Main Kitchen', null), canAcknowledge: true };
    const told = { ...notification(5, 'Acknowledged: corrective action #50', '2026-11-27T09:00:00Z') };
    const acknowledgedAt = '2026-11-27T10:15:00Z';
    const acknowledged = vi.fn(() => ({
      data: {
        acknowledgeCorrectiveAction: { __typename: 'CorrectiveAction', id: 40, canAcknowledge: false, acknowledgedAt, acknowledgedByName: 'Maria Manager' },
      },
    }));
    const read = vi.fn(() => ({ data: { markNotificationsRead: 0 } }));
    const user = renderBell([
      mine(1, [alert, told]),
      { request: { query: AcknowledgeFromBellDocument, variables: { id: 40 } }, result: acknowledged },
      { request: { query: MarkNotificationsReadDocument, variables: { ids: [4] } }, result: read },
      mine(0, [{ ...alert, readAt: acknowledgedAt, canAcknowledge: false, acknowledgedAt, acknowledgedByName: 'Maria Manager' }, told]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Notifications 1' }));
    const [first, second] = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
    // Only where it applies: an acknowledgement's own notification has no button.
    expect(within(second).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(first).findByText(/^Acknowledged by Maria Manager at \d\d\/\d\d\/\d{4} \d\d:\d\d/)).toBeTruthy();
    expect(acknowledged).toHaveBeenCalled();
    expect(read).toHaveBeenCalled();
    expect(within(first).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(document.activeElement).toBe(within(first).getByRole('link'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
