import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';

describe('location management journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a manager adds a location and sees its card', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.goto(`${baseUrl()}/admin/locations`);
    await page.getByRole('heading', { level: 1, name: 'Location Management' }).waitFor();
    await page.getByRole('listitem', { name: 'Main Kitchen', exact: true }).waitFor();
    await screenshot(page, 'locations');

    const name = `Harbour Deli ${Date.now()}`;
    await page.getByRole('button', { name: 'Add Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Location' });
    await dialog.getByLabel('Location Name').fill(name);
    await dialog.getByLabel('Address').fill('2 Quay Road, London E14 9AA');
    await screenshot(page, 'locations-create-dialog');
    await dialog.getByRole('button', { name: 'Create Location' }).click();

    await page.getByText('New location has been added successfully').waitFor();
    const created = page.getByRole('listitem', { name, exact: true });
    await created.waitFor();
    expect(await created.getByText('2 Quay Road, London E14 9AA').isVisible()).toBe(true);
    expect(await created.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.count()).toBe(0);
    expect(await query('select id from location where name = $1', [name])).toHaveLength(1);
    await screenshot(page, 'locations-created');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
