import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';

describe('cleaning, training and manuals journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function openAs(username: string, path: string): Promise<{ page: Page; consoleErrors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, username);
    await page.goto(`${baseUrl()}${path}`);
    return { page, consoleErrors, close: () => context.close() };
  }
  const card = (page: Page, name: string) => page.getByRole('article', { name });
  const tab = async (page: Page, name: string) => {
    await page.getByRole('tab', { name, exact: true }).click();
  };
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  it('cleaning schedules by frequency: a company admin may add them, a cook may not, a branch admin sees empty tabs', async () => {
    const admin = await openAs('companyadmin', '/cleaning');
    const { page } = admin;
    await card(page, 'Kitchen Daily Clean').waitFor();
    expect(await card(page, 'Kitchen Daily Clean').getByText('+2 more tasks').isVisible()).toBe(true);
    expect(await card(page, 'Hand-wash Station Audit').getByText('All locations').isVisible()).toBe(true);
    expect(await button(page, 'Add Schedule').isVisible()).toBe(true);
    await screenshot(page, 'cleaning');
    await tab(page, 'Daily');
    await card(page, 'Kitchen Daily Clean').getByText('Every day').waitFor();
    expect(await card(page, 'Cold Room Deep Clean').count()).toBe(0);
    await tab(page, 'Weekly');
    await card(page, 'Cold Room Deep Clean').getByText('Every Monday').waitFor();
    expect(await card(page, 'Kitchen Daily Clean').count()).toBe(0);
    await tab(page, 'Monthly');
    await card(page, 'Extraction Canopy Clean').getByText('Day 15 of each month').waitFor();
    await tab(page, 'All');
    await card(page, 'Cold Room Deep Clean').waitFor();
    expect(admin.consoleErrors).toEqual([]);
    await admin.close();

    const cook = await openAs('cook', '/cleaning');
    await card(cook.page, 'Kitchen Daily Clean').waitFor();
    for (const name of ['Daily', 'Weekly', 'Monthly', 'All']) {
      await tab(cook.page, name);
      await cook.page.getByRole('article').first().waitFor();
      expect(await button(cook.page, 'Add Schedule').count()).toBe(0);
    }
    expect(cook.consoleErrors).toEqual([]);
    await cook.close();

    // The Airport Café has only the company-wide weekly schedule.
    const branch = await openAs('branchadmin', '/cleaning');
    await card(branch.page, 'Hand-wash Station Audit').waitFor();
    await tab(branch.page, 'Daily');
    await branch.page.getByText('No daily cleaning schedules found').waitFor();
    expect(await button(branch.page, 'Create Schedule').isVisible()).toBe(true);
    expect(branch.consoleErrors).toEqual([]);
    await branch.close();
  });

  it('training records by status: a company admin may add them, a cook may not', async () => {
    const admin = await openAs('companyadmin', '/training');
    const { page } = admin;
    await card(page, 'HACCP Level 3').waitFor();
    expect(await button(page, 'Add Training Record').isVisible()).toBe(true);
    await screenshot(page, 'training');
    await tab(page, 'Scheduled');
    await card(page, 'Allergen Awareness').waitFor();
    await tab(page, 'In progress');
    await card(page, 'HACCP Level 3').waitFor();
    expect(await card(page, 'Allergen Awareness').count()).toBe(0);
    await tab(page, 'Completed');
    const completed = card(page, 'Level 2 Food Safety and Hygiene');
    expect(await completed.getByRole('link', { name: 'View Certificate' }).getAttribute('href')).toMatch(/^\/api\/uploads\/\d+$/);
    await tab(page, 'Expired');
    await card(page, 'Fire Safety Awareness').getByText('(expired)').waitFor();
    expect(admin.consoleErrors).toEqual([]);
    await admin.close();

    const cook = await openAs('cook', '/training');
    await cook.page.getByRole('article').first().waitFor();
    for (const name of ['Scheduled', 'In progress', 'Completed', 'Expired', 'All']) {
      await tab(cook.page, name);
      await cook.page.getByRole('article').first().waitFor();
      expect(await button(cook.page, 'Add Training Record').count()).toBe(0);
    }
    expect(cook.consoleErrors).toEqual([]);
    await cook.close();

    const branch = await openAs('branchadmin', '/training');
    await branch.page.getByText('No training records found').waitFor();
    await tab(branch.page, 'In progress');
    await branch.page.getByText('No in progress training records found').waitFor();
    await branch.close();
  });

  it('manuals by category: a manager withdraws one after confirming, a cook only reads', async () => {
    const title = `E2E Allergen Matrix ${Date.now()}`;
    const [created] = await query<{ id: number }>(
      `insert into food_safety_manual (company_id, title, description, file_url, version, category, uploaded_by)
       select company_id, $1, 'Allergens in every dish', '/manuals/e2e-allergens.pdf', '1.2', 'procedures', id from "user" where username = 'manager'
       returning id`,
      [title],
    );
    const manager = await openAs('manager', '/manuals');
    const { page } = manager;
    await card(page, title).waitFor();
    expect(await card(page, title).getByText('v1.2').isVisible()).toBe(true);
    expect(await button(page, 'Upload Manual').isVisible()).toBe(true);
    await screenshot(page, 'manuals');
    await tab(page, 'Policies');
    await card(page, 'Food Safety Policy').waitFor();
    await tab(page, 'Training');
    await card(page, 'New Starter Induction Pack').waitFor();
    await tab(page, 'Procedures');
    await card(page, 'HACCP Procedures').waitFor();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete manual?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await card(page, title).waitFor({ state: 'detached' });
    await page.getByText('Manual deleted').waitFor();
    await tab(page, 'All');
    await card(page, 'HACCP Procedures').waitFor();
    expect(await card(page, title).count()).toBe(0);
    expect(await query('select is_active from food_safety_manual where id = $1', [created!.id])).toEqual([{ is_active: false }]);
    expect(await query("select action from audit_event where entity = 'food_safety_manual' and entity_id = $1", [String(created!.id)])).toEqual([
      { action: 'delete' },
    ]);
    expect(manager.consoleErrors).toEqual([]);
    await manager.close();

    const cook = await openAs('cook', '/manuals');
    await card(cook.page, 'HACCP Procedures').waitFor();
    for (const name of ['Policies', 'Procedures', 'Training', 'All']) {
      await tab(cook.page, name);
      await cook.page.getByRole('article').first().waitFor();
      expect(await cook.page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
      expect(await button(cook.page, 'Upload Manual').count()).toBe(0);
    }
    expect(cook.consoleErrors).toEqual([]);
    await cook.close();
  });
});
