import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../lib/toasts/toast-store';
import { check, figures, openingTemplate, overviewMock, startMock, templatesMock, weeklyTemplate } from '../../test/compliance-fixtures';
import { fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { CompliancePage } from './CompliancePage';
import { DailyOpeningPage } from './DailyOpeningPage';

afterEach(() => toastStore.dismiss());

const startButtons = () => screen.getAllByRole('button', { name: /^(Start Check|Starting\.\.\.)$/ }) as HTMLButtonElement[];

describe('Compliance Checks (SPEC 2.10, 4, 5, 8)', () => {
  it('shows the figures, starts one check at a time and lists the new check', async () => {
    const started = check(31, { templateName: 'Weekly Deep Clean Audit', type: 'weekly' });
    renderScreen(<CompliancePage />, {
      mocks: [templatesMock([openingTemplate, weeklyTemplate]), overviewMock(10, []), startMock(4, { check: started }, 300), overviewMock(10, [started])],
    });
    expect(await screen.findByText('No Compliance Checks')).toBeTruthy();
    expect(screen.getByText('Require attention')).toBeTruthy();
    expect(screen.getByText('40%')).toBeTruthy();

    const weekly = await screen.findByRole('article', { name: 'Weekly Deep Clean Audit' });
    expect(within(weekly).getByText('Weekly')).toBeTruthy();
    await userEvent.click(within(weekly).getByRole('button', { name: 'Start Check' }));
    expect(within(weekly).getByRole('button', { name: 'Starting...' })).toBeTruthy();
    expect(startButtons().every((button) => button.disabled)).toBe(true);
    // A second start is refused: there is no mock for it, so a request would fail the test.
    fireEvent.click(startButtons()[0] as HTMLButtonElement);

    expect(await screen.findByText('Compliance check started', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('"Weekly Deep Clean Audit" has been created and is ready to begin')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent Compliance Checks' });
    expect(await within(recent).findByText('Weekly Deep Clean Audit')).toBeTruthy();
    expect(within(recent).getByText('Pending')).toBeTruthy();
    expect(startButtons().some((button) => button.disabled)).toBe(false);
  });

  it('shows a dash, not 0 %, for the rates of a location with no checks yet (issue 30)', async () => {
    const none = { ...figures, pendingCount: 0, completedToday: 0, complianceRate: null, dailyOpeningCompletionRate: null };
    renderScreen(<CompliancePage />, { mocks: [templatesMock([]), overviewMock(10, [], none)] });
    expect(await screen.findByText('No Compliance Checks')).toBeTruthy();
    const rate = screen.getByText('Compliance Rate').parentElement?.parentElement as HTMLElement;
    expect(within(rate).getByText('—')).toBeTruthy();
    expect(screen.queryByText('0%')).toBeNull();
  });

  it('clears the starting state and toasts the server message when starting fails', async () => {
    renderScreen(<CompliancePage />, { mocks: [templatesMock([openingTemplate]), overviewMock(10, []), startMock(1, { error: 'Template not found' })] });
    await userEvent.click(await screen.findByRole('button', { name: 'Start Check' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to start check');
    expect(alert.textContent).toContain('Template not found');
    expect((screen.getByRole('button', { name: 'Start Check' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("sends nothing and says 'No location selected' for a user without a location", async () => {
    // No startComplianceCheck mock: a request would make MockLink complain and fail the test.
    renderScreen(<CompliancePage />, { mocks: [templatesMock([openingTemplate])], session: fakeSession({ user: fakeUser({ locations: [] }) }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Start Check' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to start check');
    expect(alert.textContent).toContain('No location selected');
  });

  it('promises custom checks from the New Check button', async () => {
    renderScreen(<CompliancePage />, { mocks: [templatesMock([]), overviewMock(10, [])] });
    await userEvent.click(screen.getByRole('button', { name: 'New Check' }));
    expect(screen.getByText('Feature coming soon')).toBeTruthy();
    expect(screen.getByText('Custom compliance checks will be available in the next update')).toBeTruthy();
  });
});

describe('Daily Opening Checks (SPEC 2.11)', () => {
  it('shows the opening figures and the pending opening checks the API returns, and starts an opening check', async () => {
    const newCheck = check(40);
    const pendingOpening = { status: 'open', type: 'daily_opening' };
    renderScreen(<DailyOpeningPage />, {
      mocks: [
        templatesMock([openingTemplate], 'daily_opening'),
        overviewMock(100, [check(21)], undefined, pendingOpening),
        startMock(1, { check: newCheck }),
        overviewMock(100, [newCheck, check(21)], undefined, pendingOpening),
      ],
    });
    const pending = await screen.findByRole('region', { name: 'Pending Opening Checks' });
    expect(await within(pending).findAllByRole('button', { name: 'Continue Check' })).toHaveLength(1);
    expect(screen.getByText('50%')).toBeTruthy();

    // Templates and checks are two queries that may answer in either order.
    await userEvent.click(await screen.findByRole('button', { name: 'Start Opening Check' }));
    expect(await screen.findByText('Daily opening check started')).toBeTruthy();
    expect(screen.getByText('"Daily Opening Check" has been created and is ready to begin')).toBeTruthy();
    await waitFor(() => expect(within(pending).getAllByRole('button', { name: 'Continue Check' })).toHaveLength(2));
  });
});
