import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, query, screenshot, signIn } from './browser';

/** Issue 36 items 1 and 2: the HACCP plan editor, from a starter plan to a signed version in force. */
describe('HACCP plan (manager)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('generates a starter plan, edits a hazard, saves version 2, signs it with the password and sees it in force', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.getByRole('link', { name: 'HACCP Plan' }).click();
    await page.getByRole('heading', { name: 'HACCP Plan', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No HACCP plan yet' }).waitFor();
    await page.getByRole('button', { name: 'Generate starter plan' }).click();
    await page.getByRole('heading', { name: 'Version 1 (draft)' }).waitFor();
    // The starter plan's fridge CCP shows the preset band, chosen from the live configuration.
    const coldStorage = page.getByRole('group', { name: 'Cold storage critical control point 1' });
    expect(await coldStorage.getByLabel('Critical limit').locator('option:checked').textContent()).toMatch(/preset band: /);

    const hazard = page.getByRole('group', { name: 'Goods in hazard 1' }).getByLabel('Hazard', { exact: true });
    await hazard.fill('Chilled food delivered above 5 °C');
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await page.getByRole('heading', { name: 'Version 2 (draft)' }).waitFor();

    await page.getByRole('button', { name: 'Sign version 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign version 2' });
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Sign plan' }).click();
    await dialog.getByText('Your password is not right').waitFor();
    await dialog.getByLabel('Password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Sign plan' }).click();
    await page.getByText('Version 2 in force').waitFor();
    await page.getByRole('heading', { name: 'Version 2 (signed)' }).waitFor();
    expect(await page.getByRole('group', { name: 'Goods in hazard 1' }).getByLabel('Hazard', { exact: true }).inputValue()).toBe(
      'Chilled food delivered above 5 °C',
    );
    await page.getByRole('region', { name: 'Monitoring coverage per critical control point' }).waitFor();
    await screenshot(page, 'haccp-plan');

    const [signed] = await query<{ version: number; signer: string }>(
      `select v.version, u.username signer from haccp_plan_version v join "user" u on u.id = v.signed_by_id where v.signed_at is not null`,
    );
    expect(signed).toEqual({ version: 2, signer: 'manager' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
