import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/session';
import { SessionRefused } from '../../lib/session-api';
import { fakeSession, fakeUser } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { AuthPage } from './AuthPage';

function renderAuthPage(session: Session) {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/', element: <h1>Dashboard Overview</h1> },
    ],
    { initialEntries: ['/auth'] },
  );
  render(
    <Providers session={session}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup() };
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('sign-up', () => {
  it('rejects different passwords with "Passwords don\'t match", then sends the account without confirmPassword', async () => {
    const session = fakeSession({ user: null, signUp: vi.fn(async () => fakeUser({ fullName: 'Sam Baker' })) });
    const { router, user } = renderAuthPage(session);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    // The sign-up form loads when its tab opens.
    await user.type(await screen.findByLabelText('Full Name'), 'Sam Baker');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'fridge-4C');
    await user.type(screen.getByLabelText('Confirm Password'), 'fridge-5C');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(session.signUp).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'fridge-4C');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await notifications().findByText('Account created!')).toBeTruthy();
    expect(session.signUp).toHaveBeenCalledWith({
      fullName: 'Sam Baker',
      email: 'sam@example.com',
      username: 'sam',
      password: 'fridge-4C',
      role: 'user',
    });
    expect(notifications().getByText('Welcome to Food Safety Management, Sam Baker!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('sign-in', () => {
  it("shows 'Signing in...' while pending and a destructive 'Login failed' toast on failure", async () => {
    let fail: (error: Error) => void = () => {};
    const signIn = vi.fn(() => new Promise<never>((_, reject) => (fail = reject)));
    const { router, user } = renderAuthPage(fakeSession({ user: null, signIn }));
    await user.type(screen.getByLabelText('Username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(signIn).toHaveBeenCalledWith({ username: 'jane', password: 'wrong' });

    fail(new Error('401: Invalid username or password'));
    const alert = await notifications().findByRole('alert');
    expect(alert.textContent).toContain('Login failed');
    expect(alert.textContent).toContain('401: Invalid username or password');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('SPEC 5: sends nothing without username and password, and says which are missing once left or submitted', async () => {
    const session = fakeSession({ user: null });
    const { user } = renderAuthPage(session);
    await user.click(screen.getByLabelText('Username'));
    await user.click(screen.getByLabelText('Password'));
    expect(await screen.findByText('Username is a required field')).toBeTruthy();
    expect(screen.queryByText('Password is a required field')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is a required field')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it("welcomes the user back and goes to '/' on success", async () => {
    const { router, user } = renderAuthPage(fakeSession({ user: null }));
    await user.type(screen.getByLabelText('Username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await notifications().findByText('Welcome back!')).toBeTruthy();
    expect(notifications().getByText('Logged in as Jane Cook')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the SPEC page text and the four features', () => {
    renderAuthPage(fakeSession({ user: null }));
    expect(screen.getByRole('heading', { name: 'Complete Food Safety Management' })).toBeTruthy();
    expect(screen.getByText('monitor temperatures, track compliance, and ensure food safety standards across all locations')).toBeTruthy();
    for (const feature of ['Temperature Monitoring', 'Compliance Checks', 'Multi-Location', 'Regulatory Compliance']) {
      expect(screen.getByText(feature)).toBeTruthy();
    }
  });
});

describe('sign-in with two-factor authentication', () => {
  // The login mutation's answer to a right password without a code: an error with code TWO_FACTOR_REQUIRED.
  const codeRequired = () => new SessionRefused('Enter the code from your authenticator app', true);

  it('asks for the authentication code when the API says one is required, then signs in with it', async () => {
    const signIn = vi.fn(async (input: { code?: string }) => {
      if (!input.code) throw codeRequired();
      return fakeUser();
    });
    const { router, user } = renderAuthPage(fakeSession({ user: null, signIn }));
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await user.type(screen.getByLabelText('Username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    expect(notifications().queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signIn).toHaveBeenLastCalledWith({ username: 'jane', password: 'secret', code: '123456' });
    expect(await notifications().findByText('Welcome back!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a recovery code instead when asked to', async () => {
    const signIn = vi.fn(async (input: { code?: string; recoveryCode?: string }) => {
      if (!input.code && !input.recoveryCode) throw codeRequired();
      return fakeUser();
    });
    const { user } = renderAuthPage(fakeSession({ user: null, signIn }));
    await user.type(screen.getByLabelText('Username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signIn).toHaveBeenLastCalledWith({ username: 'jane', password: 'secret', recoveryCode: 'abcde-fghjk' });
  });
});
