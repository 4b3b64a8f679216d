import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserContexts, openPage, query, screenshot, signIn } from './browser';
import { collectAlerts, phone } from './phone';

/** One GraphQL call in a context's session; fails the journey on any error. */
async function graphql(request: APIRequestContext, text: string, variables: Record<string, unknown>): Promise<any> {
  const response = await request.post(`${baseUrl()}/graphql`, { data: { query: text, variables } });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * Issue 30: a one-owner business (no branch manager). Staff record 9.5 °C in a fridge on the phone,
 * which sends no manual flag: the server knows a person sent it, so the action opens at once (not
 * after the fridge's 30 minutes' alert delay) and the owner is told within the minute. History and
 * the action's details call the reading Manual.
 */
describe('a reading staff type on the phone alarms at once', () => {
  const newContext = browserContexts({ locale: 'en-US' });

  it('sign-up owner, one fridge, one staff member: 9.5 °C on the phone opens an action at once and tells the owner', async () => {
    const stamp = Date.now().toString(36);
    const owner = { username: `owner${stamp}`, password: 'owner-pass-1' };
    const staff = { username: `staff${stamp}`, initial: 'Start#2026go', chosen: 'Mine#2026ok' };

    // The owner's business, set up through the API in the owner's own session.
    const desk = await newContext({ viewport: { width: 1440, height: 900 } });
    const registered = await desk.request.post(`${baseUrl()}/api/register`, {
      data: { fullName: 'Olivia Owner', username: owner.username, email: `${owner.username}@example.com`, password: owner.password },
    });
    expect(registered.status()).toBe(201);
    const { createMyCompany } = await graphql(desk.request, 'mutation($input: CreateMyCompanyInput!) { createMyCompany(input: $input) { locationId } }', {
      input: { name: `Olive Tree ${stamp}`, location: { name: `Olive Tree Kitchen ${stamp}`, timezone: 'Europe/London' } },
    });
    const { createEquipment } = await graphql(desk.request, 'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
      input: { name: 'Olive Fridge', type: 'fridge', locationId: createMyCompany.locationId },
    });
    await graphql(desk.request, 'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: {
        fullName: 'Sunny Staff',
        username: staff.username,
        email: `${staff.username}@example.com`,
        role: 'branch_user',
        locationId: createMyCompany.locationId,
        password: staff.initial,
      },
    });

    // The staff member has chosen their own password; then the phone.
    const handset = await newContext(phone);
    await handset.request.post(`${baseUrl()}/api/login`, { data: { username: staff.username, password: staff.initial } });
    await graphql(handset.request, 'mutation($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { username } }', {
      input: { currentPassword: staff.initial, newPassword: staff.chosen },
    });
    await handset.clearCookies();
    const { page, consoleErrors } = await openPage(handset);
    const alerts = collectAlerts(page);
    await signIn(page, staff.username, staff.chosen);
    await page.waitForURL('**/mobile');
    await page.getByRole('button', { name: 'Fridge & Freezer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Temperature' });
    await dialog.getByLabel('Equipment').selectOption({ label: 'Olive Fridge' });
    await dialog.getByLabel('Temperature (°C)').fill('9.5');
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: 'Record Temperature' }).click();
    await expect.poll(() => alerts).toContain("9.5°C is above Olive Fridge's 4°C limit — record it?");
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'phone-alarm-recorded');

    // At once: the fridge's alert delay (30 minutes) is for sensors, not people.
    const actionOf = () =>
      query<{ id: number; created_at: Date }>(`select id, created_at from corrective_action where equipment_id = $1 and source = 'automatic'`, [
        createEquipment.id,
      ]);
    await expect.poll(actionOf, { timeout: 10_000 }).toHaveLength(1);
    const [action] = await actionOf();
    expect(new Date(action.created_at).getTime() - sentAt).toBeLessThan(10_000);
    const [stored] = await query(`select is_manual, api_key_id from temperature_reading where equipment_id = $1`, [createEquipment.id]);
    expect(stored).toEqual({ is_manual: true, api_key_id: null });

    // The owner is the only administrator, so the owner hears first (without SMTP_URL the e-mail goes to the server log).
    const toldOwner = () =>
      query<{ status: string }>(
        `select n.status from notification n join "user" u on u.id = n.recipient_id
          where n.corrective_action_id = $1 and n.reason = 'alert' and u.username = $2`,
        [action.id, owner.username],
      );
    await expect.poll(toldOwner, { timeout: 60_000 }).toEqual([{ status: 'sent' }]);

    // The owner (still signed in from sign-up) reads the same word in the action's details and in the fridge's history.
    const { page: ownerPage, consoleErrors: ownerErrors } = await openPage(desk);
    await ownerPage.goto(`${baseUrl()}/actions`);
    const card = ownerPage.getByRole('article').filter({ hasText: 'Olive Fridge at 9.5 °C' });
    await card.getByRole('button', { name: 'View Details' }).click();
    await ownerPage
      .getByRole('dialog', { name: `Action #${action.id}` })
      .getByRole('list', { name: 'Excursion readings' })
      .getByText(/9\.5°C \(Manual\)/)
      .waitFor();
    await ownerPage.goto(`${baseUrl()}/temperature/equipment/${createEquipment.id}/history`);
    const row = ownerPage.getByRole('table', { name: 'Readings, newest first' }).locator('tbody tr').first();
    await row.getByRole('cell', { name: 'Manual', exact: true }).waitFor();
    await screenshot(ownerPage, 'phone-alarm-history');
    expect(consoleErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
  });
});
