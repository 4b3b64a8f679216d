import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot, signUp } from './browser';

/**
 * Issue 30: what a brand-new business trips on in its first week. One owner signs up, creates
 * the business in its own time zone, and works alone: no demo data, no colleagues.
 */
describe('a new business’s first week', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];
  const stamp = Date.now().toString(36);
  const owner = { username: `first${stamp}`, fullName: 'Fiona First', password: 'first-pass-1' };
  const business = `First Week Bakery ${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    ({ page, consoleErrors } = await openPage(context));
    await signUp(page, owner);
    await page.getByLabel('Business Name').fill(business);
    await page.getByLabel('First Location Name').fill('Harbour Bakery');
    await page.getByLabel('Address').fill('1 Quay Street, Fremantle');
    await page.getByLabel('Time Zone').fill('Australia/Perth');
    await page.getByRole('button', { name: 'Create Business' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('the sidebar’s Storage Fridge/Freezer offers the owner Add Equipment, and the new fridge shows there', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Storage Fridge/Freezer' }).click();
    await page.getByRole('heading', { name: 'No Storage Equipment Found' }).waitFor();
    expect(await page.getByText('Contact your administrator', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add Equipment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Equipment' });
    await dialog.getByLabel('Name').fill('Bakery Fridge');
    await dialog.getByLabel('Type').selectOption({ label: 'Fridge' });
    await dialog.getByRole('button', { name: 'Add Equipment' }).click();
    await page.getByRole('article', { name: 'Bakery Fridge' }).waitFor();
    await screenshot(page, 'first-week-storage');
    expect(consoleErrors).toEqual([]);
  });

  it('an export of a week with no records says so before it starts', async () => {
    await page.goto(`${baseUrl()}/reports`);
    await page.getByRole('button', { name: 'Export Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Report' });
    // A week before the business existed, and before this month: the schedule may already have made its
    // starter checks (this week's, and the monthly one due on this month's 1st), and a due check is a record.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('From', { exact: true }).fill(daysAgo(45));
    await dialog.getByLabel('To', { exact: true }).fill(daysAgo(39));
    await dialog.getByRole('button', { name: 'Start Export' }).click();
    await dialog.getByRole('alert').getByText('No records in this period').waitFor();
    expect(await page.getByText('Export started').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(consoleErrors).toEqual([]);
  });

  it('the two columns of a form dialog line up: labels with labels, inputs with inputs', async () => {
    const tops = async (dialog: Locator, labels: [string, string]) =>
      Promise.all(labels.map(async (label) => Math.round((await dialog.getByLabel(label, { exact: true }).boundingBox())?.y ?? -1)));
    await page.goto(`${baseUrl()}/temperature`);
    await page.getByRole('button', { name: 'Add Equipment' }).first().click();
    const equipment = page.getByRole('dialog', { name: 'Add Equipment' });
    const [min, max] = await tops(equipment, ['Target Min (°C)', 'Target Max (°C)']);
    expect(min).toBe(max);
    const [delay, interval] = await tops(equipment, ['Alert Delay (minutes)', 'Reading Interval (minutes)']);
    expect(delay).toBe(interval);
    await screenshot(page, 'first-week-equipment-dialog');
    await equipment.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${baseUrl()}/admin/locations`);
    await page.getByRole('button', { name: 'Edit Harbour Bakery' }).click();
    const location = page.getByRole('dialog', { name: 'Edit Location' });
    const [monday, tuesday] = await tops(location, ['Monday', 'Tuesday']);
    expect(monday).toBe(tuesday);
    await screenshot(page, 'first-week-location-dialog');
    await location.getByRole('button', { name: 'Cancel' }).click();
    expect(consoleErrors).toEqual([]);
  });
});
