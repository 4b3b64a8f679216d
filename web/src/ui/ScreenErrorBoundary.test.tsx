import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../test/fake-session';
import { Providers } from '../test/render';
import { SCREEN_FAILED, ScreenErrorBoundary } from './ScreenErrorBoundary';

function FailingScreen(): never {
  throw new Error('Failed to fetch dynamically imported module: /assets/ReportsPage.js');
}

const framed = (resetKey: string, child: React.ReactNode) => (
  <Providers session={fakeSession()}>
    <ScreenErrorBoundary resetKey={resetKey}>{child}</ScreenErrorBoundary>
  </Providers>
);

describe('a screen that fails to load or render', () => {
  it('is replaced by a message with a way to reload, and the next screen shows again', () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const view = render(framed('/reports', <FailingScreen />));
    expect(screen.getByRole('alert').textContent).toContain('Check your connection, then reload the page.');
    expect(screen.getByRole('heading', { level: 1, name: SCREEN_FAILED })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    // React reports the caught error itself.
    expect(logged.mock.calls.some((call) => call.some((arg) => String(arg).includes('Failed to fetch dynamically imported module')))).toBe(true);
    logged.mockClear();

    view.rerender(framed('/settings', <p>Settings</p>));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Settings')).toBeTruthy();
  });
});
