import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn, signUp } from './browser';

const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/**
 * Issue 12 end to end: a stranger signs up, creates their business, adds a location, equipment
 * and a person; that person changes the initial password and records a reading; deactivated,
 * their open session is refused on its next request.
 */
describe('a customer sets itself up', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const newContext = async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    return context;
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('sign up → business → location, equipment, person → their first reading → deactivated mid-session', async () => {
    const stamp = Date.now().toString(36);
    const owner = { username: `owner${stamp}`, fullName: 'Olivia Owner', password: 'owner-pass-1' };
    const cook = { username: `cook${stamp}`, fullName: 'Colin Newcook', initial: 'Start#2026go', chosen: 'Mine#2026ok' };
    const business = `Olive Tree Cafés ${stamp}`;

    // 1. Sign up and create the business.
    const { page, consoleErrors } = await openPage(await newContext());
    await signUp(page, owner);
    await page.getByRole('heading', { level: 2, name: 'Create your business' }).waitFor();
    expect(await page.getByText(owner.username, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'onboarding-welcome');
    await page.getByLabel('Business Name').fill(business);
    await page.getByLabel('First Location Name').fill('Olive Tree Kitchen');
    await page.getByLabel('Address').fill('7 Grove Lane, Bristol BS1 4DJ');
    await page.getByLabel('Time Zone').fill('Europe/London');
    await page.getByRole('button', { name: 'Create Business' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
    const [company] = await query<{ id: number; location_id: number }>(
      `select c.id, l.id as location_id from company c join location l on l.company_id = c.id where c.name = $1`,
      [business],
    );

    // 2. A second location through the existing Add Location dialog.
    await page.goto(`${baseUrl()}/admin/locations`);
    await page.getByRole('button', { name: 'Add Location' }).click();
    const locationDialog = page.getByRole('dialog', { name: 'Create New Location' });
    await locationDialog.getByLabel('Location Name').fill('Olive Tree Deli');
    await locationDialog.getByRole('button', { name: 'Create Location' }).click();
    await card(page, 'Olive Tree Deli').waitFor();

    // 3. Two units. The web has no Add Equipment dialog yet, so the owner's own session creates them through GraphQL.
    for (const unit of [
      { name: 'Olive Fridge', type: 'fridge' },
      { name: 'Olive Freezer', type: 'freezer' },
    ]) {
      const response = await page.request.post(`${baseUrl()}/graphql`, {
        data: {
          query: 'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }',
          variables: { input: { ...unit, locationId: company.location_id } },
        },
      });
      expect((await response.json()).errors).toBeUndefined();
    }

    // 4. A person with an initial password.
    await page.goto(`${baseUrl()}/admin/users`);
    const add = page.getByRole('button', { name: 'Add User' });
    // Enabled once the roles and places it offers have loaded (click waits for that).
    await add.click();
    const addDialog = page.getByRole('dialog', { name: 'Add User' });
    await addDialog.getByLabel('Full Name').fill(cook.fullName);
    await addDialog.getByLabel('Username').fill(cook.username);
    await addDialog.getByLabel('Email').fill(`${cook.username}@example.com`);
    await addDialog.getByLabel('Role').selectOption({ label: 'Kitchen Staff' });
    await addDialog.getByLabel('Home Location').selectOption({ label: 'Olive Tree Kitchen' });
    await addDialog.getByLabel('Initial Password').fill(cook.initial);
    await screenshot(page, 'onboarding-add-user');
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('button', { name: `Edit ${cook.fullName}` }).waitFor();
    await screenshot(page, 'onboarding-users');

    // 5. Sign out.
    await page.getByRole('button', { name: `User menu for ${owner.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();

    // 6. The new person must change the initial password, then records a reading.
    const staff = await openPage(await newContext());
    await signIn(staff.page, cook.username, cook.initial);
    await staff.page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await screenshot(staff.page, 'onboarding-change-password');
    await staff.page.getByLabel('Current Password').fill(cook.initial);
    await staff.page.getByLabel('New Password', { exact: true }).fill(cook.chosen);
    await staff.page.getByLabel('Confirm New Password').fill(cook.chosen);
    await staff.page.getByRole('button', { name: 'Change Password' }).click();
    await staff.page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
    const fridge = card(staff.page, 'Olive Fridge');
    await fridge.getByRole('button', { name: 'Manual entry for Olive Fridge' }).click();
    await fridge.getByRole('spinbutton', { name: 'Temperature for Olive Fridge (°C)' }).fill('3.5');
    await fridge.getByRole('button', { name: 'Record', exact: true }).click();
    await staff.page.getByText('Temperature 3.5°C recorded for Olive Fridge').waitFor();
    const readings = await query(`select 1 from temperature_reading r join "user" u on u.id = r.user_id where u.username = $1 and r.temperature = 3.5`, [
      cook.username,
    ]);
    expect(readings).toHaveLength(1);

    // 7. The administrator deactivates them while they are still signed in.
    await signIn(page, owner.username, owner.password);
    await page.goto(`${baseUrl()}/admin/users`);
    await page.getByRole('button', { name: `Deactivate ${cook.fullName}` }).click();
    await page
      .getByRole('dialog', { name: `Deactivate ${cook.fullName}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await page.getByRole('button', { name: `Reactivate ${cook.fullName}` }).waitFor();
    expect(await query(`select 1 from session where (sess ->> 'userId')::int = (select id from "user" where username = $1)`, [cook.username])).toEqual([]);

    // 8. Their open session is refused on its very next request.
    await fridge.getByRole('button', { name: 'Manual entry for Olive Fridge' }).click();
    await fridge.getByRole('spinbutton', { name: 'Temperature for Olive Fridge (°C)' }).fill('3.6');
    await fridge.getByRole('button', { name: 'Record', exact: true }).click();
    await staff.page.getByText('Please sign in').waitFor();
    await staff.page.reload();
    await staff.page.getByRole('tab', { name: 'Sign In' }).waitFor();
    const refused = await query(`select 1 from temperature_reading r join "user" u on u.id = r.user_id where u.username = $1 and r.temperature = 3.6`, [
      cook.username,
    ]);
    expect(refused).toEqual([]);
    await screenshot(staff.page, 'onboarding-deactivated');
    expect(consoleErrors).toEqual([]);
  });
});
