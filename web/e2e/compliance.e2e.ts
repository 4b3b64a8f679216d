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
    await screenshot(page, 'compliance-started');

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
    await pending.getByRole('button', { name: 'Continue Check' }).nth(before).waitFor();
    await screenshot(page, 'daily-opening');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
