import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { BackupStatusDocument, CompleteReminderDocument, DashboardDocument, DueRemindersDocument, EquipmentPresetsDocument } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { actionCard, actionChangesMock } from '../../test/action-fixtures';
import { overview, quietSubscription, renderDashboard, site } from '../../test/dashboard-fixtures';
import { unknownDevicesMock } from '../../test/equipment-fixtures';
import { fakeSession, fakeUser } from '../../test/fake-session';
import { reminder, remindersMock } from '../../test/render-mobile';
import { DashboardPage } from './DashboardPage';

const dashboardMock = (result: object) => ({ request: { query: DashboardDocument, variables: { locationId: 1 } }, result: { data: result } });
const tile = (label: string) => screen.getByText(label).parentElement?.parentElement as HTMLElement;

describe('Dashboard (SPEC 2.4)', () => {
  it('shows the open corrective actions banner with its number, and the four figures', async () => {
    renderDashboard(<DashboardPage />, [
      dashboardMock(site({ pendingActions: 2, complianceRate: 66.7, totalChecks: 12, activeMonitoring: 1 })),
      quietSubscription,
    ]);
    expect(screen.getByRole('status').textContent).toBe('Loading dashboard');
    expect(await screen.findByText('2 corrective action(s) require(s) attention.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeTruthy();
    expect(within(tile('Active Monitoring')).getByText('1')).toBeTruthy();
    expect(within(tile('Compliance Rate')).getByText('66.7%')).toBeTruthy();
    expect(within(tile('Pending Actions')).getByText('2')).toBeTruthy();
    expect(within(tile('Total Checks')).getByText('12')).toBeTruthy();
    expect(within(tile('Total Checks')).getByText('This month')).toBeTruthy();
  });

  it('updates the banner and Pending Actions live when an action opens at the location', async () => {
    renderDashboard(<DashboardPage />, [
      dashboardMock(site({ pendingActions: 2 })),
      quietSubscription,
      actionChangesMock(1, { change: 'opened', openActions: 3, action: actionCard('open', { id: 40 }) }, 300),
    ]);
    expect(await screen.findByText('2 corrective action(s) require(s) attention.')).toBeTruthy();
    expect(await screen.findByText('3 corrective action(s) require(s) attention.')).toBeTruthy();
    expect(within(tile('Pending Actions')).getByText('3')).toBeTruthy();
  });

  it('shows no banner without open actions, and a card per unit with its type, range and status', async () => {
    renderDashboard(<DashboardPage />, [dashboardMock(site({ complianceRate: 0 })), quietSubscription]);
    const card = await screen.findByRole('listitem', { name: 'Walk-in Fridge' });
    expect(screen.queryByText(/corrective action\(s\)/)).toBeNull();
    expect(within(tile('Compliance Rate')).getByText('0.0%')).toBeTruthy();
    expect(within(card).getByText('FRIDGE')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('3.5°C')).toBeTruthy();
    expect(within(card).getByText('In Range')).toBeTruthy();
    expect(within(card).getByText('Target: 0.0°C – 4.0°C')).toBeTruthy();
  });

  it('shows the empty state and three example checks for a location without equipment or checks', async () => {
    const presets = {
      request: { query: EquipmentPresetsDocument },
      result: { data: { companySettings: { __typename: 'CompanySettings', companyId: 1, presets: [] } } },
    };
    renderDashboard(<DashboardPage />, [
      dashboardMock(site({ equipment: [], activeMonitoring: 0, complianceRate: null })),
      quietSubscription,
      presets,
      unknownDevicesMock,
    ]);
    expect(await screen.findByText('No equipment configured for this location')).toBeTruthy();
    // No equipment is no rate at all (issue 30): a dash, not 0 %.
    expect(within(tile('Compliance Rate')).getByText('—')).toBeTruthy();
    expect(screen.queryByText('Contact your administrator to add equipment.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
    // The dialog loads when first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Add Equipment' });
    expect((within(dialog).getByLabelText('Location') as HTMLSelectElement).value).toBe('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const checks = within(screen.getByRole('region', { name: "Today's Compliance Checks" })).getAllByRole('listitem');
    expect(checks).toHaveLength(3);
    expect(within(checks[0]).getByText('Due Today')).toBeTruthy();
  });

  it('tells users who may not add equipment to contact their administrator', async () => {
    const cook = fakeSession({ user: fakeUser({ capabilities: { ...fakeUser().capabilities, manageEquipment: false } }) });
    renderDashboard(<DashboardPage />, [dashboardMock(site({ equipment: [], activeMonitoring: 0 })), quietSubscription], cook);
    expect(await screen.findByText('Contact your administrator to add equipment.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches to the provider overview when the API answers for the super user (SPEC 2.5)', async () => {
    const company = {
      __typename: 'CompanyOverview',
      id: 1,
      name: 'Harbour Kitchens Ltd',
      isActive: true,
      locationCount: 3,
      userCount: 8,
      equipmentCount: 27,
      alertCount: 2,
    };
    renderDashboard(<DashboardPage />, [dashboardMock(overview([company]))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Super Administrator Dashboard' })).toBeTruthy();
    expect(screen.queryByText('Dashboard Overview')).toBeNull();
    for (const label of ['Total Companies', 'Total Locations', 'Total Users', 'Active Alerts']) expect(screen.getByText(label)).toBeTruthy();
    const row = within(screen.getByRole('region', { name: 'Customer Companies' })).getByRole('listitem');
    expect(row.textContent).toContain('Harbour Kitchens Ltd');
    for (const text of ['3 locations', '8 users', '27 equipment units', '2 alerts']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View Details: Harbour Kitchens Ltd' }).getAttribute('href')).toBe('/admin/companies/1');
  });

  it('says so when the dashboard cannot be loaded', async () => {
    renderDashboard(<DashboardPage />, [
      { request: { query: DashboardDocument, variables: { locationId: 1 } }, result: { errors: [new GraphQLError('boom')] } },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load dashboard data. Please try refreshing the page.');
  });

  it("System Status shows when the server's next backup is due", async () => {
    const nextRunAt = '2026-11-28T03:00:00.000Z';
    const backups = {
      request: { query: BackupStatusDocument },
      result: { data: { backupStatus: { __typename: 'BackupStatus', enabled: true, nextRunAt, lastRun: null, runs: [] } } },
    };
    renderDashboard(<DashboardPage />, [dashboardMock(site()), quietSubscription, backups]);
    expect(await screen.findByText(`Next backup: ${formatDateTime(nextRunAt)}`)).toBeTruthy();
    expect(screen.queryByText('Next backup: 3:00 PM')).toBeNull();
  });

  it('draws once its reminders have answered too, so the side column never moves down under the reader (layout shift)', async () => {
    const lateReminders = {
      request: { query: DueRemindersDocument },
      delay: 300,
      result: { data: { reminders: [reminder(5, '9 probe(s) due for calibration')] } },
    };
    renderDashboard(<DashboardPage />, [dashboardMock(site()), quietSubscription, lateReminders]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByText('Active Monitoring')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading dashboard');
    expect(await screen.findByText('9 probe(s) due for calibration')).toBeTruthy();
    expect(screen.getByText('Active Monitoring')).toBeTruthy();
  });

  it('keeps the page while the reminders load again after one is marked Done', async () => {
    const due = reminder(5, '9 probe(s) due for calibration');
    renderDashboard(<DashboardPage />, [
      dashboardMock(site()),
      quietSubscription,
      { ...remindersMock([due]), maxUsageCount: 1 },
      { ...remindersMock([]), delay: 300 },
      { request: { query: CompleteReminderDocument, variables: { id: 5 } }, result: { data: { completeReminder: { __typename: 'Reminder', id: 5 } } } },
    ]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Done: 9 probe(s) due for calibration' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByText('Active Monitoring')).toBeTruthy();
    expect(await screen.findByText('No reminders due.')).toBeTruthy();
    expect(screen.getByText('Active Monitoring')).toBeTruthy();
  });
});
