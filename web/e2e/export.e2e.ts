import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, query, screenshot, signIn } from './browser';

const run = promisify(execFile);

/** The PDF's text as poppler's pdftotext reads it (Debian: poppler-utils, installed by .ci/run). */
async function pdfText(path: string): Promise<string> {
  try {
    return (await run('pdftotext', ['-layout', path, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pdftotext is missing: apt-get install -y poppler-utils');
    throw error;
  }
}

describe('due-diligence pack (manager)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('Generate Report on the dashboard exports last week’s pack; the PDF opens and reads as the records', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Generate Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Report' });
    await dialog.waitFor();
    await screenshot(page, 'export-dialog');
    await dialog.getByRole('button', { name: 'Start Export' }).click();

    const recent = page.getByRole('region', { name: 'Recent Exports' });
    const download = recent.getByRole('link', { name: 'Download' });
    await download.waitFor({ timeout: 60_000 });
    await screenshot(page, 'export-ready');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^due-diligence-pack-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.pdf$/);
    const text = await pdfText((await file.path()) ?? '');

    // This person's pack: an inspector link's (audit.e2e.ts) is a report too, with no user.
    const mine = `entity_id in (select id::text from report where user_id is not null)`;
    const [location] = await query<{ name: string }>(`select name from location where id = 1`);
    const [unit] = await query<{ name: string }>(
      `select e.name from equipment e join temperature_reading r on r.equipment_id = e.id where e.location_id = 1 and r.recorded_at > now() - interval '6 days' order by e.name limit 1`,
    );
    // The head the pack states is the newest sealed event before the pack's completion event, once the sealer has chained that.
    const headBeforeReady = () =>
      query<{ seq: string; hash: string }>(
        `select seq, hash from audit_event where company_id = 1 and seq < (select seq from audit_event where company_id = 1 and entity = 'report' and action = 'export_ready' and ${mine}) order by seq desc limit 1`,
      );
    await expect.poll(async () => (await headBeforeReady()).length, { timeout: 10_000 }).toBe(1);
    const [head] = await headBeforeReady();
    for (const expected of [
      'Due-diligence pack',
      location.name,
      unit.name,
      'Excursions and corrective actions',
      'Verifying the audit trail',
      `Sequence number: ${head.seq}`,
      `SHA-256 hash: ${head.hash}`,
    ]) {
      expect(text).toContain(expected);
    }
    const [audit] = await query<{ n: string }>(
      `select count(*) n from audit_event where company_id = 1 and entity = 'report' and action in ('export_requested', 'export_ready') and ${mine}`,
    );
    expect(Number(audit.n)).toBe(2);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
