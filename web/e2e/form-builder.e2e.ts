import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';
import { collectAlerts, phone } from './phone';

/**
 * Issue 35 item 2: head office builds its own form and a site fills it in on the phone. Riverside's
 * owner builds it, so the journeys that fill Harbour's forms on the same server meet only theirs.
 */
describe('form builder journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the owner builds "Allergen briefing" with a critical temperature, publishes it to all sites, and an out-of-range answer on the phone opens an action', async () => {
    const desk = await browser.newContext();
    const owner = await openPage(desk);
    await signIn(owner.page, 'rivermgr');
    await owner.page.goto(`${baseUrl()}/forms`);
    await owner.page.getByRole('heading', { name: 'Digital Forms' }).waitFor();
    await owner.page.getByRole('button', { name: 'Create Custom Form' }).click();
    const builder = owner.page.getByRole('dialog', { name: 'Create Custom Form' });
    await builder.getByRole('textbox', { name: 'Form name' }).fill('Allergen briefing');
    await builder.getByRole('radio', { name: 'All sites' }).waitFor();
    const first = builder.getByRole('group', { name: 'Field 1' });
    await first.getByRole('textbox', { name: 'Label' }).fill('Fridge temperature');
    await first.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Temperature (°C)' });
    await first.getByRole('textbox', { name: 'Lowest acceptable (°C)' }).fill('0');
    await first.getByRole('textbox', { name: 'Highest acceptable (°C)' }).fill('5');
    await first.getByRole('checkbox', { name: 'Critical: out of range opens a corrective action' }).check();
    await first.getByRole('checkbox', { name: 'Required' }).check();
    await builder.getByRole('button', { name: 'Add Field' }).press('Enter');
    const second = builder.getByRole('group', { name: 'Field 2' });
    await second.getByRole('textbox', { name: 'Label' }).fill('Briefed by');
    await screenshot(owner.page, 'form-builder-dialog');
    await builder.getByRole('button', { name: 'Create Form' }).click();
    await owner.page.getByText('Form created', { exact: true }).waitFor();
    await builder.waitFor({ state: 'detached' });
    const card = owner.page.getByRole('article', { name: 'Allergen briefing' });
    await card.getByText('Version 1 · All sites').waitFor();
    expect(owner.consoleErrors).toEqual([]);

    const handset = await browser.newContext(phone);
    const { page, consoleErrors } = await openPage(handset);
    const alerts = collectAlerts(page);
    await signIn(page, 'riverstaff');
    await page.waitForURL('**/mobile');
    await page.getByRole('heading', { name: 'Food Safety Workflow' }).waitFor();
    await page.getByRole('button', { name: 'Cleaning' }).click();
    await page.getByRole('button', { name: 'Fill Out Allergen briefing' }).click();
    await page.getByRole('heading', { name: 'Allergen briefing' }).waitFor();
    await page.getByText('Acceptable: 0–5 °C').waitFor();
    await page.getByRole('spinbutton', { name: 'Fridge temperature (°C)' }).fill('9');
    await page.getByRole('textbox', { name: 'Briefed by' }).fill('Rob River');
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await page.getByText('Out of range: Fridge temperature').waitFor();
    const [action] = await query<{ id: number; severity: string; location_id: number }>(
      `select a.id, a.severity, a.location_id from corrective_action a join digital_form f on f.id = a.digital_form_id
        join "user" u on u.id = f.user_id where u.username = 'riverstaff' and f.form_data->>'briefedBy' = 'Rob River'`,
    );
    expect(action).toMatchObject({ severity: 'critical' });
    await page.getByText(`Corrective action #${action.id} opened`).waitFor();
    await screenshot(page, 'form-builder-phone-verdict');
    // Back home, the site's Alerts list the action the form opened.
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await page
      .getByRole('region', { name: 'Alerts' })
      .getByText('Critical field out of range in "Allergen briefing": Fridge temperature was 9 °C (acceptable 0–5 °C)')
      .waitFor();
    expect(alerts).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await handset.close();
    await desk.close();
  });
});
