import { rmSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';
import { collectAlerts, launchPhoneProfile, phone, signInAsStaff, waitForServiceWorker } from './phone';

describe('mobile app (PWA) journeys', () => {
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

  it('a manager opening /mobile sees Access Restricted', async () => {
    const { page, consoleErrors } = await openPage(await phoneContext());
    await signIn(page, 'manager');
    await page.goto(`${baseUrl()}/mobile`);
    await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
    expect(await page.getByText('This mobile interface is only available for Branch Users.').isVisible()).toBe(true);
    expect(await page.getByText(/Customer Admin/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to main app' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'mobile-access-restricted');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('serves a valid manifest and service worker that make the app installable', async () => {
    // Installability needs a real (not incognito) profile: see launchPhoneProfile.
    const installable = await launchPhoneProfile();
    context = installable.context;
    const { page, consoleErrors } = await openPage(context);
    const manifest = await page.request.get(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ name: 'Food Safety Management', start_url: '/mobile', display: 'standalone' });
    const worker = await page.request.get(`${baseUrl()}/sw.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await signIn(page, 'staff');
    await page.waitForURL('**/mobile');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
    rmSync(installable.profile, { recursive: true, force: true });
  });

  it('staff work through a compliance check, forms and the workflow tiles', async () => {
    const started = new Date();
    const { page, consoleErrors } = await openPage(await phoneContext());
    const alerts = collectAlerts(page);
    await signInAsStaff(page);

    // Issue 30: Reports shows the week's figures, and Probe Checks leads to probe calibration.
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByText('Compliance Rate').waitFor();
    await screenshot(page, 'mobile-reports');
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await page.getByRole('button', { name: 'Probe Checks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Probe Calibration' }).waitFor();
    await page.getByRole('form', { name: 'Record calibration' }).waitFor();
    await screenshot(page, 'mobile-probe-calibration');
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    expect(alerts.filter((text) => text.includes('coming soon'))).toEqual([]);

    await page.getByRole('button', { name: 'Fridge & Freezer' }).click();
    await page.getByRole('dialog', { name: 'Record Temperature' }).waitFor();
    await screenshot(page, 'mobile-record-dialog');
    await page.getByRole('button', { name: 'Close dialog' }).click();

    await page.getByRole('button', { name: 'Opening Checks' }).click();
    await page.getByRole('heading', { name: 'Compliance Checks' }).waitFor();
    // A check of one's own, from the templates below today's due checks.
    await page
      .getByRole('list', { name: 'Check templates' })
      .getByRole('button', { name: /Daily Opening Check/ })
      .click();
    const answer = (item: string, result: string) => page.getByRole('group', { name: item }).getByRole('radio', { name: result }).check();
    await answer('Surfaces sanitised', 'Pass');
    // Nothing completes empty: Complete Check waits for every item.
    expect(await page.getByRole('button', { name: 'Complete Check' }).isDisabled()).toBe(true);
    for (const item of ['Fridge and freezer temperatures recorded', 'Hand-wash stations stocked']) await answer(item, 'Pass');
    await answer('Pest activity checked', 'N/A');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload' }).click();
    // A real image: the server decodes and re-encodes every photo, and refuses bytes that are none.
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 200, b: 200 } } })
      .png()
      .toBuffer();
    await (await chooser).setFiles({ name: 'bench.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Photos attached: 1').waitFor();
    await screenshot(page, 'mobile-compliance-check');
    await page.getByRole('button', { name: 'Complete Check' }).click();
    await expect.poll(() => alerts).toContain('Daily Opening Check marked as completed! Photos attached: 1');
    await page.getByRole('heading', { name: 'Compliance Checks' }).waitFor();
    await screenshot(page, 'mobile-compliance-checks');
    const [check] = await query<{ status: string; checklist_data: { photoCount: number } }>(
      `select c.status, c.checklist_data from compliance_check c join "user" u on u.id = c.user_id
       where u.username = 'staff' and c.created_at >= $1`,
      [started],
    );
    expect(check).toMatchObject({ status: 'completed', checklist_data: { photoCount: 1 } });

    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await page.getByRole('button', { name: 'Cleaning' }).click();
    await page.getByRole('heading', { name: 'Digital Forms' }).waitFor();
    await screenshot(page, 'mobile-digital-forms');
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await page.getByRole('button', { name: 'Goods In', exact: true }).click();
    await page.getByRole('heading', { name: 'Temperature Monitoring' }).waitFor();
    await screenshot(page, 'mobile-temperature-monitoring');
    await page.getByRole('button', { name: /Walk-in Fridge/ }).click();
    await screenshot(page, 'mobile-temperature-entry');
    await page.getByRole('button', { name: 'Back to equipment list' }).click();
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
