import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, query, screenshot, signIn } from './browser';

/** Issue 15 parts 4, 5 and 7: the audit log, its chain, and an inspector link opened with no account. */
describe('audit trail and inspector access (manager)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the manager reads the audit log, verifies the chain, and an inspector opens a link read-only', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.getByRole('link', { name: 'Audit Log' }).click();
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await page
      .getByRole('listitem', { name: /^Event \d+$/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Verify Audit Chain' }).click();
    await page.getByText(/Audit chain intact: \d+ events verified/).waitFor();

    await page.getByRole('button', { name: 'Create Inspector Link' }).click();
    const form = page.getByRole('form', { name: 'Create Inspector Link' });
    await form.getByLabel('Label', { exact: true }).fill('EHO visit');
    await form.getByLabel('Main Kitchen').check();
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('From', { exact: true }).fill(weekAgo);
    await form.getByLabel('To', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Create Link' }).click();
    const url = await page.getByRole('textbox', { name: 'Inspector link', exact: true }).inputValue();
    expect(url).toMatch(/\/inspect\/[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'audit-log');

    const inspectorContext = await browser.newContext();
    const inspector = await openPage(inspectorContext);
    await inspector.page.goto(url);
    await inspector.page.getByRole('heading', { name: 'Harbour Kitchens Ltd: food safety records' }).waitFor();
    await inspector.page.getByRole('heading', { name: 'Main Kitchen' }).waitFor();
    expect(await inspector.page.getByRole('button').count()).toBe(0);
    await screenshot(inspector.page, 'inspector-view');
    // Issue 33 item 7: the pack is made by the export runner; the page shows its progress, then the download.
    const packLink = inspector.page.getByRole('link', { name: 'Download Due-Diligence Pack (PDF)' });
    await packLink.click();
    await inspector.page.getByText('The pack is ready.').waitFor({ timeout: 60_000 });
    const [pack] = await Promise.all([inspector.page.waitForEvent('download'), packLink.click()]);
    expect(pack.suggestedFilename()).toMatch(/^due-diligence-pack-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.pdf$/);
    expect(await inspector.page.getByRole('button').count()).toBe(0);
    const [uses] = await query<{ n: string }>(`select count(*) n from audit_event where entity = 'inspector_link' and action = 'use'`);
    expect(Number(uses.n)).toBeGreaterThanOrEqual(1);
    expect([...consoleErrors, ...inspector.consoleErrors]).toEqual([]);
    await inspectorContext.close();
    await context.close();
  });
});
