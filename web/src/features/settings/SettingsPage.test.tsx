import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AlertChannelSettingsDocument,
  BackupStatusDocument,
  CompanySettingsDocument,
  ResetCompanySettingsDocument,
  UpdateCompanySettingsDocument,
  type UpdateCompanySettingsInput,
} from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { companySettings } from '../../test/settings-fixtures';
import { SettingsPage } from './SettingsPage';

afterEach(() => toastStore.dismiss());

const loaded = (settings = companySettings()): MockedResponse => ({
  request: { query: CompanySettingsDocument },
  result: { data: { companySettings: settings } },
});

/** updateCompanySettings, keeping what it was sent; answers the settings as saved, or the API's refusal. */
function updateMock(sent: UpdateCompanySettingsInput[], error?: string): MockedResponse {
  return {
    request: { query: UpdateCompanySettingsDocument, variables: (v: { input: UpdateCompanySettingsInput }) => Boolean(sent.push(v.input)) },
    result: error ? { errors: [new GraphQLError(error)] } : { data: { updateCompanySettings: companySettings() } },
  };
}

const manager = () =>
  fakeSession({
    user: fakeUser({ capabilities: capabilities({ administration: true, manageManuals: true, manageSettings: true }) }),
  });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

/** The Alert Channels card below the form (its own query), as an administrator sees it. */
const alertChannels: MockedResponse = {
  request: { query: AlertChannelSettingsDocument },
  result: {
    data: {
      alertChannelSettings: {
        __typename: 'AlertChannelSettings',
        emailByDefault: true,
        smsByDefault: true,
        smsSeverities: ['critical'],
        smsAvailable: false,
        webhookUrl: null,
        webhookFormat: 'json',
        webhookSecretSet: false,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function open(mocks: MockedResponse[], session = manager()) {
  renderScreen(<SettingsPage />, { mocks: [...mocks, alertChannels], session });
  await screen.findByRole('tab', { name: 'General' });
  await screen.findByLabelText('Timezone');
  return { user: userEvent.setup(), session };
}

describe('Settings & Presets (SPEC 2.19)', () => {
  it("loads the company's settings into every tab, presets in SPEC order then the other types", async () => {
    const { user } = await open([loaded()]);
    for (const tab of ['General', 'Notifications', 'Security', 'Presets', 'PWA Features']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    const timezone = screen.getByLabelText('Timezone') as HTMLSelectElement;
    expect(timezone.value).toBe('America/New_York');
    expect(timezone.selectedOptions[0].textContent).toBe('UTC-5 Eastern');
    expect((screen.getByLabelText('Keep readings for') as HTMLInputElement).value).toBe('730');

    await user.click(screen.getByRole('tab', { name: 'Presets' }));
    const rows = within(screen.getByRole('table', { name: 'Temperature Presets' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['Fridge', 'Freezer', 'Hot hold', 'Cooking', 'Delivery', 'Reheating', 'Cooling', 'Goods in', 'Storage']);
    expect(screen.getByRole('columnheader', { name: 'Minimum (°C)' })).toBeTruthy();
    expect((screen.getByLabelText('Freezer minimum') as HTMLInputElement).value).toBe('-20');
    expect((screen.getByLabelText('Fridge alert delay') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Storage reading interval') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Monthly check date') as HTMLInputElement).value).toBe('1');
    const stages = within(screen.getByRole('table', { name: 'Food Process Rules' })).getAllByRole('rowheader');
    expect(stages.map((cell) => cell.textContent)).toEqual(['Cooling stage 1', 'Cooling stage 2', 'Cooking stage 1', 'Reheating stage 1']);
    expect((screen.getByLabelText('Cooling stage 2 target') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Cooling stage 2 minutes') as HTMLInputElement).value).toBe('360');
    expect((screen.getByLabelText('Cooking stage 1 hold temperature') as HTMLInputElement).value).toBe('70');
  });

  it('escalation levels: the administrators’ minutes are saved as typed, and empty means with the managers (null)', async () => {
    const sent: UpdateCompanySettingsInput[] = [];
    const { user } = await open([loaded(), updateMock(sent), updateMock(sent)]);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const administrators = screen.getByLabelText('Then tell administrators after') as HTMLInputElement;
    expect(administrators.value).toBe('');
    await user.type(administrators, '10');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].notifications).toMatchObject({ escalationMinutes: 15, administratorEscalationMinutes: 10 });
    await user.clear(administrators);
    await user.type(administrators, '0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Administrator escalation minutes must be from 1 to 1440')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('saves every section whole, toasts, and reloads the user (their unit and date format)', async () => {
    const sent: UpdateCompanySettingsInput[] = [];
    const { user, session } = await open([loaded(), updateMock(sent)]);
    await user.selectOptions(screen.getByLabelText('Temperature unit'), 'fahrenheit');
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const escalation = screen.getByLabelText('Escalate after');
    await user.clear(escalation);
    await user.type(escalation, '30');
    await user.click(screen.getByRole('tab', { name: 'PWA Features' }));
    await user.click(screen.getByRole('switch', { name: 'Cooling' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await notifications().findByText('Settings saved')).toBeTruthy();
    expect(sent).toHaveLength(1);
    const [input] = sent;
    // Process rules left as they were are not sent: unedited rules follow the company's unit on the server.
    expect(input.processRules).toBeUndefined();
    expect(input.general).toMatchObject({ timezone: 'America/New_York', temperatureUnit: 'fahrenheit', dateFormat: 'MM/DD/YYYY', dataRetentionDays: 730 });
    expect(input.notifications).toEqual({
      criticalEscalation: true,
      escalationMinutes: 30,
      administratorEscalationMinutes: null,
      temperatureAlerts: true,
      dailyReminders: true,
      overdueAlerts: true,
    });
    expect(input.pwa?.cooling).toBe(false);
    expect(input.presets).toHaveLength(9);
    expect(input.presets?.find((p) => p.type === 'fridge')).toEqual({
      type: 'fridge',
      minTemp: 0,
      maxTemp: 4,
      alertDelayMinutes: 30,
      readingIntervalMinutes: null,
    });
    expect(input.schedule).toEqual({ autoSchedule: true, dailyTime: '08:00', weeklyDay: 'monday', monthlyDate: 1 });
    await waitFor(() => expect(session.refreshUser).toHaveBeenCalledOnce());
  });

  it('shows only the settings the API enforces: data cleanup, and two-factor authentication, required for administrators (issue 31)', async () => {
    const { user } = await open([loaded()]);
    expect(screen.getByRole('switch', { name: 'Data cleanup' })).toBeTruthy();
    expect(screen.getByText('Readings older than the retention period are archived, verified, then removed')).toBeTruthy();
    expect(screen.getByLabelText('Keep readings for')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByLabelText('Max concurrent sessions')).toBeTruthy();
    expect(screen.getByLabelText('Password expiry')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByText('Required for administrators')).toBeTruthy();
  });

  it('IP restriction opens the allowed networks editor, whose lines are saved as a list', async () => {
    const sent: UpdateCompanySettingsInput[] = [];
    const { user } = await open([loaded(), updateMock(sent)]);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.queryByLabelText('Allowed networks')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'IP restriction' }));
    await user.type(screen.getByLabelText('Allowed networks'), ' 203.0.113.0/24{Enter}{Enter}2001:db8::/32');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await notifications().findByText('Settings saved')).toBeTruthy();
    expect(sent[0].security).toMatchObject({ ipRestriction: true, allowedNetworks: ['203.0.113.0/24', '2001:db8::/32'] });
  });

  it('shows a rule broken on another tab there, beside its field, and sends nothing', async () => {
    const sent: UpdateCompanySettingsInput[] = [];
    const { user } = await open([loaded(), updateMock(sent)]);
    await user.click(screen.getByRole('tab', { name: 'Presets' }));
    const monthly = screen.getByLabelText('Monthly check date');
    await user.clear(monthly);
    await user.type(monthly, '29');
    const fridgeMin = screen.getByLabelText('Fridge minimum');
    await user.clear(fridgeMin);
    await user.type(fridgeMin, '5');
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Monthly check date must be from 1 to 28')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Presets' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Fridge minimum must be below its maximum')).toBeTruthy();
    expect(screen.getByLabelText('Monthly check date').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("toasts the API's message when it refuses the save", async () => {
    const sent: UpdateCompanySettingsInput[] = [];
    const { user } = await open([loaded(), updateMock(sent, 'Unknown time zone "Mars/Olympus"')]);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await notifications().findByRole('alert');
    expect(alert.textContent).toContain('Failed to save settings');
    expect(alert.textContent).toContain('Unknown time zone "Mars/Olympus"');
  });

  it('asks before Reset to Defaults, and only then restores them', async () => {
    let resets = 0;
    const reset: MockedResponse = {
      request: { query: ResetCompanySettingsDocument },
      result: () => {
        resets += 1;
        return { data: { resetCompanySettings: companySettings() } };
      },
    };
    const { user, session } = await open([loaded(companySettings({ escalationMinutes: 45 })), reset]);
    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    let dialog = screen.getByRole('dialog', { name: 'Reset to Defaults?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(resets).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    dialog = screen.getByRole('dialog', { name: 'Reset to Defaults?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to Defaults' }));
    expect(await notifications().findByText('Settings reset')).toBeTruthy();
    expect(resets).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect((screen.getByLabelText('Escalate after') as HTMLInputElement).value).toBe('15');
    expect(session.refreshUser).toHaveBeenCalledOnce();
  });

  it('shows a branch manager the values read-only, with a note', async () => {
    const { user } = await open([loaded()], fakeSession());
    expect(screen.getByRole('note').textContent).toContain('Only company administrators can change these settings');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reset to Defaults' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Timezone')).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: 'Audit logging' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('tab', { name: 'Presets' }));
    expect(screen.getByLabelText('Fridge maximum')).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('tab', { name: 'PWA Features' }));
    expect(screen.getByRole('button', { name: 'Enable All' })).toHaveProperty('disabled', true);
  });

  it('edits presets in °F when the company reads °F, and saves them as °C', async () => {
    const sent: UpdateCompanySettingsInput[] = [];
    const { user } = await open([loaded(companySettings({ temperatureUnit: 'fahrenheit' })), updateMock(sent)]);
    await user.click(screen.getByRole('tab', { name: 'Presets' }));
    expect(screen.getByRole('columnheader', { name: 'Maximum (°F)' })).toBeTruthy();
    expect((screen.getByLabelText('Fridge minimum') as HTMLInputElement).value).toBe('32');
    expect((screen.getByLabelText('Fridge maximum') as HTMLInputElement).value).toBe('39.2');
    const freezerMax = screen.getByLabelText('Freezer maximum');
    await user.clear(freezerMax);
    await user.type(freezerMax, '0');
    const coolingTarget = screen.getByLabelText('Cooling stage 1 target');
    await user.clear(coolingTarget);
    await user.type(coolingTarget, '68');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await notifications().findByText('Settings saved');
    // Edited process rules go whole, as °C; a stage left as shown keeps its stored value.
    expect(sent[0].processRules?.find((r) => r.kind === 'cooling')?.stages).toEqual([
      { targetC: 20, withinMinutes: 120, holdC: null, holdMinutes: null },
      { targetC: 5, withinMinutes: 360, holdC: null, holdMinutes: null },
    ]);
    expect(sent[0].presets?.find((p) => p.type === 'fridge')).toMatchObject({ minTemp: 0, maxTemp: 4 });
    expect(sent[0].presets?.find((p) => p.type === 'freezer')).toMatchObject({ minTemp: -20, maxTemp: -17.78 });
  });

  it('shows Automatic backups as the server decides it, read-only: backups are per server', async () => {
    const backups = (enabled: boolean): MockedResponse => ({
      request: { query: BackupStatusDocument },
      result: { data: { backupStatus: { __typename: 'BackupStatus', enabled, nextRunAt: null, lastRun: null, runs: [] } } },
    });
    await open([loaded(companySettings()), backups(false)]);
    const toggle = screen.getByRole('switch', { name: 'Automatic backups' }) as HTMLButtonElement;
    expect(screen.getByText(/Backups are made for the whole server by the provider/)).toBeTruthy();
    expect(toggle.disabled).toBe(true);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });
});
