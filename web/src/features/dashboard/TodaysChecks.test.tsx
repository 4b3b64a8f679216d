import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardDocument, DashboardReadingRecordedDocument, StartDashboardCheckDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { quietSubscription, renderDashboard, site, walkInFridge } from '../../test/dashboard-fixtures';
import { DashboardPage } from './DashboardPage';

const check = (id: number, templateName: string, status: string) => ({
  __typename: 'ComplianceCheck',
  id,
  templateId: id * 10,
  templateName,
  type: 'daily',
  description: null,
  status,
});
const dashboard = { request: { query: DashboardDocument, variables: { locationId: 1 } }, maxUsageCount: 2 };
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe("Today's Compliance Checks (SPEC 2.4, 4)", () => {
  afterEach(() => toastStore.dismiss());

  it('starts a pending check from its template at the selected location, one at a time', async () => {
    const checks = [check(1, 'Daily Opening Check', 'pending'), check(2, 'Daily Closing Check', 'pending'), check(3, 'Fridge Audit', 'completed')];
    const start = {
      request: { query: StartDashboardCheckDocument, variables: { input: { templateId: 10, locationId: 1 } } },
      result: { data: { startComplianceCheck: check(9, 'Daily Opening Check', 'pending') } },
      // Long enough to see the starting state even on a busy machine.
      delay: 800,
    };
    renderDashboard(<DashboardPage />, [{ ...dashboard, result: { data: site({ todaysChecks: checks }) } }, quietSubscription, start]);
    const user = userEvent.setup();
    const opening = await screen.findByRole('button', { name: 'Start Check: Daily Opening Check' });
    expect(screen.getAllByText('Due Today')).toHaveLength(2);
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('85%')).toBeTruthy();
    await user.click(opening);
    expect(screen.getByRole('button', { name: 'Starting...: Daily Opening Check' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Check: Daily Closing Check' }).hasAttribute('disabled')).toBe(true);
    expect(await notifications().findByText('Compliance check started', {}, { timeout: 3000 })).toBeTruthy();
    expect(notifications().getByText('"Daily Opening Check" has been created and is ready to begin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Check: Daily Closing Check' }).hasAttribute('disabled')).toBe(false);
  });
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
