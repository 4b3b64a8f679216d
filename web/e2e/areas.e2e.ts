import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';

/** Issue 35: company → area → site, and an Area Manager whose reach is their areas' sites. */
describe('areas journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the owner groups a site into a new area and gives it an Area Manager, who then sees only that site', async () => {
    const stamp = Date.now();
    const [siteName, areaName, username, password] = [`Quay Kiosk ${stamp}`, `East ${stamp}`, `east${stamp}`, 'Area#2026pass!'];
    const owner = await openPage(await browser.newContext({ viewport: { width: 1440, height: 900 } }));
    await signIn(owner.page, 'manager');
    // A site of its own, so the demo sites' areas (and their alerts) stay as other journeys expect.
    const created = await owner.page.request.post(`${baseUrl()}/graphql`, {
      data: { query: 'mutation($name: String!) { createLocation(input: { name: $name }) { id } }', variables: { name: siteName } },
    });
    expect((await created.json()).errors).toBeUndefined();

    await owner.page.goto(`${baseUrl()}/admin/areas`);
    await owner.page.getByRole('heading', { level: 1, name: 'Areas' }).waitFor();
    await owner.page.getByRole('button', { name: 'Add Area' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Add Area' });
    await dialog.getByLabel('Area Name').fill(areaName);
    await dialog.getByRole('button', { name: 'Add Area' }).click();
    const card = owner.page.getByRole('listitem', { name: areaName, exact: true });
    await card.waitFor();
    await owner.page.getByRole('combobox', { name: `Area of ${siteName}` }).selectOption({ label: areaName });
    await owner.page.getByText(`${siteName} is now in ${areaName}`).waitFor();
    await card
      .getByRole('region', { name: `Sites in ${areaName}` })
      .getByText(siteName)
      .waitFor();
    await screenshot(owner.page, 'areas');

    await owner.page.goto(`${baseUrl()}/admin/locations`);
    await owner.page.getByRole('listitem', { name: siteName, exact: true }).getByText(`Area: ${areaName}`).waitFor();

    await owner.page.goto(`${baseUrl()}/admin/users`);
    await owner.page.getByRole('button', { name: 'Add User' }).click();
    const add = owner.page.getByRole('dialog', { name: 'Add User' });
    await add.getByLabel('Full Name').fill('Erin East');
    await add.getByLabel('Username').fill(username);
    await add.getByLabel('Email').fill(`${username}@example.com`);
    await add.getByLabel('Role').selectOption({ label: 'Area Manager' });
    await add.getByLabel('Home Location').selectOption({ label: siteName });
    await add.getByRole('checkbox', { name: areaName }).check();
    await add.getByLabel('Initial Password').fill(password);
    await screenshot(owner.page, 'areas-add-area-manager');
    await add.getByRole('button', { name: 'Add User' }).click();
    await owner.page.getByText('Erin East must change the initial password at first sign-in').waitFor();
    expect(
      await query('select a.name from user_area ua join area a on a.id = ua.area_id join "user" u on u.id = ua.user_id where u.username = $1', [username]),
    ).toEqual([{ name: areaName }]);
    expect(owner.consoleErrors).toEqual([]);

    const areaManager = await openPage(await browser.newContext({ viewport: { width: 1440, height: 900 } }));
    await signIn(areaManager.page, username, password);
    await areaManager.page.getByLabel('Current Password').fill(password);
    await areaManager.page.getByLabel('New Password', { exact: true }).fill(`${password}2`);
    await areaManager.page.getByLabel('Confirm New Password').fill(`${password}2`);
    await areaManager.page.getByRole('button', { name: 'Change Password' }).click();
    const picker = areaManager.page.getByLabel('Location', { exact: true });
    await picker.waitFor();
    expect(await picker.locator('option').allTextContents()).toEqual([siteName]);
    await screenshot(areaManager.page, 'areas-area-manager');
    expect(areaManager.consoleErrors).toEqual([]);
  });
});
