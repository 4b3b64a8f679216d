import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, query, screenshot, signIn } from './browser';

/**
 * Form Edit (issue 17). Riverside's administrator edits Riverside's Visitor Log, so the other
 * journeys, which fill Harbour's forms on the same server, still meet the built-in fields.
 */
describe('form edit journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an administrator adds a required field, fills the form with it, and the submission shows the answer', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'rivermgr');
    await page.goto(`${baseUrl()}/forms`);
    await page.getByRole('heading', { name: 'Digital Forms' }).waitFor();

    await page.getByRole('button', { name: 'Edit: Visitor Log' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit: Visitor Log' });
    // Keyboard only: the editor's controls are ordinary buttons and inputs.
    await editor.getByRole('button', { name: 'Add Field' }).press('Enter');
    const added = editor.getByRole('group', { name: 'Field 8' });
    await added.getByRole('textbox', { name: 'Label' }).fill('Vehicle registration');
    await added.getByRole('checkbox', { name: 'Required' }).press('Space');
    await screenshot(page, 'form-edit-dialog');
    await editor.getByRole('button', { name: 'Save Form' }).click();
    await page.getByText('Form updated', { exact: true }).waitFor();
    await editor.waitFor({ state: 'detached' });
    const [version] = await query<{ version: number; fields: { label: string; required: boolean }[] }>(
      `select v.version, v.fields from form_template_version v join company c on c.id = v.company_id
        where c.name = 'Riverside Catering Co' and v.template_type = 'visitor_log' order by v.version desc limit 1`,
    );
    expect(version.fields.at(-1)).toMatchObject({ label: 'Vehicle registration', required: true });

    await page.getByRole('button', { name: 'Fill Form: Visitor Log' }).click();
    const form = page.getByRole('dialog', { name: 'Visitor Log' });
    const marker = `E2E edited visitor ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Visitor Name' }).fill(marker);
    await form.getByRole('textbox', { name: 'Company' }).fill('Fire Safety Ltd');
    await form.getByRole('textbox', { name: 'Purpose of Visit' }).fill('Extinguisher service');
    await form.getByLabel('Time In').fill('08:45');
    await form.getByRole('checkbox', { name: 'Safety briefing given' }).check();
    await form.getByRole('checkbox', { name: 'Visitor escorted' }).check();
    await form.getByRole('button', { name: 'Submit Form' }).click();
    await page.getByText('Please fill in: Vehicle registration').waitFor();
    await form.getByRole('textbox', { name: 'Vehicle registration' }).fill('RV70 FSM');
    await form.getByRole('button', { name: 'Submit Form' }).click();
    await form.waitFor({ state: 'detached' });

    const latest = page.getByRole('region', { name: 'Recent Submissions' }).getByRole('listitem').first();
    await latest.getByText('Answers').click();
    await latest.getByText('Vehicle registration').waitFor();
    expect(await latest.getByText('RV70 FSM').isVisible()).toBe(true);
    expect(await latest.getByText(marker).isVisible()).toBe(true);
    await screenshot(page, 'form-edit-submission');
    const stored = await query<{ version: number; plate: string }>(
      `select v.version, f.form_data->>'vehicleRegistration' as plate from digital_form f join form_template_version v on v.id = f.template_version_id
        where f.form_data->>'visitorName' = $1`,
      [marker],
    );
    expect(stored).toEqual([{ version: version.version, plate: 'RV70 FSM' }]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
