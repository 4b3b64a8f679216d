import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const READ = `query { companySettings { companyId updatedAt general { timezone temperatureUnit dateFormat dataRetentionDays }
  notifications { criticalEscalation escalationMinutes temperatureAlerts } security { minPasswordLength sessionTimeoutMinutes }
  presets { type minTemp maxTemp alertDelayMinutes readingIntervalMinutes } schedule { autoSchedule dailyTime weeklyDay monthlyDate }
  pwa { openingChecks reports } } }`;
const UPDATE = `mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { updatedAt general { temperatureUnit dateFormat }
  notifications { escalationMinutes } schedule { monthlyDate } presets { type minTemp maxTemp alertDelayMinutes } pwa { cooling } } }`;
const NOTIFICATIONS = { criticalEscalation: true, escalationMinutes: 5, temperatureAlerts: true, dailyReminders: true, overdueAlerts: false };

describe('company settings', () => {
  let app: TestApp;
  let manager: TestClient;
  const audits = async () =>
    app.db.orm.em
      .getConnection()
      .execute<{ action: string; before: any; after: any }[]>(`select action, before, after from audit_event where entity = 'company_settings' order by id`);

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('a new company reads SPEC 9 defaults, with a preset for every equipment type', async () => {
    const { data, errors } = await manager.graphql(READ);
    expect(errors).toBeUndefined();
    const settings = data.companySettings;
    expect(settings).toMatchObject({
      companyId: 1,
      updatedAt: null,
      general: { timezone: 'America/New_York', temperatureUnit: 'celsius', dateFormat: 'MM/DD/YYYY' },
      notifications: { criticalEscalation: true, escalationMinutes: 15, temperatureAlerts: true },
      security: { minPasswordLength: 8, sessionTimeoutMinutes: 60 },
      schedule: { autoSchedule: true, dailyTime: '08:00', weeklyDay: 'monday', monthlyDate: 1 },
      pwa: { openingChecks: true, reports: true },
    });
    const byType = Object.fromEntries(settings.presets.map((p: any) => [p.type, p]));
    expect(Object.keys(byType)).toHaveLength(11);
    expect(byType.hot_display).toMatchObject({ minTemp: 63, maxTemp: 75 });
    expect(byType.cold_display).toMatchObject({ minTemp: 0, maxTemp: 5 });
    expect(byType.fridge).toMatchObject({ minTemp: 0, maxTemp: 4 });
    expect(byType.freezer).toMatchObject({ minTemp: -20, maxTemp: -15 });
    expect(byType.hot_hold).toMatchObject({ minTemp: 63, maxTemp: 70 });
    expect(byType.cooking).toMatchObject({ minTemp: 75, maxTemp: 100 });
    expect(byType.fridge.alertDelayMinutes).toBeGreaterThan(byType.hot_hold.alertDelayMinutes);
  });

  it('a company has a region: one that never saved settings reads SPEC 9’s, the US’s; the demo’s Manchester company starts as a UK one', async () => {
    const READ_REGION = '{ companySettings { region general { timezone dateFormat } } me { dateFormat } }';
    expect((await manager.graphql(READ_REGION)).data).toEqual({
      companySettings: { region: 'US', general: { timezone: 'America/New_York', dateFormat: 'MM/DD/YYYY' } },
      me: { dateFormat: 'MM/DD/YYYY' },
    });
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect((await river.graphql(READ_REGION)).data).toEqual({
      companySettings: { region: 'UK_EU', general: { timezone: 'Europe/London', dateFormat: 'DD/MM/YYYY' } },
      me: { dateFormat: 'DD/MM/YYYY' },
    });
  });

  it('saves the sections sent, keeps the others, and audits before and after', async () => {
    const preset = { type: 'fridge', minTemp: 1, maxTemp: 5, alertDelayMinutes: 20, readingIntervalMinutes: 15 };
    const { data, errors } = await manager.graphql(UPDATE, { input: { notifications: NOTIFICATIONS, presets: [preset] } });
    expect(errors).toBeUndefined();
    const saved = data.updateCompanySettings;
    expect(saved.updatedAt).not.toBeNull();
    expect(saved.notifications.escalationMinutes).toBe(5);
    expect(saved.general).toEqual({ temperatureUnit: 'celsius', dateFormat: 'MM/DD/YYYY' });
    expect(saved.presets.find((p: any) => p.type === 'fridge')).toEqual({ type: 'fridge', minTemp: 1, maxTemp: 5, alertDelayMinutes: 20 });
    expect(saved.presets.find((p: any) => p.type === 'freezer')).toMatchObject({ minTemp: -20, maxTemp: -15 });
    const again = (await manager.graphql(READ)).data.companySettings;
    expect(again.notifications.escalationMinutes).toBe(5);
    const [audit] = await audits();
    expect(audit.action).toBe('update');
    expect(audit.before.notifications.escalationMinutes).toBe(15);
    expect(audit.after.notifications.escalationMinutes).toBe(5);
  });

  it.each([
    [{ schedule: { autoSchedule: true, dailyTime: '08:00', weeklyDay: 'monday', monthlyDate: 29 } }, 'Monthly check date must be from 1 to 28'],
    [{ schedule: { autoSchedule: true, dailyTime: '8am', weeklyDay: 'monday', monthlyDate: 1 } }, 'Daily check time must be HH:MM'],
    [{ notifications: { ...NOTIFICATIONS, escalationMinutes: -1 } }, 'Escalation minutes must be from 0 to 1440'],
    [{ notifications: { ...NOTIFICATIONS, escalationMinutes: 1441 } }, 'Escalation minutes must be from 0 to 1440'],
    [{ presets: [{ type: 'fridge', minTemp: 5, maxTemp: 4, alertDelayMinutes: 0 }] }, 'minimum must be below its maximum'],
    [{ presets: [{ type: 'fridge', minTemp: -41, maxTemp: 4, alertDelayMinutes: 0 }] }, 'within -40 to 300 °C'],
    [{ presets: [{ type: 'toaster', minTemp: 0, maxTemp: 4, alertDelayMinutes: 0 }] }, 'Preset type must be one of'],
  ])('refuses %j with a clear message and stores nothing', async (input, message) => {
    const before = await audits();
    const { errors, data } = await manager.graphql(UPDATE, { input });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toContain(message);
    expect(data ?? null).toBeNull();
    expect(await audits()).toEqual(before);
  });

  it('refuses an unknown or non-IANA time zone', async () => {
    const general = {
      timezone: 'Mars/Olympus',
      temperatureUnit: 'celsius',
      dateFormat: 'MM/DD/YYYY',
      automaticBackups: true,
      auditLogging: true,
      dataCleanup: false,
      dataRetentionDays: 730,
    };
    expect((await manager.graphql(UPDATE, { input: { general } })).errors?.[0]?.message).toContain('Unknown time zone');
    const saved = await manager.graphql(UPDATE, { input: { general: { ...general, timezone: 'Europe/London', temperatureUnit: 'fahrenheit' } } });
    expect(saved.data.updateCompanySettings.general.temperatureUnit).toBe('fahrenheit');
  });

  it('only company administrators change settings; everyone in the company reads them', async () => {
    const cook = await signedIn(app.baseUrl, 'cook');
    expect((await cook.graphql(READ)).data.companySettings.companyId).toBe(1);
    expect(await cook.graphqlErrorCode(UPDATE, { input: { notifications: NOTIFICATIONS } })).toBe('FORBIDDEN');
    const branchManager = await signedIn(app.baseUrl, 'branchmgr');
    expect(await branchManager.graphqlErrorCode(UPDATE, { input: { notifications: NOTIFICATIONS } })).toBe('FORBIDDEN');
  });

  it('the super user names the company; Reset to Defaults restores SPEC 9 and is audited', async () => {
    const superUser = await signedIn(app.baseUrl, 'super');
    expect(await superUser.graphqlErrorCode(READ)).toBe('BAD_USER_INPUT');
    expect(await superUser.graphqlErrorCode('query { companySettings(companyId: 999) { companyId } }')).toBe('NOT_FOUND');
    const reset = await superUser.graphql(
      'mutation { resetCompanySettings(companyId: 1) { notifications { escalationMinutes } general { temperatureUnit } } }',
    );
    expect(reset.data.resetCompanySettings).toEqual({ notifications: { escalationMinutes: 15 }, general: { temperatureUnit: 'celsius' } });
    expect((await audits()).at(-1)?.action).toBe('reset');
  });
  it('the defaults save back unchanged (every default passes the rules)', async () => {
    await manager.graphql('mutation { resetCompanySettings { companyId } }');
    const GENERAL = 'timezone temperatureUnit dateFormat automaticBackups auditLogging dataCleanup dataRetentionDays';
    const { general } = (await manager.graphql(`query { companySettings { general { ${GENERAL} } } }`)).data.companySettings;
    const saved = await manager.graphql(`mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { general { ${GENERAL} } } }`, {
      input: { general },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateCompanySettings.general).toEqual(general);
  });

  it("me carries the company's temperature unit and date format, and who may change settings", async () => {
    const ME = '{ me { temperatureUnit dateFormat capabilities { manageSettings } } }';
    expect((await manager.graphql(ME)).data.me).toEqual({ temperatureUnit: 'celsius', dateFormat: 'MM/DD/YYYY', capabilities: { manageSettings: true } });
    const general = {
      timezone: 'Europe/London',
      temperatureUnit: 'fahrenheit',
      dateFormat: 'DD/MM/YYYY',
      automaticBackups: true,
      auditLogging: true,
      dataCleanup: false,
      dataRetentionDays: 730,
    };
    expect((await manager.graphql(UPDATE, { input: { general } })).errors).toBeUndefined();
    const cook = await signedIn(app.baseUrl, 'cook');
    expect((await cook.graphql(ME)).data.me).toEqual({ temperatureUnit: 'fahrenheit', dateFormat: 'DD/MM/YYYY', capabilities: { manageSettings: false } });
    expect((await cook.get('/api/user')).body).toMatchObject({ temperatureUnit: 'fahrenheit', dateFormat: 'DD/MM/YYYY' });
    const superUser = await signedIn(app.baseUrl, 'super');
    expect((await superUser.graphql(ME)).data.me).toEqual({ temperatureUnit: 'celsius', dateFormat: 'MM/DD/YYYY', capabilities: { manageSettings: true } });
  });
});
