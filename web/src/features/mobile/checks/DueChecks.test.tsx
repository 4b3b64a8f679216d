import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompleteMobileCheckDocument } from '../../../graphql/graphql';
import { setDisplayPreferences } from '../../../lib/format/display-preferences';
import { fakeStores } from '../../../test/fake-idb-keyval';
import { waitingOnPhone } from '../../../test/phone-outbox';
import { dueCheck, dueChecksMock, equipmentMock, renderMobileApp, template, templatesMock } from '../../../test/render-mobile';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

const OPENING_ITEMS = ['Hand-wash stations stocked', 'Surfaces sanitised'];
/** 08:00 and 09:00 in London on 1 June 2026 (BST), and 08:00 the day before. */
const AT_EIGHT = '2026-06-01T07:00:00.000Z';
const AT_NINE = '2026-06-01T08:00:00.000Z';
const YESTERDAY_EIGHT = '2026-05-31T07:00:00.000Z';
const londonTime = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

// In the API's order: what went overdue today, then what is due, by due time.
const closing = dueCheck(40, 'Daily Closing Check', 'overdue', YESTERDAY_EIGHT, ['Bins emptied'], 9);
const opening = dueCheck(41, 'Daily Opening Check', 'pending', AT_EIGHT, OPENING_ITEMS, 7);
const frontOfHouse = dueCheck(42, 'Front of House Opening', 'in_progress', AT_NINE, ['Allergen menu available'], 8);
const deepClean = template(8, 'Weekly Deep Clean', ['Temperature Verification'], 'weekly');

const network = (mock: MockedResponse): MockedResponse => ({ request: mock.request, error: new TypeError('Failed to fetch') });
const completeMock = (answer: (input: { checkId?: number }) => number): MockedResponse => ({
  request: { query: CompleteMobileCheckDocument, variables: () => true },
  result: ({ input }) => ({
    data: { completeComplianceCheck: { __typename: 'ComplianceCheck', id: answer(input as { checkId?: number }), status: 'completed', items: [] } },
  }),
  maxUsageCount: Number.POSITIVE_INFINITY,
});

async function openChecks(mocks: MockedResponse[]) {
  const view = renderMobileApp([equipmentMock(), ...mocks]);
  await view.user.click(screen.getByRole('button', { name: 'Opening Checks' }));
  await screen.findByRole('heading', { level: 1, name: 'Compliance Checks' });
  return view;
}

const dueList = () => screen.findByRole('list', { name: 'Checks due today' });
const passEvery = async (user: { click(element: Element): Promise<void> }, items: string[]) => {
  for (const item of items) await user.click(within(screen.getByRole('group', { name: item })).getByRole('radio', { name: 'Pass' }));
};

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  fakeStores.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the checks due today on the phone', () => {
  it('lists the due checks first, in the API’s order (overdue, then by due time), with due times on the site’s clock; other checks start below', async () => {
    setDisplayPreferences({ temperatureUnit: 'celsius', dateFormat: 'DD/MM/YYYY' });
    await openChecks([dueChecksMock([closing, opening, frontOfHouse]), templatesMock([deepClean])]);
    const items = within(await dueList()).getAllByRole('button');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Daily Closing Check', 'Daily Opening Check', 'Front of House Opening']);
    expect(items.map((item) => within(item).getAllByText(/Overdue|Pending|In Progress/)[0].textContent)).toEqual(['Overdue', 'Pending', 'In Progress']);
    expect(within(items[1]).getByText(`Due 01/06/2026 ${londonTime(AT_EIGHT)}`)).toBeTruthy();
    expect(londonTime(AT_EIGHT)).toMatch(/08:00/);
    expect(within(items[0]).getByText(`Due 31/05/2026 ${londonTime(YESTERDAY_EIGHT)}`)).toBeTruthy();

    // The templates follow, under their own heading, after the due list.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Due today', 'Start another check']);
    const another = await screen.findByRole('list', { name: 'Check templates' });
    expect(within(another).getByRole('button', { name: /Weekly Deep Clean/ })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Checks due today' }).compareDocumentPosition(another) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when nothing is due today, and still offers the templates', async () => {
    await openChecks([dueChecksMock([]), templatesMock([deepClean])]);
    expect(await screen.findByText('No checks due today.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Weekly Deep Clean/ })).toBeTruthy();
  });

  it('completes the due check itself (its checkId, not a new check of its template), starting from answers saved on the desktop', async () => {
    const sent: unknown[] = [];
    const started = { ...frontOfHouse, items: frontOfHouse.items.map((item) => ({ ...item, result: 'pass', note: 'Printed today' })) };
    const { user } = await openChecks([
      dueChecksMock([opening, started]),
      templatesMock([deepClean]),
      completeMock((input) => {
        sent.push(input);
        return input.checkId ?? 0;
      }),
    ]);
    await user.click(within(await dueList()).getByRole('button', { name: /Front of House Opening/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Front of House Opening' })).toBeTruthy();
    expect((within(screen.getByRole('group', { name: 'Allergen menu available' })).getByRole('radio', { name: 'Pass' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Complete Check' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Front of House Opening marked as completed! Photos attached: 0'));
    expect(sent).toEqual([
      {
        checkId: 42,
        answers: [{ description: 'Allergen menu available', result: 'pass', note: 'Printed today' }],
        photoIds: [],
        clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('offline, works from the lists it last saw, keeps the completion of the due check on the phone (shown as waiting), and completes that check once back online', async () => {
    const sent: { checkId?: number }[] = [];
    const first = await openChecks([dueChecksMock([opening]), templatesMock([deepClean])]);
    await dueList();
    await screen.findByRole('button', { name: /Weekly Deep Clean/ });
    first.unmount();

    // The app reopens without signal: the server cannot be reached.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await openChecks([
      network(dueChecksMock()),
      network(templatesMock([])),
      templatesMock([deepClean]),
      dueChecksMock([]),
      completeMock((input) => {
        sent.push(input);
        return 41;
      }),
    ]);
    await user.click(within(await dueList()).getByRole('button', { name: /Daily Opening Check/ }));
    await passEvery(user, OPENING_ITEMS);
    await user.click(screen.getByRole('button', { name: 'Complete Check' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Daily Opening Check marked as completed! Photos attached: 0'));
    expect(waitingOnPhone('check')).toEqual([expect.objectContaining({ checkId: 41, templateId: 7 })]);
    const waiting = within(await dueList()).getByRole('button', { name: /Daily Opening Check/ }) as HTMLButtonElement;
    expect(within(waiting).getByText('Waiting to sync')).toBeTruthy();
    expect(waiting.disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Weekly Deep Clean/ })).toBeTruthy();
    expect(sent).toEqual([]);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual(expect.objectContaining({ checkId: 41 }));
    expect(sent[0]).not.toHaveProperty('templateId');
    await waitFor(() => expect(waitingOnPhone('check')).toEqual([]));
    // Back online, the lists load afresh: nothing is due any more, and no error is left on screen.
    expect(await screen.findByText('No checks due today.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells staff when someone else had completed the due check first: theirs was kept as a check of its own', async () => {
    const { user } = await openChecks([dueChecksMock([opening]), templatesMock([]), completeMock(() => 77)]);
    await user.click(within(await dueList()).getByRole('button', { name: /Daily Opening Check/ }));
    await passEvery(user, OPENING_ITEMS);
    await user.click(screen.getByRole('button', { name: 'Complete Check' }));
    const notices = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
    expect(await notices.findByText('Check already completed')).toBeTruthy();
    expect(notices.getByText('Someone else completed it first: yours is kept as a check of its own.')).toBeTruthy();
  });

  it('clears the load error by itself when the connection returns', async () => {
    await openChecks([network(dueChecksMock()), templatesMock([deepClean]), dueChecksMock([opening])]);
    expect(await screen.findByText("Failed to load today's checks")).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await within(await dueList()).findByRole('button', { name: /Daily Opening Check/ })).toBeTruthy();
    expect(screen.queryByText("Failed to load today's checks")).toBeNull();
  });
});

describe('the equipment list on the phone', () => {
  it('clears its load error by itself when the connection returns', async () => {
    const { user } = renderMobileApp([network(equipmentMock()), equipmentMock()]);
    await user.click(screen.getByRole('button', { name: 'Goods In' }));
    expect(await screen.findByText('Failed to load equipment')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: /Walk-in Fridge/ })).toBeTruthy();
    expect(screen.queryByText('Failed to load equipment')).toBeNull();
  });
});
