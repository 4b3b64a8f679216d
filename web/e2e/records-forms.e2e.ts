import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';

/** Each built-in form, filled the way a person would, with a unique value to find its row by. */
const FORMS: { name: string; type: string; label: string; key: string; fill(dialog: Locator, marker: string): Promise<void> }[] = [
  {
    name: 'Fitness to Work Declaration',
    type: 'fitness_to_work',
    label: 'FITNESS TO WORK',
    key: 'employeeName',
    async fill(dialog, marker) {
      await dialog.getByRole('textbox', { name: 'Employee Name' }).fill(marker);
      await dialog.getByLabel('Date').fill('2026-03-02');
      await dialog.getByRole('spinbutton', { name: 'Temperature (°C)' }).fill('36.6');
      await dialog.getByRole('radiogroup', { name: 'Any symptoms?' }).getByRole('radio', { name: 'No' }).check();
      await dialog.getByRole('radiogroup', { name: 'Taking any medications?' }).getByRole('radio', { name: 'No' }).check();
      await dialog.getByRole('checkbox', { name: 'I declare that I am fit to work' }).check();
    },
  },
  {
    name: 'Food Wastage Sheet',
    type: 'wastage_sheet',
    label: 'WASTAGE SHEET',
    key: 'foodItem',
    async fill(dialog, marker) {
      await dialog.getByLabel('Date').fill('2026-03-02');
      await dialog.getByRole('textbox', { name: 'Food Item' }).fill(marker);
      await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2 kg');
      await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Overproduction');
      await dialog.getByRole('textbox', { name: 'Disposal Method' }).fill('Food waste bin');
      await dialog.getByRole('spinbutton', { name: 'Cost' }).fill('12.5');
    },
  },
  {
    name: 'Incident Report Form',
    type: 'incident_report',
    label: 'INCIDENT REPORT',
    key: 'description',
    async fill(dialog, marker) {
      await dialog.getByLabel('Date').fill('2026-03-02');
      await dialog.getByLabel('Time').fill('14:15');
      await dialog.getByRole('textbox', { name: 'Location' }).fill('Pastry section');
      await dialog.getByRole('textbox', { name: 'Description' }).fill(marker);
      await dialog.getByRole('combobox', { name: 'Severity' }).selectOption('Medium');
      await dialog.getByRole('textbox', { name: 'Action Taken' }).fill('First aid given; area cleaned.');
    },
  },
];

describe('digital forms journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function openForms(): Promise<{ page: Page; consoleErrors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'manager');
    await page.goto(`${baseUrl()}/forms`);
    await page.getByRole('heading', { name: 'Digital Forms' }).waitFor();
    return { page, consoleErrors, close: () => context.close() };
  }

  async function submitAndCheck(page: Page, form: { type: string; label: string; key: string }, marker: string) {
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Form' }).click();
    // The dialog closes only after a successful submit (and the lists' refetch).
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('Form submitted', { exact: true }).waitFor();
    expect(await page.getByText('Your digital form has been successfully submitted').isVisible()).toBe(true);
    const rows = await query<{ type: string; status: string; location_id: number }>(
      'select type, status, location_id from digital_form where form_data->>$1 = $2',
      [form.key, marker],
    );
    expect(rows).toEqual([{ type: form.type, status: 'submitted', location_id: 1 }]);
    // The newest submission heads Recent Submissions once the list has refreshed.
    const recent = page.getByRole('region', { name: 'Recent Submissions' });
    await recent.getByRole('listitem').first().getByText(form.label).waitFor();
    expect(await recent.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  }

  it('a manager is told which fields are missing, then submits the Visitor Log and sees it in Recent Submissions', async () => {
    const { page, consoleErrors, close } = await openForms();
    expect(await page.getByPlaceholder('Search forms...').isVisible()).toBe(true);
    await page.getByRole('article', { name: 'Incident Report Form' }).waitFor();
    await screenshot(page, 'forms');
    const before = await query<{ n: string }>('select count(*) as n from digital_form');

    await page.getByRole('button', { name: 'Fill Form: Visitor Log' }).click();
    const dialog = page.getByRole('dialog', { name: 'Visitor Log' });
    const marker = `E2E Visitor ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Visitor Name' }).fill(marker);
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Pest Control Ltd');
    await dialog.getByRole('textbox', { name: 'Purpose of Visit' }).fill('Quarterly inspection');
    await dialog.getByLabel('Time In').fill('09:30');
    await dialog.getByRole('checkbox', { name: 'Safety briefing given' }).check();
    await screenshot(page, 'forms-fill-dialog');
    await dialog.getByRole('button', { name: 'Submit Form' }).click();
    await page.getByText('Missing required fields').waitFor();
    expect(await page.getByText('Please fill in: Visitor escorted').isVisible()).toBe(true);
    expect(await query<{ n: string }>('select count(*) as n from digital_form')).toEqual(before);

    await dialog.getByRole('checkbox', { name: 'Visitor escorted' }).check();
    await submitAndCheck(page, { type: 'visitor_log', label: 'VISITOR LOG', key: 'visitorName' }, marker);
    expect(await page.getByRole('article', { name: 'Visitor Log' }).getByText('Last used just now').isVisible()).toBe(true);
    await screenshot(page, 'forms-recent-submissions');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('a manager fills and submits each of the other three forms', async () => {
    const { page, consoleErrors, close } = await openForms();
    for (const form of FORMS) {
      await page.getByRole('button', { name: `Fill Form: ${form.name}` }).click();
      const marker = `E2E ${form.type} ${Date.now()}`;
      await form.fill(page.getByRole('dialog', { name: form.name }), marker);
      await submitAndCheck(page, form, marker);
    }
    const [fitness] = await query<{ form_data: Record<string, unknown> }>(
      "select form_data from digital_form where type = 'fitness_to_work' order by id desc limit 1",
    );
    expect(fitness?.form_data).toMatchObject({ temperature: 36.6, symptoms: 'No', declaration: true });
    expect(consoleErrors).toEqual([]);
    await close();
  });

  // Issue 35 replaced SPEC 2.12's "coming soon" dialog with the builder (form-builder.e2e.ts builds one).
  it('Create Custom Form opens the form builder, and Escape closes it', async () => {
    const { page, consoleErrors, close } = await openForms();
    await page.getByRole('button', { name: 'Create Custom Form' }).click();
    await page.getByRole('dialog', { name: 'Create Custom Form' }).getByText('Build a form of your own: its fields, and the sites that fill it in.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
