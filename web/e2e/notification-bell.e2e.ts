import { describe, expect, it } from 'vitest';
import { actionsOfUnit, baseUrl, browserContexts, openPage, screenshot, signIn } from './browser';

/** Issue 34 item 5: the header's bell brings a new alert live, and the manager acknowledges from it. */
describe('the notification bell', () => {
  const newContext = browserContexts({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  it('an out-of-range reading opens an action; the manager’s bell shows it live; they acknowledge from the bell and see who and when', async () => {
    const manager = await openPage(await newContext());
    const { page } = manager;
    // Main Kitchen's branch manager: its alerts go to them (and to the cook who recorded).
    await signIn(page, 'branchmgr');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const name = `Bell Fridge ${Date.now()}`;
    const created = await page.request.post(`${baseUrl()}/graphql`, {
      data: {
        query: 'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }',
        variables: { input: { name, type: 'fridge', locationId: 1 } },
      },
    });
    const unitId = (await created.json()).data.createEquipment.id;

    // The cook, on another device, records 9.5 °C by hand: a manual reading out of range opens its action at once.
    const cook = await openPage(await newContext());
    await signIn(cook.page, 'cook');
    const recorded = await cook.page.request.post(`${baseUrl()}/graphql`, {
      data: {
        query: 'mutation($input: RecordReadingInput!) { recordReading(input: $input) { id } }',
        variables: { input: { equipmentId: unitId, temperature: 9.5, isManual: true } },
      },
    });
    expect((await recorded.json()).errors).toBeUndefined();

    // The action opens in the background job at once; other alerts of Main Kitchen may arrive meanwhile, so
    // the test follows this action's own entry rather than the count alone.
    await expect.poll(() => actionsOfUnit(unitId), { timeout: 15_000 }).toHaveLength(1);
    const [action] = await actionsOfUnit(unitId);
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    const item = panel.getByRole('listitem').filter({ hasText: new RegExp(`#${action.id}\\b`) });
    // Well inside the bell's 60 s fallback refetch: only the subscription can have brought it.
    await item.getByText('Unread:').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await item.getByRole('link').getAttribute('href')).toBe(`/actions?action=${action.id}`);
    // Keyboard: the item's Acknowledge is reached and pressed like any button.
    await item.getByRole('button', { name: 'Acknowledge' }).focus();
    await page.keyboard.press('Enter');
    await item.getByText(/^Acknowledged by Ben Branch at \d\d\/\d\d\/\d{4} /).waitFor();
    expect(await item.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);
    // Acknowledging reads it: its entry is no longer marked unread.
    await item.getByText('Unread:').waitFor({ state: 'detached' });
    await screenshot(page, 'notification-bell-acknowledged');

    // Focus stayed in the item (its link), so Escape closes the list and returns to the bell.
    expect(await item.getByRole('link').evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await bell.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(manager.consoleErrors).toEqual([]);
  });
});
