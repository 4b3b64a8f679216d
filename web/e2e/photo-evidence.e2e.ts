import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';
import { collectAlerts, phone, signInAsStaff, waitForServiceWorker } from './phone';

/** A phone photo made here: a gradient with EXIF naming the camera and a place. */
const fridgePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg()
    .toBuffer();

/** Checks staff completed since a moment, with how many photos each keeps. */
const staffChecks = (since: Date) =>
  query<{ id: number; template: string; photos: number; client_id: string | null }>(
    `select c.id, t.name as template, coalesce(jsonb_array_length(c.photo_evidence), 0)::int as photos, c.client_id
       from compliance_check c join "user" u on u.id = c.user_id join compliance_check_template t on t.id = c.template_id
      where u.username = 'staff' and c.status = 'completed' and c.completed_at >= $1 order by c.id`,
    [since],
  );

/** Failed requests while deliberately offline are expected; anything else is a bug. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

describe('photo evidence on the phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a photo attached to a check offline waits with it, is sent once back online, and shows on the completed check', { timeout: 180_000 }, async () => {
    const started = new Date();
    const context = await browser.newContext(phone);
    const { page, consoleErrors } = await openPage(context);
    const alerts = collectAlerts(page);
    await signInAsStaff(page);
    await waitForServiceWorker(page);

    await page.getByRole('button', { name: 'Opening Checks' }).click();
    const first = page.getByRole('list', { name: 'Check templates' }).getByRole('button').first();
    const template = ((await first.locator('strong').textContent()) ?? '').trim();
    await first.click();
    const items = page.getByRole('list', { name: 'Check items' }).getByRole('group');
    await items.first().waitFor();
    for (const item of await items.all()) await item.getByRole('radio', { name: 'Pass' }).check();

    // Offline: the photo is taken and the check completed on the phone; nothing reaches the server.
    await context.setOffline(true);
    await page.getByTestId('upload-photo-input').setInputFiles({ name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: await fridgePhoto() });
    await page.getByText('Photos attached: 1').waitFor();
    await page.getByRole('button', { name: 'Complete Check' }).click();
    await expect.poll(() => alerts).toContain(`${template} marked as completed! Photos attached: 1`);
    await page.getByText('1 check waiting to sync').waitFor();
    await screenshot(page, 'photo-evidence-offline');
    expect(await staffChecks(started)).toEqual([]);

    // Back online: the photo goes up, then the check that references it, each once.
    await context.setOffline(false);
    await expect.poll(async () => (await staffChecks(started)).length, { timeout: 30_000 }).toBe(1);
    await page.getByText(/waiting to sync/).waitFor({ state: 'detached' });
    const [check] = await staffChecks(started);
    expect(check).toMatchObject({ template, photos: 1, client_id: expect.any(String) });
    const photos = await query<{ count: string }>(
      `select count(*) from upload p join "user" u on u.id = p.uploaded_by_id where u.username = 'staff' and p.purpose = 'photo' and p.created_at >= $1`,
      [started],
    );
    expect(photos[0].count).toBe('1');
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();

    // The manager finds the photo on the completed check, served as a real image.
    const desk = await browser.newContext();
    const office = await openPage(desk);
    await signIn(office.page, 'manager');
    await office.page.goto(`${baseUrl()}/compliance`);
    const recent = office.page.getByRole('region', { name: 'Recent Compliance Checks' });
    const row = recent.getByRole('listitem').filter({ hasText: template }).filter({ hasText: 'Completed' }).first();
    await row.getByRole('button', { name: 'View Check' }).click();
    const evidence = office.page.getByRole('dialog', { name: template }).getByRole('region', { name: 'Photo Evidence' });
    const image = evidence.getByRole('img', { name: 'Photo 1 of 1' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(1200);
    await screenshot(office.page, 'photo-evidence-completed-check');
    expect(office.consoleErrors).toEqual([]);
    await desk.close();
  });
});
