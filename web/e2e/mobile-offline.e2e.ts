import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot } from './browser';
import { collectAlerts, phone, recordReading, signInAsStaff, staffReadings, waitForServiceWorker, waitingInOutbox } from './phone';

const SAVED_LOCALLY = 'Network error. Temperature saved locally for sync.';
const RECORDED = 'Temperature recorded successfully!';

/** Failed requests while deliberately offline are expected; anything else is a bug. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

describe('mobile app offline journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  let context: BrowserContext;
  const phoneContext = async () => {
    context = await browser.newContext(phone);
    return context;
  };

  it('staff record online, offline (kept on the phone, synced once when back) and survive a lost response', { timeout: 180_000 }, async () => {
    const started = new Date();
    const { page, consoleErrors } = await openPage(await phoneContext());
    const alerts = collectAlerts(page);
    await signInAsStaff(page);
    await waitForServiceWorker(page);
    await screenshot(page, 'mobile-home');

    // Online: straight to the server.
    await recordReading(page, 'Walk-in Fridge', '3.41');
    await expect.poll(() => alerts).toContain(RECORDED);
    expect((await staffReadings(started)).map((r) => r.temperature)).toEqual(['3.41']);
    expect(unexpected(consoleErrors)).toEqual([]);

    // Offline: both readings wait on the phone, and the header says so.
    await context.setOffline(true);
    await recordReading(page, 'Chest Freezer', '-18.52');
    await recordReading(page, 'Bain-marie', '65.63');
    expect(alerts.filter((a) => a === SAVED_LOCALLY)).toHaveLength(2);
    await page.getByText('2 readings waiting to sync').waitFor();
    await screenshot(page, 'mobile-offline-waiting');

    // A reload without network still opens the app, from the service worker's cache.
    await page.reload();
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    expect(await page.title()).toContain('Food Safety Management');
    expect(await waitingInOutbox(page)).toBe(2);
    await screenshot(page, 'mobile-offline-reload');
    expect((await staffReadings(started)).length).toBe(1);

    // Back online: the app sends what waited, each reading once.
    await context.setOffline(false);
    await page.goto(`${baseUrl()}/mobile`);
    await page.getByRole('heading', { name: 'Food Safety Workflow' }).waitFor();
    await expect.poll(() => waitingInOutbox(page), { timeout: 15_000 }).toBe(0);
    await expect.poll(async () => (await staffReadings(started)).length, { timeout: 15_000 }).toBe(3);
    const synced = await staffReadings(started);
    expect(synced.map((r) => r.temperature).sort()).toEqual(['-18.52', '3.41', '65.63']);
    expect(new Set(synced.map((r) => r.client_id)).size).toBe(3);
    expect(await page.getByText(/waiting to sync/).count()).toBe(0);

    // The server stores a reading but its answer is lost: the phone keeps it and the retry adds no copy.
    let lost = 0;
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'RecordReading' || lost > 0) return route.fallback();
      lost += 1;
      await route.fetch();
      await route.abort('failed');
    });
    await recordReading(page, 'Goods In Probe', '4.74');
    expect(lost).toBe(1);
    await expect.poll(() => alerts.filter((a) => a === SAVED_LOCALLY).length).toBe(3);
    const committed = (await staffReadings(started)).filter((r) => r.temperature === '4.74');
    expect(committed).toHaveLength(1);
    expect(await waitingInOutbox(page)).toBe(1);

    await page.reload();
    await page.getByRole('heading', { name: 'Food Safety Workflow' }).waitFor();
    await expect.poll(() => waitingInOutbox(page), { timeout: 15_000 }).toBe(0);
    const retried = (await staffReadings(started)).filter((r) => r.temperature === '4.74');
    expect(retried).toEqual(committed);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});
