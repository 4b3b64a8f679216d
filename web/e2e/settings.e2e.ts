import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, browserContexts, openPage, query, screenshot, signIn } from './browser';
import { collectAlerts, phone, signInAsStaff, staffReadings } from './phone';

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as MM/DD/YYYY in this machine's (and so the browser's) time zone. */
const monthDayYear = (moment: Date) => `${pad(moment.getMonth() + 1)}/${pad(moment.getDate())}/${moment.getFullYear()}`;

/** The newest reading of a Main Kitchen unit, as stored (°C, numeric as text). */
async function latestReading(equipmentName: string): Promise<{ id: number; temperature: string; recorded_at: Date }> {
  const [row] = await query<{ id: number; temperature: string; recorded_at: Date }>(
    `select r.id, r.temperature::text, r.recorded_at from temperature_reading r join equipment e on e.id = r.equipment_id
      where e.name = $1 and e.location_id = 1 order by r.recorded_at desc, r.id desc limit 1`,
    [equipmentName],
  );
  if (!row) throw new Error(`no reading for ${equipmentName}`);
  return row;
}

/** Journeys share one server: whatever happens here, the company goes back to SPEC 9 (°C) for the others. */
async function resetCompanySettings(): Promise<void> {
  const login = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager', password: 'demo1234' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: 'mutation { resetCompanySettings { companyId } }' }),
  });
}

describe('company settings take effect everywhere', () => {
  const newContext = browserContexts({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const newPage = async (options: Parameters<typeof newContext>[0] = {}) => openPage(await newContext(options));
  afterAll(resetCompanySettings);

  const settingsTab = async (page: Page, tab: string) => {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').waitFor();
  };

  it('a manager switches to °F, MM/DD/YYYY and no Cooling tile; screens, readings, REST and the phone follow; Reset to Defaults restores °C', async () => {
    const { page, consoleErrors } = await newPage();
    await signIn(page, 'manager');
    await page.goto(`${baseUrl()}/admin/settings`);
    await page.getByLabel('Temperature unit').selectOption('fahrenheit');
    await page.getByLabel('Date format').selectOption('MM/DD/YYYY');
    await settingsTab(page, 'PWA Features');
    await page.getByRole('switch', { name: 'Cooling' }).click();
    await screenshot(page, 'settings-pwa');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved', { exact: true }).waitFor();
    // Presets now read in °F too.
    await settingsTab(page, 'Presets');
    expect(await page.getByLabel('Fridge maximum').inputValue()).toBe('39.2');
    await screenshot(page, 'settings-presets-fahrenheit');

    // The dashboard: readings and target ranges in °F, dates as MM/DD/YYYY.
    await page.goto(`${baseUrl()}/`);
    const fridge = page.getByRole('listitem', { name: 'Walk-in Fridge', exact: true });
    await fridge.getByText('Target: 32.0°F – 39.2°F').waitFor();
    const lastFridgeReading = await latestReading('Walk-in Fridge');
    expect(await fridge.getByText(`Last reading: ${monthDayYear(lastFridgeReading.recorded_at)}`, { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Real-time Temperature Monitor' }).getByText('°C', { exact: false }).count()).toBe(0);
    await screenshot(page, 'dashboard-fahrenheit');

    // Goods In: the person types °F; the server stores °C.
    await page.goto(`${baseUrl()}/temperature/goods-in`);
    const probe = page.getByRole('article', { name: 'Goods In Probe' }).first();
    await probe.getByText('32°F to 46.4°F', { exact: true }).waitFor();
    await probe.getByRole('button', { name: 'Add Reading' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Goods In Temperature' });
    await dialog.getByLabel('Temperature (°F)').fill('41');
    await dialog.getByRole('button', { name: 'Record Temperature' }).click();
    await page.getByText('Temperature recorded', { exact: true }).waitFor();
    await probe.getByText('41°F', { exact: true }).waitFor();
    const typed = await latestReading('Goods In Probe');
    expect(typed.temperature).toBe('5.00');
    await screenshot(page, 'goods-in-fahrenheit');

    // REST takes "unit": "F" the same way.
    const [{ id: probeId }] = await query<{ id: number }>(`select id from equipment where name = 'Goods In Probe' and location_id = 1`);
    const posted = await page.request.post(`${baseUrl()}/api/temperature-readings`, {
      data: { equipmentId: probeId, temperature: 41, unit: 'F', isManual: true },
    });
    expect(posted.status()).toBe(201);
    expect((await posted.json()).temperature).toBe('5.00');
    const rest = await latestReading('Goods In Probe');
    expect(rest.id).not.toBe(typed.id);
    expect(rest.temperature).toBe('5.00');
    expect(consoleErrors).toEqual([]);

    // The phone (staff): °F, and the Cooling tile hidden while the others stay.
    const started = new Date();
    const mobile = await newPage(phone);
    const alerts = collectAlerts(mobile.page);
    await signInAsStaff(mobile.page);
    const workflow = mobile.page.getByRole('region', { name: 'Food Safety Workflow' });
    await mobile.page.getByRole('region', { name: 'Equipment Status' }).getByText('Target: 145.4°F to 158°F').waitFor();
    await mobile.page.waitForFunction(() => ![...document.querySelectorAll('button')].some((b) => b.textContent === 'Cooling'));
    expect(await workflow.getByRole('button', { name: 'Goods In', exact: true }).isVisible()).toBe(true);
    expect(await workflow.getByRole('button').count()).toBe(11);
    await screenshot(mobile.page, 'mobile-fahrenheit');
    await workflow.getByRole('button', { name: 'Goods In', exact: true }).click();
    await mobile.page.getByRole('button', { name: /Walk-in Fridge/ }).click();
    await mobile.page.getByLabel('Temperature (°F)').fill('41');
    await mobile.page.getByRole('button', { name: 'Record Temperature' }).click();
    await mobile.page.getByRole('heading', { name: 'Temperature Monitoring' }).waitFor();
    // 41 °F is 5 °C, above the fridge's 4 °C limit: the phone asks first (in °F), then records it.
    expect(alerts).toEqual(["41°F is above Walk-in Fridge's 39.2°F limit — record it?", 'Temperature recorded successfully!']);
    expect((await staffReadings(started)).map((r) => r.temperature)).toEqual(['5.00']);
    expect(mobile.consoleErrors).toEqual([]);

    // Reset to Defaults asks first, then the company is back on °C.
    await page.goto(`${baseUrl()}/admin/settings`);
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset to Defaults?' });
    await confirm.getByRole('button', { name: 'Reset to Defaults' }).click();
    await page.getByText('Settings reset', { exact: true }).waitFor();
    expect(await page.getByLabel('Temperature unit').inputValue()).toBe('celsius');
    await page.goto(`${baseUrl()}/temperature/goods-in`);
    await page.getByRole('article', { name: 'Goods In Probe' }).first().getByText('5°C', { exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
