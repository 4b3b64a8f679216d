import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';

/** Checks stored for a template at Main Kitchen, to compare before and after a journey. */
async function checkCount(templateName: string): Promise<number> {
  const [row] = await query<{ count: string }>(
    `select count(*) from compliance_check c
       join compliance_check_template t on t.id = c.template_id join location l on l.id = c.location_id
      where t.name = $1 and l.name = 'Main Kitchen'`,
    [templateName],
  );
  return Number(row?.count ?? 0);
}

describe('compliance journeys (manager)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('starts a check from a template and sees it at the top of Recent Compliance Checks', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.goto(`${baseUrl()}/compliance`);
    const recent = page.getByRole('region', { name: 'Recent Compliance Checks' });
    await recent.getByRole('listitem').first().waitFor();
    await screenshot(page, 'compliance');
    const template = 'Weekly Deep Clean Audit';
    const before = await checkCount(template);

    await page.getByRole('article', { name: template }).getByRole('button', { name: 'Start Check' }).click();
    await page.getByText('Compliance check started').waitFor();
    expect(await page.getByText(`"${template}" has been created and is ready to begin`).isVisible()).toBe(true);
    const newest = recent.getByRole('listitem').first();
    await newest.getByText(template).waitFor();
    expect(await newest.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    expect(await checkCount(template)).toBe(before + 1);
    // Starting opens the new check's checklist.
    await page.getByRole('dialog', { name: template }).waitFor();
    await screenshot(page, 'compliance-started');
    await page.getByRole('button', { name: 'Close dialog' }).click();

    await page.getByRole('button', { name: 'New Check' }).click();
    await page.getByText('Feature coming soon').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('starts a daily opening check and lists it under Pending Opening Checks', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.goto(`${baseUrl()}/compliance/daily-opening`);
    const template = page.getByRole('article').first();
    await template.waitFor();
    const name = (await template.getByRole('heading').textContent()) ?? '';
    const pending = page.getByRole('region', { name: 'Pending Opening Checks' });
    const before = await pending.getByRole('button', { name: 'Continue Check' }).count();

    await template.getByRole('button', { name: 'Start Opening Check' }).click();
    await page.getByText('Daily opening check started').waitFor();
    expect(await page.getByText(`"${name}" has been created and is ready to begin`).isVisible()).toBe(true);
    await page.getByRole('dialog', { name }).waitFor();
    await page.getByRole('button', { name: 'Close dialog' }).click();
    await pending.getByRole('button', { name: 'Continue Check' }).nth(before).waitFor();
    await screenshot(page, 'daily-opening');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('works a daily opening check item by item and completes it; the failed critical item opens an action', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.goto(`${baseUrl()}/compliance/daily-opening`);
    await page.getByRole('article', { name: 'Daily Opening Check' }).getByRole('button', { name: 'Start Opening Check' }).click();
    let dialog = page.getByRole('dialog', { name: 'Daily Opening Check' });
    await dialog.waitFor();
    const answer = (item: string, result: string) => dialog.getByRole('group', { name: item }).getByRole('radio', { name: result }).check();
    await answer('Fridge and freezer temperatures recorded', 'Fail');
    await dialog.getByLabel('Note for Fridge and freezer temperatures recorded').fill('Walk-in at 9 °C');
    await answer('Hand-wash stations stocked', 'Pass');
    expect(await dialog.getByRole('button', { name: 'Complete Check' }).isDisabled()).toBe(true);
    expect(await dialog.getByText('Answer every item to complete the check (2 left).').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Save Progress' }).click();
    await page.getByText('Progress saved').waitFor();
    await page.getByRole('button', { name: 'Close dialog' }).click();

    const pending = page.getByRole('region', { name: 'Pending Opening Checks' });
    const mine = pending.getByRole('listitem').filter({ hasText: 'In Progress' }).first();
    await mine.getByRole('button', { name: 'Continue Check' }).click();
    dialog = page.getByRole('dialog', { name: 'Daily Opening Check' });
    expect(await dialog.getByRole('group', { name: 'Hand-wash stations stocked' }).getByRole('radio', { name: 'Pass' }).isChecked()).toBe(true);
    await answer('Surfaces sanitised', 'Pass');
    await answer('Pest activity checked', 'N/A');
    await screenshot(page, 'daily-opening-checklist');
    await dialog.getByRole('button', { name: 'Complete Check' }).click();
    await page.getByText('Check completed').waitFor();

    const description = 'Critical item failed in "Daily Opening Check": Fridge and freezer temperatures recorded (Walk-in at 9 °C)';
    const actions = await query<{ count: string }>('select count(*) from corrective_action where description = $1', [description]);
    expect(actions[0]?.count).toBe('1');
    await page.goto(`${baseUrl()}/actions`);
    await page.getByText(description).first().waitFor();
    await screenshot(page, 'daily-opening-critical-action');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
