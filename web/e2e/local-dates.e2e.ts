import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signUp } from './browser';

/** A moment's day as a London kitchen writes it: DD/MM/YYYY. */
const londonDay = (at: Date) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${p.day}/${p.month}/${p.year}`;
};

/**
 * Issue 30, item 4: a new London business signs up in a browser on London time (with US English,
 * so nothing below comes from the browser's locale): the time zone is already London's, the region
 * UK / EU, and its screens then write days DD/MM/YYYY, the history chart's legend included.
 */
describe('a UK business’s dates, from sign-up to the history chart', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('signs up in London: zone from the browser, region UK / EU, then the dashboard and history show DD/MM/YYYY', async () => {
    const stamp = Date.now().toString(36);
    const owner = { username: `uk${stamp}`, fullName: 'Ulla Kitchen', password: 'ukowner-pass-1' };
    const business = `Thames Tea Rooms ${stamp}`;
    context = await browser.newContext({ timezoneId: 'Europe/London', locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const { page, consoleErrors } = await openPage(context);

    await signUp(page, owner);

    const zone = page.getByRole('combobox', { name: 'Time Zone' });
    expect(await zone.inputValue()).toBe('Europe/London');
    await page.getByRole('radio', { name: 'UK / EU', checked: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'US' }).isChecked()).toBe(false);
    // The list filters as one types; the browser's zone is kept.
    await zone.click();
    await zone.fill('lond');
    await page.getByRole('option', { name: 'Europe/London' }).waitFor();
    await page.keyboard.press('Enter');
    expect(await zone.inputValue()).toBe('Europe/London');
    await screenshot(page, 'local-dates-welcome');
    await page.getByLabel('Business Name').fill(business);
    await page.getByLabel('First Location Name').fill('Riverside Kitchen');
    await page.getByRole('button', { name: 'Create Business' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();

    const [company] = await query<{ location_id: number; timezone: string; region: string; date_format: string }>(
      `select l.id location_id, l.timezone, s.settings ->> 'region' region, s.settings -> 'general' ->> 'dateFormat' date_format
        from company c join location l on l.company_id = c.id join company_settings s on s.company_id = c.id where c.name = $1`,
      [business],
    );
    expect(company).toMatchObject({ timezone: 'Europe/London', region: 'uk_eu', date_format: 'DD/MM/YYYY' });

    // A fridge (there is no Add Equipment dialog yet), and its first reading from the dashboard card.
    const response = await page.request.post(`${baseUrl()}/graphql`, {
      data: {
        query: 'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }',
        variables: { input: { name: 'Tea Room Fridge', type: 'fridge', locationId: company.location_id } },
      },
    });
    expect((await response.json()).errors).toBeUndefined();
    await page.reload();
    const card = page.getByRole('listitem', { name: 'Tea Room Fridge', exact: true });
    await card.getByRole('button', { name: 'Manual entry for Tea Room Fridge' }).click();
    await card.getByRole('spinbutton', { name: 'Temperature for Tea Room Fridge (°C)' }).fill('3.5');
    await card.getByRole('button', { name: 'Record', exact: true }).click();
    // The reading's own day (a journey run across London's midnight would otherwise expect the next day's).
    const equipmentId = (await response.json()).data.createEquipment.id;
    const readingsOf = () => query<{ recorded_at: Date }>('select recorded_at from temperature_reading where equipment_id = $1', [equipmentId]);
    await expect.poll(readingsOf).toHaveLength(1);
    const [reading] = await readingsOf();
    const readingDay = londonDay(new Date(reading.recorded_at));
    await card.getByText(`Last reading: ${readingDay}`).waitFor();
    await screenshot(page, 'local-dates-dashboard');

    // History: the readings table and the chart's legend (its time axis is drawn on the same clock and format).
    await page.goto(`${baseUrl()}/temperature/cold`);
    await page.getByRole('article', { name: 'Tea Room Fridge' }).getByRole('link', { name: 'View History' }).click();
    await page.getByRole('heading', { name: 'Tea Room Fridge history' }).waitFor();
    const table = page.getByRole('table', { name: 'Readings, newest first' });
    await table.getByRole('cell', { name: new RegExp(`^${readingDay.replaceAll('/', '\\/')} `) }).waitFor();
    await page.getByText(/times in Europe\/London/).waitFor();
    const chart = page.getByRole('img', { name: /Temperature chart/ });
    const canvas = chart.locator('canvas').first();
    await canvas.waitFor();
    const box = (await chart.locator('.u-over').boundingBox())!;
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
    const legendTime = chart.locator('.u-legend .u-series').first().locator('.u-value');
    await expect.poll(() => legendTime.textContent()).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect((await legendTime.textContent())?.slice(0, 10)).toBe(readingDay);
    await screenshot(page, 'local-dates-history');
    expect(consoleErrors).toEqual([]);
  });
});
