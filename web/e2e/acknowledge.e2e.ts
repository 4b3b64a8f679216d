import { describe, expect, it } from 'vitest';
import { baseUrl, browserContexts, openPage, screenshot, signIn } from './browser';

/** Issue 34: "I've got it" from the app: the card says who has the action and when; it stays to be resolved. */
describe('acknowledging an action', () => {
  const newContext = browserContexts({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  it('a manager acknowledges an open action and sees "Acknowledged by … at …"; Start Action is still there', async () => {
    const { page } = await openPage(await newContext());
    await signIn(page, 'manager');
    const description = `Walk-in door found ajar ${Date.now()}`;
    const created = await page.request.post(`${baseUrl()}/graphql`, {
      data: {
        query: 'mutation($input: CreateCorrectiveActionInput!) { createCorrectiveAction(input: $input) { id } }',
        variables: { input: { type: 'equipment_failure', description, severity: 'critical', locationId: 1 } },
      },
    });
    const { id } = (await created.json()).data.createCorrectiveAction;

    await page.getByRole('link', { name: /^Corrective Actions/ }).click();
    const card = page.getByRole('article').filter({ hasText: description });
    await card.waitFor();
    await card.getByRole('button', { name: 'Acknowledge' }).click();
    await card.getByText(/^Acknowledged by Maria Manager at \d\d\/\d\d\/\d{4} /).waitFor();
    expect(await card.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Start Action' }).count()).toBe(1);
    await screenshot(page, 'acknowledged-action');

    // The e-mail's action link (PUBLIC_URL/actions?action=<id>) opens this action's details.
    await page.goto(`${baseUrl()}/actions?action=${id}`);
    const details = page.getByRole('dialog', { name: `Action #${id}` });
    await details.getByRole('list', { name: 'History' }).getByText('Acknowledged by Maria Manager').waitFor();
  });
});
