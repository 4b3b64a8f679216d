import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';
import { phone } from './phone';

/** Each of issue 14's screens, and what the demo data puts on it. */
const SCREENS: [path: string, heading: string, content: string][] = [
  ['/temperature/hot-hold', 'Hot Hold Temperature Monitoring', 'Bain-marie'],
  ['/temperature/hot-display', 'Hot Display Temperature Monitoring', 'Hot Food Counter'],
  ['/temperature/cold-display', 'Cold Display Temperature Monitoring', 'Sandwich Chiller'],
  ['/temperature/deliveries', 'Deliveries Out Temperature Monitoring', 'Delivery Van Chiller'],
  ['/compliance/closing', 'Closing Checks', 'Kitchen Closing Check'],
  ['/compliance/allergen', 'Allergen Checks', 'Fish and Chips'],
  ['/compliance/monthly', 'Monthly Checks', 'Monthly Pest Control Inspection'],
  ['/compliance/calibration', 'Probe Calibration', '-2.2 °C'],
];

describe('issue 14 screens (manager)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('every new screen renders the demo data', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    for (const [path, heading, content] of SCREENS) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByText(content).first().waitFor();
      expect(await page.getByText('Page Not Found').count()).toBe(0);
      await screenshot(page, `screen${path.replaceAll('/', '-')}`);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a calibration out of tolerance opens a corrective action that appears on /actions', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.goto(`${baseUrl()}/compliance/calibration`);
    const form = page.getByRole('form', { name: 'Record calibration' });
    await form.getByLabel('Probe or unit').selectOption({ label: 'Goods In Probe' });
    await form.getByLabel('Reference').selectOption('0');
    await form.getByLabel('Probe reading (°C)').fill('2.5');
    await form.getByRole('button', { name: 'Record Calibration' }).click();
    await page.getByText('Probe out of tolerance').waitFor();
    await page.getByRole('region', { name: 'Calibration History' }).getByText('Out of tolerance').first().waitFor();
    const [row] = await query<{ n: string }>(`select count(*) n from corrective_action where description like 'Goods In Probe failed calibration%'`);
    expect(Number(row.n)).toBe(1);

    await page.goto(`${baseUrl()}/actions`);
    await page
      .getByText(/Goods In Probe failed calibration/)
      .first()
      .waitFor();
    await screenshot(page, 'calibration-action');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/more on a phone lists the sections the bottom bar lacks, and Log out', async () => {
    const context = await browser.newContext(phone);
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.goto(`${baseUrl()}/more`);
    await page.getByRole('heading', { name: 'More', level: 1 }).waitFor();
    for (const label of ['Digital Forms', 'Cleaning Schedules', 'Training Records', 'Food Safety Manuals', 'Corrective Actions', 'Settings & Presets']) {
      await page.getByRole('link', { name: label }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    await screenshot(page, 'more-phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
