import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserContexts, openPage, query, screenshot, signIn } from './browser';
import { collectAlerts, phone, recordReading, refusedInOutbox, signInAsStaff, staffReadings, waitForServiceWorker, waitingInOutbox } from './phone';

const SAVED_LOCALLY = 'Network error. Temperature saved locally for sync.';

/** Failed requests while deliberately offline are expected; anything else is a bug. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

/** GraphQL as the signed-in manager of this page (their session cookie), failing loudly. */
async function asManager(page: Page, text: string, variables: Record<string, unknown>) {
  const response = await page.request.post(`${baseUrl()}/graphql`, { data: { query: text, variables } });
  const { data, errors } = await response.json();
  expect(errors).toBeUndefined();
  return data;
}

describe('a reading the server refuses does not hold back the phone’s others (issue 33 item 12)', () => {
  const newContext = browserContexts(phone);

  it('a unit retired while the phone was offline: the other readings sync, its reading is shown refused with the reason, and discarding it clears it', {
    timeout: 180_000,
  }, async () => {
    const started = new Date();
    const manager = (await openPage(await newContext())).page;
    await signIn(manager, 'manager');
    const [{ location_id: locationId }] = await query<{ location_id: number }>(`select location_id from "user" where username = 'staff'`);
    const { createEquipment } = await asManager(manager, 'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
      input: { name: 'Pop-up Fridge', type: 'fridge', locationId },
    });

    const context = await newContext();
    const { page, consoleErrors } = await openPage(context);
    const alerts = collectAlerts(page);
    await signInAsStaff(page);
    // The views' code comes from the service worker's cache offline (issue 38: not with the first screen).
    await waitForServiceWorker(page);

    // Offline: a reading for the pop-up fridge between two for units that stay.
    await context.setOffline(true);
    await recordReading(page, 'Chest Freezer', '-18.31');
    await recordReading(page, 'Pop-up Fridge', '3.17');
    await recordReading(page, 'Walk-in Fridge', '2.93');
    expect(alerts.filter((a) => a === SAVED_LOCALLY)).toHaveLength(3);
    await page.getByText('3 readings waiting to sync').waitFor();

    // Meanwhile the manager retires the pop-up fridge.
    await asManager(manager, 'mutation($id: Int!) { retireEquipment(id: $id) { id } }', { id: createEquipment.id });

    // Back online: the two others sync; the refused one is set aside, shown with the reason, and waits for the person.
    await context.setOffline(false);
    await page.goto(`${baseUrl()}/mobile`);
    const refused = page.getByRole('region', { name: 'Readings not accepted' });
    await refused.waitFor();
    await expect.poll(async () => (await staffReadings(started)).map((r) => r.temperature).sort(), { timeout: 15_000 }).toEqual(['-18.31', '2.93']);
    expect(await waitingInOutbox(page)).toBe(0);
    expect(await refusedInOutbox(page)).toBe(1);
    const item = refused.getByRole('listitem', { name: /^Pop-up Fridge · 3\.17 °C · taken / });
    await item.getByText('Readings cannot be recorded for inactive equipment').waitFor();
    expect(await page.getByText(/waiting to sync/).count()).toBe(0);
    await screenshot(page, 'mobile-refused-reading');

    // Discarding asks first, saying plainly that the reading never reached the record.
    await item.getByRole('button', { name: 'Discard' }).click();
    expect(await item.getByRole('alert').textContent()).toContain('It was taken offline and never reached the record.');
    await item.getByRole('button', { name: 'Discard reading' }).click();
    await refused.waitFor({ state: 'detached' });
    expect(await refusedInOutbox(page)).toBe(0);
    expect((await staffReadings(started)).map((r) => r.temperature).sort()).toEqual(['-18.31', '2.93']);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it('a phone whose clock is ahead is told so, and its reading dated in the future is refused saying so while the others sync', {
    timeout: 180_000,
  }, async () => {
    const started = new Date();
    const context = await newContext();
    const { page } = await openPage(context);
    const alerts = collectAlerts(page);
    await signInAsStaff(page);
    // Its clock is right: no warning.
    expect(await page.getByText(/This phone's clock is/).count()).toBe(0);
    await waitForServiceWorker(page);

    // One reading taken with the phone's clock right, then its clock jumps ten minutes ahead (offline all along).
    await context.setOffline(true);
    await recordReading(page, 'Chest Freezer', '-17.42');
    await page.clock.install({ time: Date.now() + 10 * 60_000 });
    await recordReading(page, 'Walk-in Fridge', '3.58');
    expect(alerts.filter((a) => a === SAVED_LOCALLY)).toHaveLength(2);

    await context.setOffline(false);
    await page.goto(`${baseUrl()}/mobile`);
    await page.getByText("This phone's clock is 10 minutes ahead of the server's.", { exact: false }).waitFor({ timeout: 15_000 });
    const refused = page.getByRole('region', { name: 'Readings not accepted' });
    await refused.getByText("Your phone's clock is ahead. A reading cannot be taken more than 5 minutes in the future").waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await staffReadings(started)).map((r) => r.temperature)).toEqual(['-17.42']);
    await screenshot(page, 'mobile-clock-ahead');
  });
});
