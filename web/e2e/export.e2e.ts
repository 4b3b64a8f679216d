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
    for (const expected of ['Due-diligence pack', location.name, unit.name, 'Excursions and corrective actions', 'Verifying the audit trail']) {
      expect(text).toContain(expected);
    }
    // The head the pack states is the chain as sealed for its snapshot: at or after its request, before its completion
    // (other events of the shared server may be chained in between), and the hash is that event's.
    const stated = { seq: Number(/Sequence number: (\d+)/.exec(text)?.[1]), hash: /SHA-256 hash: ([0-9a-f]{64})/.exec(text)?.[1] };
    const bounds = () =>
      query<{ requested: string | null; ready: string | null }>(
        `select min(seq) filter (where action = 'export_requested') requested, min(seq) filter (where action = 'export_ready') ready
           from audit_event where company_id = 1 and entity = 'report' and ${mine}`,
      );
    await expect.poll(async () => (await bounds())[0]?.ready).not.toBeNull();
    const [{ requested, ready }] = await bounds();
    expect(requested).not.toBeNull();
    expect(stated.seq).toBeGreaterThanOrEqual(Number(requested));
    expect(stated.seq).toBeLessThan(Number(ready));
    const [event] = await query<{ hash: string }>('select hash from audit_event where company_id = 1 and seq = $1', [stated.seq]);
    expect(stated.hash).toBe(event?.hash);
    const [audit] = await query<{ n: string }>(
      `select count(*) n from audit_event where company_id = 1 and entity = 'report' and action in ('export_requested', 'export_ready') and ${mine}`,
    );
    expect(Number(audit.n)).toBe(2);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
