import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, signIn } from './browser';

/** A small PDF made here, so the journey needs no fixture file. */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

describe('files that open, and cleaning and training that can be written', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function openAs(username: string, path: string): Promise<{ page: Page; consoleErrors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext({ acceptDownloads: true });
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, username);
    await page.goto(`${baseUrl()}${path}`);
    return { page, consoleErrors, close: () => context.close() };
  }

  it('a manager uploads a manual; View serves the PDF inline and Download saves it', async () => {
    const title = `E2E Pest Control ${Date.now()}`;
    const { page, consoleErrors, close } = await openAs('manager', '/manuals');
    await page.getByRole('button', { name: 'Upload Manual', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByLabel('Category').selectOption('procedures');
    await dialog.getByLabel('PDF file').setInputFiles({ name: 'pest-control.pdf', mimeType: 'application/pdf', buffer: pdf(title) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    expect(await card.getByText('v1.0').isVisible()).toBe(true);

    const href = (await card.getByRole('link', { name: 'View' }).getAttribute('href')) ?? '';
    const view = await page.request.get(`${baseUrl()}${href}`);
    expect(view.status()).toBe(200);
    expect(view.headers()['content-type']).toBe('application/pdf');
    expect(view.headers()['content-disposition']).toBe('inline; filename=pest-control.pdf');

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('pest-control.pdf');
    expect((await readFile((await download.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');

    const missing = await page.request.get(`${baseUrl()}/api/uploads/999999`);
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: 'File not found' });
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('a company admin adds a cleaning schedule and marks it done', async () => {
    const name = `E2E Walk-in Clean ${Date.now()}`;
    const { page, consoleErrors, close } = await openAs('companyadmin', '/cleaning');
    await page.getByRole('button', { name: 'Add Schedule', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByLabel('Location').selectOption({ label: 'Main Kitchen' });
    await dialog.getByLabel('Frequency').selectOption('weekly');
    await dialog.getByLabel('Day of week').selectOption({ label: 'Friday' });
    await dialog.getByRole('textbox', { name: 'Tasks (separated by commas)' }).fill('Empty shelves, Wash walls');
    await dialog.getByRole('button', { name: 'Create Schedule', exact: true }).click();
    const card = page.getByRole('article', { name });
    await card.getByText('Every Friday').waitFor();
    await card.getByText('Not done yet').waitFor();
    await card.getByRole('button', { name: 'Mark Done' }).click();
    await card.getByText(/Last done .* by Cora Company/).waitFor();
    const runs = await query('select r.id from cleaning_run r join cleaning_schedule s on s.id = r.schedule_id where s.name = $1', [name]);
    expect(runs).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('a company admin adds a training record, and demo certificates open as PDFs', async () => {
    const name = `E2E Knife Skills ${Date.now()}`;
    const { page, consoleErrors, close } = await openAs('companyadmin', '/training');
    await page.getByRole('button', { name: 'Add Training Record', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('option', { name: 'Carl Cook' }).waitFor({ state: 'attached' });
    await dialog.getByLabel('Staff member').selectOption({ label: 'Carl Cook' });
    await dialog.getByRole('textbox', { name: 'Training type' }).fill('Kitchen Safety');
    await dialog.getByRole('textbox', { name: 'Training name' }).fill(name);
    await dialog.getByRole('button', { name: 'Add Record', exact: true }).click();
    await page.getByRole('article', { name }).waitFor();

    const certificate = page.getByRole('article', { name: 'Level 2 Food Safety and Hygiene' }).getByRole('link', { name: 'View Certificate' });
    const file = await page.request.get(`${baseUrl()}${await certificate.getAttribute('href')}`);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
