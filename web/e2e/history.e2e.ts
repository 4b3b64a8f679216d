import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';
import { phone } from './phone';

/**
 * Issue 15, part 1: a manager opens the Walk-in Fridge's history from its card, switches ranges,
 * sees an excursion (stored here: 9.5 °C three hours ago and the action the alert engine would open)
 * with its corrective action, and pages the readings table.
 */
describe('temperature history journey (manager)', () => {
  let browser: Browser;
  const action = `Walk-in Fridge too warm (history journey ${Date.now()})`;
  beforeAll(async () => {
    browser = await launchBrowser();
    const [unit] = await query<{ id: number; company_id: number; location_id: number }>(
      `select e.id, e.company_id, e.location_id from equipment e join location l on l.id = e.location_id
        where e.name = 'Walk-in Fridge' and l.name = 'Main Kitchen'`,
    );
    await query(
      `insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at)
       values ($1, $2, (select id from "user" where username = 'cook'), 9.5, true, now() - interval '3 hours', now() - interval '3 hours')`,
      [unit.company_id, unit.id],
    );
    await query(
      `insert into corrective_action (company_id, location_id, equipment_id, type, description, severity, status, source, excursion_started_at, created_at)
       values ($1, $2, $3, 'temperature', $4, 'high', 'open', 'automatic', now() - interval '3 hours', now() - interval '3 hours')`,
      [unit.company_id, unit.location_id, unit.id, action],
    );
  });
  afterAll(() => browser?.close());

  it('opens a fridge’s history from its card, switches ranges, shows the excursion and its action, and pages the readings', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.goto(`${baseUrl()}/temperature/cold`);
    await page.getByRole('article', { name: 'Walk-in Fridge' }).getByRole('link', { name: 'View History' }).click();
    await page.getByRole('heading', { name: 'Walk-in Fridge history' }).waitFor();
    await page
      .getByRole('img', { name: /Temperature chart/ })
      .locator('canvas')
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: /5-minute min, max and mean/ }).count()).toBe(1);

    const excursions = page.getByRole('list', { name: 'Excursions' });
    await excursions.getByText(action, { exact: false }).waitFor();
    expect(await excursions.getByRole('link', { name: /Open corrective actions/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('cell', { name: '9.5°C' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'history-24h');

    const range = page.getByRole('group', { name: 'Range' });
    await range.getByRole('button', { name: '7 days' }).click();
    await page.getByRole('heading', { name: /hourly min, max and mean/ }).waitFor();
    expect(await range.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    await range.getByRole('button', { name: '30 days' }).click();
    await page.getByRole('heading', { name: /daily min, max and mean/ }).waitFor();
    await excursions.getByText(action, { exact: false }).waitFor();
    await screenshot(page, 'history-30d');

    // A week of readings every 3 hours is more than one page of 25: the next page comes by cursor.
    const rows = page.getByRole('table', { name: 'Readings, newest first' }).locator('tbody tr');
    await rows.nth(24).waitFor();
    expect(await rows.count()).toBe(25);
    await page.getByRole('button', { name: 'Load older readings' }).click();
    await rows.nth(25).waitFor();
    expect(await rows.count()).toBeGreaterThan(25);

    await page
      .getByRole('link', { name: /Open corrective actions/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/actions');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px phone: no sideways page scroll, the tables scroll in their own box, the chart fits (issue 30)', async () => {
    const context = await browser.newContext(phone);
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    const [unit] = await query<{ id: number }>(
      `select e.id from equipment e join location l on l.id = e.location_id where e.name = 'Walk-in Fridge' and l.name = 'Main Kitchen'`,
    );
    await page.goto(`${baseUrl()}/temperature/equipment/${unit.id}/history`);
    await page.getByRole('heading', { name: 'Walk-in Fridge history' }).waitFor();
    const chart = page.getByRole('img', { name: /Temperature chart/ });
    await chart.locator('canvas').first().waitFor();
    await page.getByRole('table', { name: 'Readings, newest first' }).locator('tbody tr').first().waitFor();
    await page.getByRole('list', { name: 'Excursions' }).getByText(action, { exact: false }).waitFor();
    await screenshot(page, 'history-phone');
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    expect((await chart.boundingBox())?.width).toBeLessThanOrEqual(390);
    // The wide table scrolls inside its own (focusable) box instead.
    const box = page.getByRole('region', { name: 'Readings' });
    expect(await box.evaluate((e) => e.scrollWidth > e.clientWidth && e.clientWidth <= 390)).toBe(true);
    // The wider ranges bring other buckets and labels: still no sideways scroll.
    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '30 days' }).click();
    await page.getByRole('heading', { name: /daily min, max and mean/ }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
