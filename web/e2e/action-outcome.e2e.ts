import { describe, expect, it } from 'vitest';
import { actionsOfUnit, baseUrl, browserContexts, openPage, query, screenshot, signIn } from './browser';

const gql = async (page: import('playwright-core').Page, text: string, variables: Record<string, unknown>) => {
  const response = await page.request.post(`${baseUrl()}/graphql`, { data: { query: text, variables } });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};

/** Issue 36, item 3: a critical fridge excursion worked on the desktop from its owner to the food, the root cause and the manager's sign-off. */
describe('the outcome of a corrective action', () => {
  const newContext = browserContexts({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });

  it('a manager assigns it, records the discarded chicken and the root cause, and signs it off with their password', async () => {
    const { page, consoleErrors } = await openPage(await newContext());
    await signIn(page, 'manager');
    // A new fridge (0–4 °C) at the Main Kitchen: 7 °C for 30 minutes, 9 °C for 20, 12 °C for 30, then back to 3 °C.
    const name = `Outcome Fridge ${Date.now()}`;
    const unit = (
      await gql(page, 'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
        input: { name, type: 'fridge', locationId: 1, targetMinTemp: 0, targetMaxTemp: 4 },
      })
    ).createEquipment.id;
    const base = Math.floor(Date.now() / 1000) * 1000;
    const at = (minutesAgo: number) => new Date(base - minutesAgo * 60_000).toISOString();
    const readings = [
      [100, 3],
      [90, 7],
      [60, 9],
      [40, 12],
    ].map(([minutesAgo, temperature]) => ({ equipmentId: unit, temperature, isManual: true, recordedAt: at(minutesAgo) }));
    await gql(page, 'mutation($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { id } }', { inputs: readings });
    let id = 0;
    for (let tries = 0; !id && tries < 50; tries += 1) {
      const [row] = await actionsOfUnit(unit);
      if (row) id = Number(row.id);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await gql(
      page,
      'mutation($e: Int!, $at: DateTimeISO!) { recordReading(input: { equipmentId: $e, temperature: 3, isManual: true, recordedAt: $at }) { id } }',
      {
        e: unit,
        at: at(10),
      },
    );

    await page.goto(`${baseUrl()}/actions?action=${id}`);
    const details = page.getByRole('dialog', { name: `Action #${id}` });
    await details.getByRole('region', { name: 'Exposure' }).getByText('430 °C·min', { exact: false }).waitFor();
    await details.getByText('50 min above 8 °C of the 4 h the rule allows').waitFor();

    // Owner, by keyboard: choose, Tab past the due time to Assign, Enter.
    const assign = details.getByRole('form', { name: 'Assign the action' });
    await assign.getByLabel('Owner').selectOption({ label: 'Ben Branch' });
    const assignButton = assign.getByRole('button', { name: 'Assign' });
    await assign.getByLabel('Owner').focus();
    // The due time's date and time parts take a Tab each.
    for (let tabs = 0; tabs < 12 && !(await assignButton.evaluate((button) => button === document.activeElement)); tabs += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await details.getByText('Owner: Ben Branch').waitFor();

    const food = details.getByRole('form', { name: 'Record what was done with the food' });
    await food.getByLabel('Food').fill('Cooked chicken');
    await food.getByLabel('Quantity').fill('5');
    await food.getByLabel('Decision').selectOption({ label: 'Discarded' });
    await food.getByLabel('Reason').fill('Above 8 °C for 50 minutes');
    await food.getByLabel('Reason').press('Enter');
    await details
      .getByRole('list', { name: 'Food dispositions' })
      .getByText(/^5 kg Cooked chicken: Discarded/)
      .waitFor();

    const cause = details.getByRole('form', { name: 'Record the root cause' });
    await cause.getByLabel('Root cause').selectOption({ label: 'Door left open' });
    await cause.getByLabel('What happened').fill('Delivery propped the door open');
    await cause.getByRole('button', { name: 'Save root cause' }).click();
    await details.getByText('Door left open: Delivery propped the door open').waitFor();

    // Resolved with a verification reading (the card's own flow, covered elsewhere), it awaits the sign-off.
    await gql(page, 'mutation($id: Int!) { startCorrectiveAction(id: $id) { id } }', { id });
    await gql(
      page,
      'mutation($id: Int!) { completeCorrectiveAction(id: $id, resolution: "Door shut; chicken discarded", verification: { temperature: 3 }) { id } }',
      {
        id,
      },
    );
    await page.reload();
    const signOff = page.getByRole('dialog', { name: `Action #${id}` }).getByRole('form', { name: 'Sign off the action' });
    await signOff.getByLabel('Your password').fill('not-my-password');
    await signOff.getByLabel('Your password').press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Your password is not right' }).waitFor();
    await signOff.getByLabel('Your password').fill('demo1234');
    await signOff.getByLabel('Your password').press('Enter');
    await page.getByText(/^Signed off by Maria Manager on .*: closed$/).waitFor();
    await screenshot(page, 'action-outcome-signed-off');
    const [stored] = await query<{ closed: boolean }>('select closed_at is not null closed from corrective_action where id = $1', [id]);
    expect(stored.closed).toBe(true);

    // The waste log in Reports has the chicken.
    await page.goto(`${baseUrl()}/reports`);
    await page.getByRole('region', { name: 'Waste log entries' }).getByText('Cooked chicken').first().waitFor();
    expect(consoleErrors.filter((line) => !/Your password is not right/.test(line))).toEqual([]);

    // Ben reads what this journey told him (the alert and the assignment), so the journeys after it find his bell as it was.
    const ben = await openPage(await newContext());
    await signIn(ben.page, 'branchmgr');
    await gql(ben.page, 'mutation { markNotificationsRead }', {});
  });
});
