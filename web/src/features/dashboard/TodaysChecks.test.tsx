import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompleteDesktopCheckDocument, DashboardDocument, DashboardReadingRecordedDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { check as fixtureCheck } from '../../test/compliance-fixtures';
import { quietSubscription, renderDashboard, site, walkInFridge } from '../../test/dashboard-fixtures';
import { DashboardPage } from './DashboardPage';

const check = (id: number, templateName: string, status: string) => ({
  ...fixtureCheck(id, { templateName, status, type: 'daily' }),
  templateId: id * 10,
  description: null,
});
const dashboard = { request: { query: DashboardDocument, variables: { locationId: 1 } }, maxUsageCount: 2 };
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe("Today's Compliance Checks (SPEC 2.4, 4)", () => {
  afterEach(() => toastStore.dismiss());

  it('opens a due check itself to be worked item by item, and starts no new check', async () => {
    const checks = [check(1, 'Daily Opening Check', 'pending'), check(2, 'Daily Closing Check', 'in_progress'), check(3, 'Fridge Audit', 'completed')];
    const completed = vi.fn(() => ({ data: { completeComplianceCheck: { ...check(1, 'Daily Opening Check', 'completed') } } }));
    // Completing drops the cached dashboard, which loads again with the check completed.
    const after = [{ ...checks[0], status: 'completed' }, checks[1], checks[2]];
    renderDashboard(<DashboardPage />, [
      { ...dashboard, maxUsageCount: 1, result: { data: site({ todaysChecks: checks }) } },
      { ...dashboard, result: { data: site({ todaysChecks: after }) } },
      quietSubscription,
      { request: { query: CompleteDesktopCheckDocument, variables: () => true }, result: completed },
    ]);
    const user = userEvent.setup({ delay: null });
    const opening = await screen.findByRole('button', { name: 'Start Check: Daily Opening Check' });
    expect(screen.getAllByText('Due Today')).toHaveLength(1);
    // A check already begun is continued the same way; a completed one has nothing to start.
    expect(screen.getByRole('button', { name: 'Continue Check: Daily Closing Check' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Fridge Audit/ })).toBeNull();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('85%')).toBeTruthy();
    await user.click(opening);
    // The dialog's chunk loads when a check is first started.
    const dialog = await screen.findByRole('dialog', { name: 'Daily Opening Check' });
    for (const item of ['Fridge temperatures recorded', 'Surfaces sanitised']) {
      await user.click(within(within(dialog).getByRole('group', { name: new RegExp(item) })).getByRole('radio', { name: 'Pass' }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Complete Check' }));
    await waitFor(() => expect(completed).toHaveBeenCalledOnce());
    expect(completed).toHaveBeenCalledWith({
      input: {
        checkId: 1,
        answers: [
          { description: 'Fridge temperatures recorded', result: 'pass', note: null },
          { description: 'Surfaces sanitised', result: 'pass', note: null },
        ],
      },
    });
    expect(await notifications().findByText('Check completed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Due Today')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 20_000);
});

describe('Real-time Temperature Monitor', () => {
  it("updates a card in place when a reading arrives over the subscription (SPEC 2.4 'Live')", async () => {
    const event = {
      __typename: 'ReadingRecorded',
      equipment: {
        __typename: 'Equipment',
        id: 7,
        status: 'ALERT',
        currentTemperature: 9.25,
        lastReading: { __typename: 'LatestReading', temperature: 9.25, recordedAt: '2026-03-02T10:00:00.000Z' },
      },
    };
    renderDashboard(<DashboardPage />, [
      { ...dashboard, result: { data: site({ equipment: [walkInFridge] }) } },
      { request: { query: DashboardReadingRecordedDocument, variables: { locationId: 1 } }, result: { data: { readingRecorded: event } }, delay: 100 },
    ]);
    const card = await screen.findByRole('listitem', { name: 'Walk-in Fridge' });
    expect(within(card).getByText('3.5°C')).toBeTruthy();
    expect(await within(card).findByText('9.25°C')).toBeTruthy();
    expect(within(card).getByText('Out of Range')).toBeTruthy();
  });
});
