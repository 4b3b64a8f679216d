import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';
import { collectAlerts, phone, signInAsStaff, waitForServiceWorker, waitingInOutbox } from './phone';

/** Failed requests while deliberately offline are expected; anything else is a bug. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

const formsWith = (key: string, marker: string) =>
  query<{ type: string; status: string; location_id: number; client_id: string | null; username: string }>(
    `select f.type, f.status, f.location_id, f.client_id, u.username from digital_form f join "user" u on u.id = f.user_id
     where f.form_data->>$1 = $2`,
    [key, marker],
  );

/** Home → Cleaning (Digital Forms) → Fill Out on a form's card. */
async function fillOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Cleaning' }).click();
  await page.getByRole('group', { name: 'Form categories' }).waitFor();
  await page.getByRole('button', { name: `Fill Out ${name}` }).click();
  await page.getByRole('heading', { name }).waitFor();
}

describe('digital forms on the phone (issue 31)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  let context: BrowserContext;

  it('staff fill in Fitness to Work online, told first what is missing, and the manager sees it on /forms', { timeout: 120_000 }, async () => {
    context = await browser.newContext(phone);
    const { page, consoleErrors } = await openPage(context);
    const alerts = collectAlerts(page);
    await signInAsStaff(page);
    const marker = `E2E phone fitness ${Date.now()}`;
    await fillOut(page, 'Fitness to Work Declaration');
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await page.getByText('Missing required fields').waitFor();
    await page.getByRole('textbox', { name: 'Employee Name' }).fill(marker);
    await page.getByLabel('Date').fill('2026-11-27');
    await page.getByRole('spinbutton', { name: 'Temperature (°C)' }).fill('36.6');
    await page.getByRole('radiogroup', { name: 'Any symptoms?' }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('radiogroup', { name: 'Taking any medications?' }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('checkbox', { name: 'I declare that I am fit to work' }).check();
    await screenshot(page, 'phone-form-fill');
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await page.getByText('Form submitted successfully').waitFor();
    const rows = await formsWith('employeeName', marker);
    expect(rows).toEqual([{ type: 'fitness_to_work', status: 'submitted', location_id: 1, client_id: expect.any(String), username: 'staff' }]);
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await page.getByRole('heading', { name: 'Food Safety Workflow' }).waitFor();
    // Filled in today at the location: no longer due.
    expect(await page.getByRole('region', { name: 'Forms Due Today' }).count()).toBe(0);
    expect(alerts).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // The manager sees it on the desktop.
    const desk = await browser.newContext();
    const manager = await openPage(desk);
    await signIn(manager.page, 'manager');
    await manager.page.goto(`${baseUrl()}/forms`);
    const recent = manager.page.getByRole('region', { name: 'Recent Submissions' });
    const newest = recent.getByRole('listitem').first();
    await newest.getByText('FITNESS TO WORK').waitFor();
    await newest.getByText('Answers').click();
    await newest.getByText(marker).waitFor();
    expect(manager.consoleErrors).toEqual([]);
    await desk.close();
  });

  it('a Visitor Log filled in offline waits on the phone and is stored exactly once when the connection returns', { timeout: 180_000 }, async () => {
    context = await browser.newContext(phone);
    const { page, consoleErrors } = await openPage(context);
    await signInAsStaff(page);
    await waitForServiceWorker(page);
    const marker = `E2E phone visitor ${Date.now()}`;

    // The forms loaded when the app opened; now the connection drops.
    await context.setOffline(true);
    await fillOut(page, 'Visitor Log');
    await page.getByRole('textbox', { name: 'Visitor Name' }).fill(marker);
    await page.getByRole('textbox', { name: 'Company' }).fill('Pest Control Ltd');
    await page.getByRole('textbox', { name: 'Purpose of Visit' }).fill('Quarterly inspection');
    await page.getByLabel('Time In').fill('09:30');
    await page.getByRole('checkbox', { name: 'Safety briefing given' }).check();
    await page.getByRole('checkbox', { name: 'Visitor escorted' }).check();
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await page.getByText('Saved on this phone').waitFor();
    await page.getByText('1 form waiting to sync').waitFor();
    await screenshot(page, 'phone-form-offline-waiting');
    expect(await waitingInOutbox(page, 'form')).toBe(1);
    expect(await formsWith('visitorName', marker)).toEqual([]);

    // Back online: sent once; a second pass (the app opening again) adds no copy.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => waitingInOutbox(page, 'form'), { timeout: 15_000 }).toBe(0);
    await expect.poll(async () => (await formsWith('visitorName', marker)).length, { timeout: 15_000 }).toBe(1);
    await page.goto(`${baseUrl()}/mobile`);
    await page.getByRole('heading', { name: 'Food Safety Workflow' }).waitFor();
    await page.waitForTimeout(1000);
    const stored = await formsWith('visitorName', marker);
    expect(stored).toEqual([{ type: 'visitor_log', status: 'submitted', location_id: 1, client_id: expect.any(String), username: 'staff' }]);
    expect(await page.getByText(/waiting to sync/).count()).toBe(0);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});
