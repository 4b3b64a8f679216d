import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserContexts, openPage, query, screenshot, signIn } from './browser';

/** The dashboard shows temperatures with one or two decimals in the browser's locale. */
const celsius = (value: number) => `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value)}°C`;
/** A reading no other journey will have sent: two decimals, the last one not zero. */
const uniqueReading = (base: number) => Math.round(base * 100 + Math.floor(Math.random() * 9) * 10 + Math.floor(Math.random() * 9) + 1) / 100;
const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

describe('dashboard journeys', () => {
  const newContext = browserContexts({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  it('a manager sees the overview, the four figures and the equipment grid', async () => {
    const { page, consoleErrors } = await openPage(await newContext());
    await signIn(page, 'manager');
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
    // The title also shows while loading; the first card means the figures are in.
    await card(page, 'Walk-in Fridge').waitFor();
    for (const label of ['Active Monitoring', 'Compliance Rate', 'Pending Actions', 'Total Checks', 'This month']) {
      expect(await page.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    const monitor = page.getByRole('region', { name: 'Real-time Temperature Monitor' });
    expect(await monitor.getByRole('listitem').count()).toBeGreaterThanOrEqual(9);
    expect(await card(page, 'Bain-marie').getByText('HOT HOLD').isVisible()).toBe(true);
    await monitor.getByText('Live', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: "Today's Compliance Checks" }).isVisible()).toBe(true);
    await screenshot(page, 'dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'dashboard-phone-width');
    expect(consoleErrors).toEqual([]);
  });

  it('records a manual reading on a card and shows it there', async () => {
    const { page, consoleErrors } = await openPage(await newContext());
    await signIn(page, 'manager');
    const freezer = card(page, 'Chest Freezer');
    await freezer.getByRole('button', { name: 'Manual entry for Chest Freezer' }).click();
    const value = -uniqueReading(17);
    await freezer.getByRole('spinbutton', { name: 'Temperature for Chest Freezer (°C)' }).fill(String(value));
    await screenshot(page, 'dashboard-manual-entry');
    await freezer.getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByText(`Temperature ${value}°C recorded for Chest Freezer`).waitFor();
    await freezer.getByText(celsius(value)).waitFor();
    expect(await freezer.getByRole('spinbutton').count()).toBe(0);
    const stored = await query<{ is_manual: boolean }>(
      `select r.is_manual from temperature_reading r join equipment e on e.id = r.equipment_id
        where e.name = 'Chest Freezer' and e.location_id = 1 and r.temperature = $1`,
      [value],
    );
    expect(stored).toEqual([{ is_manual: true }]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows a reading recorded in another session live, without a reload', async () => {
    const watcher = await openPage(await newContext());
    await signIn(watcher.page, 'manager');
    const chiller = card(watcher.page, 'Blast Chiller');
    await chiller.waitFor();
    await watcher.page.getByRole('region', { name: 'Real-time Temperature Monitor' }).getByText('Live', { exact: true }).waitFor();
    await watcher.page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const other = await openPage(await newContext());
    await signIn(other.page, 'manager');
    const equipment = (await (await other.page.request.get(`${baseUrl()}/api/locations/1/equipment`)).json()) as { id: number; name: string }[];
    const target = equipment.find((unit) => unit.name === 'Blast Chiller');
    const value = uniqueReading(3);
    const response = await other.page.request.post(`${baseUrl()}/api/temperature-readings`, {
      data: { equipmentId: target?.id, temperature: value, isManual: true },
    });
    expect(response.status()).toBe(201);

    // Well inside the 30 s poll, so only the subscription can have brought it.
    await chiller.getByText(celsius(value)).waitFor({ timeout: 8000 });
    expect(await watcher.page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await screenshot(watcher.page, 'dashboard-live-update');
    expect(watcher.consoleErrors).toEqual([]);
    expect(other.consoleErrors).toEqual([]);
  });

  it('the super user gets the provider overview', async () => {
    const { page, consoleErrors } = await openPage(await newContext());
    await signIn(page, 'super');
    await page.getByRole('heading', { level: 1, name: 'Super Administrator Dashboard' }).waitFor();
    const companies = page.getByRole('region', { name: 'Customer Companies' });
    await companies.getByRole('heading', { name: 'Harbour Kitchens Ltd' }).waitFor();
    expect(await companies.getByRole('heading', { name: 'Riverside Catering Co' }).isVisible()).toBe(true);
    for (const label of ['Total Companies', 'Total Locations', 'Total Users', 'Active Alerts']) {
      expect(await page.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    await screenshot(page, 'dashboard-super-user');
    // View Details opens the company page; the provider deactivates and reactivates the company there.
    await companies.getByRole('link', { name: 'View Details: Riverside Catering Co' }).click();
    await page.getByRole('heading', { level: 1, name: 'Riverside Catering Co' }).waitFor();
    await page.getByRole('region', { name: 'Locations' }).getByText('Riverside Central Kitchen').waitFor();
    expect(await page.getByRole('region', { name: 'Users' }).getByText('Rita River').isVisible()).toBe(true);
    expect(await page.getByText('Equipment Units', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'company-page');
    await page.getByRole('button', { name: 'Deactivate Company' }).click();
    await page.getByRole('dialog', { name: 'Deactivate Riverside Catering Co?' }).getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: 'Reactivate Company' }).waitFor();
    expect(await query(`select is_active from company where name = 'Riverside Catering Co'`)).toEqual([{ is_active: false }]);
    await page.getByRole('button', { name: 'Reactivate Company' }).click();
    await page.getByRole('dialog', { name: 'Reactivate Riverside Catering Co?' }).getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('button', { name: 'Deactivate Company' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
