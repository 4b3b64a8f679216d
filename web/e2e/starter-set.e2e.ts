import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot } from './browser';

/**
 * Issue 30 item 2 ("day one has checklists"): a new UK business finds the starter checklists on
 * Compliance Checks, and its administrator writes a checklist of their own with New checklist.
 */
describe('a new business has checklists from day one', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sign up → UK business → the starter checklists → New checklist "Friday deep clean" with two items, one critical', async () => {
    const stamp = Date.now().toString(36);
    const owner = { username: `starter${stamp}`, password: 'starter-pass-1' };
    const business = `Day One Deli ${stamp}`;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, consoleErrors } = await openPage(context);

    await page.goto(`${baseUrl()}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Dana Dayone');
    await page.getByLabel('Email').fill(`${owner.username}@example.com`);
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Confirm Password').fill(owner.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByLabel('Business Name').fill(business);
    await page.getByLabel('First Location Name').fill('Day One Kitchen');
    await page.getByLabel('Time Zone').fill('Europe/London');
    await page.getByRole('button', { name: 'Create Business' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();

    // The starter checklists are there to start.
    await page.goto(`${baseUrl()}/compliance`);
    const templates = page.getByRole('region', { name: 'Available Check Templates' });
    for (const name of ['Allergen Check', 'Closing Check', 'Monthly Pest Check', 'Opening Check', 'Weekly Deep Clean']) {
      await templates.getByRole('article', { name }).waitFor();
    }
    await screenshot(page, 'starter-set-compliance');

    // A checklist of their own, by keyboard where it matters: the second item is ticked critical and moved first.
    await templates.getByRole('button', { name: 'Add Checklist' }).click();
    const dialog = page.getByRole('dialog', { name: 'New checklist' });
    await dialog.getByLabel('Name', { exact: true }).fill('Friday deep clean');
    await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Weekly' });
    await dialog.getByLabel('Schedule', { exact: true }).selectOption({ label: 'Weekly' });
    await dialog.getByLabel('Item 1', { exact: true }).fill('Floor drains cleaned');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByLabel('Item 2', { exact: true }).fill('Fryers boiled out');
    await dialog
      .getByRole('checkbox', { name: /Critical/ })
      .nth(1)
      .press('Space');
    await dialog.getByRole('button', { name: 'Move item 2 up' }).press('Enter');
    await screenshot(page, 'starter-set-new-checklist');
    await dialog.getByRole('button', { name: 'Create Checklist' }).click();
    await page.getByText('Checklist created').waitFor();
    await templates.getByRole('article', { name: 'Friday deep clean' }).waitFor();
    expect(await dialog.count()).toBe(0);

    const [stored] = await query<{ type: string; frequency: string; checklist_items: unknown }>(
      `select t.type, t.frequency, t.checklist_items from compliance_check_template t join company c on c.id = t.company_id
        where c.name = $1 and t.name = 'Friday deep clean'`,
      [business],
    );
    expect(stored).toEqual({
      type: 'weekly',
      frequency: 'weekly',
      checklist_items: [
        { description: 'Fryers boiled out', critical: true },
        { description: 'Floor drains cleaned', critical: false },
      ],
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
