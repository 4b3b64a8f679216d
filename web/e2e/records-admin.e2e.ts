import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';

describe('corrective actions, users, reports and settings journeys', () => {
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

  it('a manager starts a pending corrective action and marks it complete; both steps are audited', async () => {
    const description = `E2E fridge door seal split ${Date.now()}`;
    const [created] = await query<{ id: number }>(
      `insert into corrective_action (company_id, location_id, type, description, severity, status, due_date)
       select company_id, id, 'equipment_failure', $1, 'high', 'pending', now() + interval '1 day'
       from location where name = 'Main Kitchen' order by id limit 1 returning id`,
      [description],
    );
    const id = created!.id;
    const { page, consoleErrors, close } = await openAs('manager', '/actions');
    const card = page.getByRole('article', { name: `Action #${id}` });
    await card.getByText(description).waitFor();
    await screenshot(page, 'corrective-actions');

    await page.getByRole('tab', { name: 'Pending' }).click();
    await card.getByRole('button', { name: 'Start Action' }).click();
    // Once started (and the list refetched) it leaves the Pending tab for In Progress.
    await card.waitFor({ state: 'detached' });
    await page.getByText('Action started').waitFor();
    await page.getByRole('tab', { name: 'In Progress' }).click();
    await card.getByRole('button', { name: 'Mark Complete' }).click();
    const resolve = page.getByRole('dialog', { name: `Resolve Action #${id}` });
    await resolve.getByLabel('Resolution').fill('Thermostat reset; stock checked');
    await resolve.getByRole('button', { name: 'Mark Complete' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByText('Action completed').waitFor();
    await page.getByRole('tab', { name: 'Resolved' }).click();
    await card.getByRole('button', { name: 'View Report' }).waitFor();
    expect(await card.getByText('resolved', { exact: true }).isVisible()).toBe(true);

    const audits = await query<{ action: string; before: unknown; after: { status: string }; username: string }>(
      `select a.action, a.before, a.after, u.username from audit_event a join "user" u on u.id = a.actor_id
       where a.entity = 'corrective_action' and a.entity_id = $1 order by a.id`,
      [String(id)],
    );
    expect(audits.map((a) => [a.action, a.before, a.after.status, a.username])).toEqual([
      ['start', { status: 'pending' }, 'in_progress', 'manager'],
      ['complete', { status: 'in_progress' }, 'resolved', 'manager'],
    ]);
    expect(await query('select status from corrective_action where id = $1', [id])).toEqual([{ status: 'resolved' }]);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('a manager filters users by name, email or username, whatever the case', async () => {
    const { page, consoleErrors, close } = await openAs('manager', '/admin/users');
    const rows = page.getByRole('table').getByRole('row');
    await page.getByRole('cell', { name: /^Carl Cook/ }).waitFor();
    expect(await rows.count()).toBeGreaterThan(3);
    await screenshot(page, 'users');

    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill('CARL');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByRole('cell', { name: /^Carl Cook/ }).isVisible()).toBe(true);
    // The email, in another case; the previous result stays on screen until the new one arrives.
    await search.fill('BranchAdmin@Example');
    await page.getByRole('cell', { name: /^Brian Airport/ }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    await search.fill('zz-nobody');
    await page.getByText('No users found').waitFor();
    await search.fill('');
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    expect(await page.getByRole('button', { name: 'Edit Carl Cook' }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('a kitchen cook is told User Management is for administrators', async () => {
    const { page, consoleErrors, close } = await openAs('cook', '/admin/users');
    await page.getByText('Access denied').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('Reports & Analytics shows the figures of the last 30 days; Settings & Presets loads the company settings', async () => {
    const { page, consoleErrors, close } = await openAs('manager', '/reports');
    await page.getByText('Avg Response Time').waitFor();
    for (const tab of ['Temperature', 'Compliance', 'Incidents', 'Performance']) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await page.getByRole('tab', { name: tab, selected: true }).count()).toBe(1);
    }
    await page.getByText('Staff Performance').waitFor();
    await screenshot(page, 'reports');

    await page.goto(`${baseUrl()}/admin/settings`);
    const timezone = page.getByRole('combobox', { name: 'Timezone' });
    expect(await timezone.inputValue()).toBe('America/New_York');
    expect(await timezone.locator('option:checked').textContent()).toBe('UTC-5 Eastern');
    await page.getByRole('tab', { name: 'Presets' }).click();
    expect(await page.getByRole('spinbutton', { name: 'Freezer minimum' }).inputValue()).toBe('-20');
    expect(await page.getByRole('spinbutton', { name: 'Monthly check date' }).getAttribute('max')).toBe('28');
    await page.getByRole('tab', { name: 'PWA Features' }).click();
    const switches = page.getByRole('switch');
    expect(await switches.count()).toBe(12);
    await page.getByRole('button', { name: 'Disable All' }).click();
    expect(await page.locator('[role="switch"][aria-checked="true"]').count()).toBe(0);
    await page.getByRole('switch', { name: 'Reports' }).click();
    expect(await page.getByRole('switch', { name: 'Reports' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Enable All' }).click();
    expect(await page.locator('[role="switch"][aria-checked="false"]').count()).toBe(0);
    await screenshot(page, 'settings');
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
