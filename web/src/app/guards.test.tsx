import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { capabilities, fakeSession, fakeUser } from '../test/fake-session';
import { renderApp } from '../test/render';

describe('route guards (SPEC 2.1)', () => {
  it('sends a signed-out visitor on a protected route to /auth', async () => {
    const { pathname } = await renderApp('/reports', fakeSession({ user: null }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(pathname()).toBe('/auth');
  });

  it('shows a centred spinner while the current user is loading', async () => {
    const { pathname } = await renderApp('/reports', fakeSession({ status: 'loading', user: null }));
    expect(screen.getByRole('status').textContent).toBe('Loading your account');
    expect(screen.queryByRole('heading', { name: 'Reports & Analytics' })).toBeNull();
    expect(pathname()).toBe('/reports');
  });

  it('sends a signed-in user on /auth to the dashboard', async () => {
    const { pathname } = await renderApp('/auth', fakeSession());
    // After the redirect three chunks load one after the other (the data client, the shell, the screen).
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' }, { timeout: 10_000 })).toBeTruthy();
    expect(pathname()).toBe('/');
  });

  it('confines a branch user to /mobile', async () => {
    const session = fakeSession({
      user: fakeUser({
        role: 'branch_user',
        roleLabel: 'Branch User',
        capabilities: capabilities({ mobileOnly: true }),
      }),
    });
    const { pathname } = await renderApp('/temperature/goods-in', session);
    expect(await screen.findByRole('heading', { name: 'Food Safety Workflow' })).toBeTruthy();
    expect(pathname()).toBe('/mobile');
  });

  it('shows Access Restricted to other users on /mobile', async () => {
    await renderApp('/mobile', fakeSession());
    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText(/This mobile interface is only available for Branch Users\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to main app' }).getAttribute('href')).toBe('/');
  });

  it('lets other signed-in users open protected screens', async () => {
    await renderApp('/temperature/hot-hold', fakeSession());
    expect(screen.getByRole('heading', { level: 1, name: 'Hot Hold Temperature Monitoring' })).toBeTruthy();
  });

  it('renders Digital Forms on both /forms and /digital-forms', async () => {
    await renderApp('/digital-forms', fakeSession());
    expect(screen.getByRole('heading', { level: 1, name: 'Digital Forms' })).toBeTruthy();
  });

  it('sends someone with an initial password to change it first, wherever they were going', async () => {
    const { pathname } = await renderApp('/admin/users', fakeSession({ user: fakeUser({ mustChangePassword: true }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(pathname()).toBe('/change-password');
    expect(screen.getByLabelText('Confirm New Password')).toBeTruthy();
  });

  it('sends someone whose password expired to change it first, saying it expired', async () => {
    const user = fakeUser({ mustChangePassword: true, expiredPassword: true });
    const { pathname } = await renderApp('/admin/users', fakeSession({ user }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(pathname()).toBe('/change-password');
    expect(screen.getByText(`Welcome, ${user.fullName}. Your password has expired: choose a new one before you continue.`)).toBeTruthy();
  });

  it('sends an administrator whose company requires two-factor authentication to set it up on Profile first', async () => {
    const { pathname } = await renderApp('/admin/users', fakeSession({ user: fakeUser({ mustEnrolTwoFactor: true }) }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
    expect(pathname()).toBe('/profile');
    expect(screen.getByText('Your company requires two-factor authentication for administrators: set it up before you continue.')).toBeTruthy();
  });

  it('welcomes a sign-up with no company: create the business, or give an administrator the username', async () => {
    const user = fakeUser({
      role: 'user',
      companyName: null,
      locations: [],
      capabilities: capabilities({ createOwnCompany: true }),
    });
    const { pathname } = await renderApp('/', fakeSession({ user }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Create your business' })).toBeTruthy();
    expect(pathname()).toBe('/welcome');
    expect(screen.getByText(user.username)).toBeTruthy();
  });

  it('shows Page Not Found with a link home for unknown paths', async () => {
    await renderApp('/no-such-screen', fakeSession({ user: null }));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/');
  });
});
