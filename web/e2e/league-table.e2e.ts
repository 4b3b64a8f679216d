import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, query, screenshot, signIn } from './browser';

describe('league table (issue 35, owner)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the owner ranks the demo sites, opens one site’s dashboard from the table and exports the table as CSV', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    // The dashboard lists the worst sites first and leads to the whole table.
    const attention = page.getByRole('region', { name: 'Sites needing attention' });
    await attention.waitFor();
    await attention.getByRole('link', { name: 'View league table' }).click();
    await page.getByRole('heading', { level: 1, name: 'League Table' }).waitFor();

    const sites = await query<{ id: number; name: string }>(`select id, name from location where company_id = 1 and is_active order by id`);
    const table = page.getByRole('table');
    await table.getByRole('link', { name: `Open the dashboard of ${sites[0].name}` }).waitFor();
    const ranked = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent));
    expect([...ranked].sort()).toEqual(sites.map((site) => site.name).sort());
    expect(await table.locator('tbody tr td:first-child').allTextContents()).toEqual(sites.map((_, index) => String(index + 1)));
    await page.getByRole('radio', { name: 'Last 30 days' }).check();
    await table.getByRole('img', { name: `Daily check completion at ${sites[0].name}` }).waitFor();
    await screenshot(page, 'league-table');

    // Export CSV: the same rows, one a site, within the owner's company.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^league-table-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    const csv = (await readFile((await file.path()) ?? '', 'utf8'))
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toMatch(/^Rank,Site,Area,From,To,Completion %/);
    expect(csv).toHaveLength(sites.length + 1);
    for (const site of sites) expect(csv.some((line) => line.includes(site.name))).toBe(true);

    // The head-office view: the site's dashboard as its manager sees it.
    const site = sites[1];
    await table.getByRole('link', { name: `Open the dashboard of ${site.name}` }).click();
    await page.waitForURL(`**/league-table/site/${site.id}`);
    await page.getByText(`Viewing ${site.name} as its manager sees it.`).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
    await page.getByRole('heading', { name: 'Real-time Temperature Monitor' }).waitFor();
    await screenshot(page, 'league-site-dashboard');
    // Another company's site is simply not found.
    const [theirs] = await query<{ id: number }>(`select id from location where company_id = 2 order by id limit 1`);
    await page.goto(`${new URL(page.url()).origin}/league-table/site/${theirs.id}`);
    await page.getByRole('heading', { name: 'Site not found' }).waitFor();
    expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
    await context.close();
  });
});
