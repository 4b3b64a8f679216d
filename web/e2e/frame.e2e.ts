import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot, signIn } from './browser';

describe('frame journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a signed-out visitor is sent to the sign-in page, and a manager signs in to the dashboard', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${baseUrl()}/temperature`);
    await page.waitForURL('**/auth');
    await page.getByText('Complete Food Safety Management').first().waitFor();
    await screenshot(page, 'auth');
    await signIn(page, 'manager');
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    expect(await page.getByText('Maria Manager').first().isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a wrong password shows the destructive Login failed toast', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/auth`);
    await page.getByLabel('Username').fill('cook');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login failed').waitFor();
    expect(await page.getByText('Invalid username or password').isVisible()).toBe(true);
    await context.close();
  });

  it('a branch user lands on /mobile', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'staff');
    await page.waitForURL('**/mobile');
    await page.goto(`${baseUrl()}/reports`);
    await page.waitForURL('**/mobile');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a screen whose code cannot be fetched (a new release, a dropped connection) says so inside the frame, and the next screen works', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.route('**/assets/ReportsPage-*.js', (route) => route.abort());
    await page.getByRole('link', { name: 'Reports & Analytics' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'This screen could not be shown' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
    // The shell stays: the user goes elsewhere.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    expect(consoleErrors.some((message) => message.includes('ReportsPage'))).toBe(true);
    await context.close();
  });

  it('an unknown path shows Page Not Found', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.getByText('Page Not Found').first().waitFor();
    await screenshot(page, 'not-found');
    await context.close();
  });
});
