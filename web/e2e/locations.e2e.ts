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

    // Edit its time zone, then deactivate it (after confirming) and bring it back.
    await created.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Location' });
    // A list to filter (issue 30): type part of the name and pick it.
    await edit.getByRole('combobox', { name: 'Time Zone' }).fill('dubl');
    await edit.getByRole('option', { name: 'Europe/Dublin' }).click();
    await edit.getByLabel('Monday').fill('08:00-16:00');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await created.getByText('Time zone: Europe/Dublin').waitFor();
    await created.getByRole('button', { name: `Deactivate ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Deactivate ${name}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await created.getByRole('button', { name: `Reactivate ${name}` }).waitFor();
    expect(await created.getByText('Inactive', { exact: true }).isVisible()).toBe(true);
    expect(await query('select timezone, is_active from location where name = $1', [name])).toEqual([{ timezone: 'Europe/Dublin', is_active: false }]);
    await screenshot(page, 'locations-deactivated');
    await created.getByRole('button', { name: `Reactivate ${name}` }).click();
    await created.getByRole('button', { name: `Deactivate ${name}` }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
