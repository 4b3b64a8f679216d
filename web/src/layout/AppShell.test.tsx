import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { capabilities, fakeSession, fakeUser } from '../test/fake-session';
import { renderApp } from '../test/render';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('header', () => {
  it("shows the user's name, role label and initials, and a Location select defaulting to the first", async () => {
    await renderApp('/', fakeSession());
    expect(screen.getByText('Jane Cook')).toBeTruthy();
    expect(screen.getByText('Branch Manager')).toBeTruthy();
    expect(screen.getByText('JC')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement;
    expect(select.value).toBe('1');
    // Until the API has counted the person's unread notifications, the bell shows no number (never a sample).
    expect(screen.getByRole('button', { name: 'Notifications' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('hides the Location select when the user has no location', async () => {
    await renderApp('/', fakeSession({ user: fakeUser({ locations: [] }) }));
    expect(screen.queryByRole('combobox', { name: 'Location' })).toBeNull();
  });

  it('opens the user menu from the keyboard and closes it on Escape, returning focus', async () => {
    await renderApp('/', fakeSession());
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: /User menu/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Profile', 'Settings', 'Log out']);
    expect(document.activeElement?.textContent).toBe('Profile');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Log out');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it.each([
    ['an administrator', true, '/admin/settings'],
    ['anyone else', false, '/profile'],
  ])('takes %s from Settings to their settings', async (_who, administration, expected) => {
    const { pathname } = await renderApp('/', fakeSession({ user: fakeUser({ capabilities: capabilities({ administration }) }) }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(pathname()).toBe(expected));
  });

  it("logs out with 'Logged out' / 'See you next time!'", async () => {
    const session = fakeSession();
    await renderApp('/', session);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(session.signOut).toHaveBeenCalled();
    expect(await notifications().findByText('Logged out')).toBeTruthy();
    expect(notifications().getByText('See you next time!')).toBeTruthy();
  });

  it("reports a failed logout as 'Logout failed' with the message", async () => {
    const signOut = vi.fn(async () => {
      throw new Error('500: Internal Server Error');
    });
    await renderApp('/', fakeSession({ signOut }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    const alert = await notifications().findByRole('alert');
    expect(alert.textContent).toContain('Logout failed');
    expect(alert.textContent).toContain('500: Internal Server Error');
  });
});

describe('sidebar', () => {
  it('lists the SPEC 2.2 entries in order and marks the current page', async () => {
    await renderApp('/temperature/cooling', fakeSession());
    const labels = mainNav()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Goods In',
      'Storage Fridge/Freezer',
      'Cooking/Reheating',
      'Cooling',
      'Hot Hold',
      'Hot Display',
      'Cold Display',
      'Deliveries Out',
      'Daily Opening',
      'Closing',
      'Allergen',
      'Monthly',
      'Calibration',
      'Digital Forms',
      'Cleaning Schedules',
      'Training Records',
      'Food Safety Manuals',
      'Reports & Analytics',
      'Corrective Actions',
      'User Management',
      'Location Management',
      'Settings & Presets',
    ]);
    expect(mainNav().getByRole('link', { name: 'Cooling' }).getAttribute('aria-current')).toBe('page');
    expect(mainNav().getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'View Resources' }).getAttribute('href')).toBe('/help');
  });

  const grants = (administration: boolean) => capabilities({ administration });

  it('shows Administration when the server grants that capability', async () => {
    await renderApp('/', fakeSession({ user: fakeUser({ capabilities: grants(true) }) }));
    expect(mainNav().getByRole('link', { name: 'User Management' })).toBeTruthy();
  });

  it('hides Administration otherwise', async () => {
    await renderApp('/', fakeSession({ user: fakeUser({ role: 'admin', capabilities: grants(false) }) }));
    expect(mainNav().queryByText('Administration')).toBeNull();
    expect(mainNav().queryByRole('link', { name: 'User Management' })).toBeNull();
  });

  it('has the five bottom bar entries for small screens', async () => {
    await renderApp('/', fakeSession());
    // jsdom ignores media queries, so the bar stays display:none (and nameless to queries) here.
    const bar = document.querySelector<HTMLElement>('nav[aria-label="Mobile"]');
    expect(bar).not.toBeNull();
    const links = within(bar as HTMLElement).getAllByRole('link', { hidden: true });
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Temp', '/temperature'],
      ['Checks', '/compliance'],
      ['Reports', '/reports'],
      ['More', '/more'],
    ]);
  });
});
