import { generate } from 'otplib';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, signIn } from './browser';

/**
 * The authenticator app's code `steps` 30-second steps from now. The server accepts the step
 * before and after its own, so a code of now or of the next step stays good if a step ends
 * before the request arrives (a code of the step before would not).
 */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('two-factor authentication in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const newPage = async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    return openPage(context);
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    // Journeys share one server: the person signs in with the password alone again.
    await query(`delete from user_two_factor where user_id = (select id from "user" where username = 'companyadmin')`);
  });

  it('set up on Profile, then sign in with the password and the code from the app, then turn it off', async () => {
    const { page, consoleErrors } = await newPage();
    await signIn(page, 'companyadmin');
    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await expect.poll(() => dialog.getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src')).toMatch(/^data:image\/png/);
    const secret = (await dialog.locator('code').textContent())!.trim();
    await dialog.getByLabel('Authentication code').fill(await codeAt(secret));
    await dialog.getByRole('button', { name: 'Turn On' }).click();
    await expect.poll(() => dialog.getByRole('listitem').count()).toBe(10);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const second = await newPage();
    await second.page.goto(`${baseUrl()}/auth`);
    await second.page.getByLabel('Username').fill('companyadmin');
    await second.page.getByLabel('Password', { exact: true }).fill('demo1234');
    await second.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // A later step than set-up's: a code is accepted once.
    await second.page.getByLabel('Authentication code').fill(await codeAt(secret, 1));
    await second.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await second.page.waitForURL((url) => url.pathname === '/');

    await second.page.goto(`${baseUrl()}/profile`);
    await second.page.getByRole('form', { name: 'Turn off two-factor authentication' }).getByLabel('Password').fill('demo1234');
    await second.page.getByRole('button', { name: 'Turn off' }).click();
    await second.page.getByRole('button', { name: 'Set up two-factor authentication' }).waitFor();
    expect([...consoleErrors, ...second.consoleErrors]).toEqual([]);
  });
});
