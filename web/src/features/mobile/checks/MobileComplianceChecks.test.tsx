import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompleteMobileCheckDocument } from '../../../graphql/graphql';
import { checkCountsMock, equipmentMock, renderMobileApp, template, templatesMock } from '../../../test/render-mobile';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

let alert: ReturnType<typeof vi.spyOn>;
/** POST /api/uploads as the server answers it: a new id per clientId, the same id for a clientId sent again. */
let uploads: { clientId: string; name: string }[];
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  uploads = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const form = init?.body as FormData;
    const clientId = String(form.get('clientId'));
    let index = uploads.findIndex((u) => u.clientId === clientId);
    if (index < 0) index = uploads.push({ clientId, name: (form.get('file') as File).name }) - 1;
    return new Response(JSON.stringify({ id: 71 + index }), { status: 201, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.restoreAllMocks());

const opening = template(7, 'Daily Opening Check', ['Hand-wash stations stocked', 'Surfaces sanitised', 'Pest activity checked']);
const weekly = template(8, 'Weekly Deep Clean', ['Temperature Verification', 'Visual Inspection', 'Documentation Review'], 'weekly');

async function openChecks(mocks: MockedResponse[]) {
  const view = renderMobileApp([equipmentMock(), ...mocks]);
  await view.user.click(screen.getByRole('button', { name: 'Opening Checks' }));
  return view;
}

describe('Mobile Compliance Checks', () => {
  it('shows today’s counters as the API counts them, and each template with its frequency and minutes', async () => {
    await openChecks([templatesMock([opening, weekly]), checkCountsMock({ pending: 2, completed: 5, overdue: 4 })]);
    for (const [value, label] of [
      ['2', 'Pending'],
      ['5', 'Completed'],
      ['4', 'Overdue'],
    ]) {
      await waitFor(() => expect(screen.getByText(label).previousElementSibling?.textContent).toBe(value));
    }
    const card = await screen.findByRole('button', { name: /Weekly Deep Clean/ });
    expect(within(card).getByText('weekly')).toBeTruthy();
    expect(within(card).getByText('5 min')).toBeTruthy();
    expect(within(card).getByText('Weekly Deep Clean description')).toBeTruthy();
  });

  it('says when there are no checks, and who can add them', async () => {
    await openChecks([templatesMock([])]);
    expect(await screen.findByText('No compliance checks available for your location.')).toBeTruthy();
    expect(screen.getByText('Your manager or an administrator can add checklists on the desktop, under Compliance Checks.')).toBeTruthy();
  });

  it('completes a check only once every item is answered, with its answers and its uploaded photos, then returns to the list', async () => {
    const complete = vi.fn(() => ({ data: { completeComplianceCheck: { __typename: 'ComplianceCheck', id: 51, status: 'completed', items: [] } } }));
    const { user } = await openChecks([templatesMock([opening]), { request: { query: CompleteMobileCheckDocument, variables: () => true }, result: complete }]);
    await user.click(await screen.findByRole('button', { name: /Daily Opening Check/ }));
    const items = within(screen.getByRole('list', { name: 'Check items' })).getAllByRole('group');
    expect(items).toHaveLength(3);
    const answer = (item: string, result: string) => user.click(within(screen.getByRole('group', { name: item })).getByRole('radio', { name: result }));
    await answer('Surfaces sanitised', 'Pass');
    await answer('Hand-wash stations stocked', 'Fail');
    await user.type(screen.getByLabelText('Note for Hand-wash stations stocked'), 'No soap');
    const completeButton = screen.getByRole('button', { name: 'Complete Check' }) as HTMLButtonElement;
    // Nothing completes empty: one item is still unanswered.
    expect(completeButton.disabled).toBe(true);
    expect(screen.getByText('Answer every item to complete the check (1 left).')).toBeTruthy();
    await answer('Pest activity checked', 'N/A');
    expect(completeButton.disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeTruthy();
    await user.upload(screen.getByTestId('upload-photo-input'), [
      new File(['a'], 'sink.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'bench.jpg', { type: 'image/jpeg' }),
    ]);
    expect(screen.getByText('Photos attached: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Complete Check' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Daily Opening Check marked as completed! Photos attached: 2'));
    expect(complete).toHaveBeenCalledWith({
      input: {
        templateId: 7,
        locationId: 1,
        answers: [
          { description: 'Hand-wash stations stocked', result: 'fail', note: 'No soap' },
          { description: 'Surfaces sanitised', result: 'pass', note: null },
          { description: 'Pest activity checked', result: 'not_applicable', note: null },
        ],
        photoIds: [71, 72],
        clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    expect(uploads.map((u) => u.name)).toEqual(['sink.jpg', 'bench.jpg']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compliance Checks' })).toBeTruthy();
  });

  it('offline, keeps the check with its photos on the phone and sends both once the connection returns', async () => {
    const complete = vi.fn(() => ({ data: { completeComplianceCheck: { __typename: 'ComplianceCheck', id: 52, status: 'completed', items: [] } } }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await openChecks([
      templatesMock([opening]),
      { request: { query: CompleteMobileCheckDocument, variables: () => true }, result: complete, maxUsageCount: 2 },
    ]);
    await user.click(await screen.findByRole('button', { name: /Daily Opening Check/ }));
    for (const item of ['Hand-wash stations stocked', 'Surfaces sanitised', 'Pest activity checked']) {
      await user.click(within(screen.getByRole('group', { name: item })).getByRole('radio', { name: 'Pass' }));
    }
    await user.upload(screen.getByTestId('upload-photo-input'), new File(['a'], 'sink.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Complete Check' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Daily Opening Check marked as completed! Photos attached: 1'));
    expect(await screen.findByText('1 check waiting to sync')).toBeTruthy();
    expect(uploads).toEqual([]);
    expect(complete).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    expect(uploads.map((u) => u.name)).toEqual(['sink.jpg']);
    expect(complete).toHaveBeenCalledWith({ input: expect.objectContaining({ templateId: 7, photoIds: [71] }) });
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).toBeNull());
  });
});

describe('a new site’s counters', () => {
  it('are zeros, never sample figures', async () => {
    await openChecks([templatesMock([])]);
    for (const label of ['Pending', 'Completed', 'Overdue']) {
      await waitFor(() => expect(screen.getByText(label).previousElementSibling?.textContent).toBe('0'));
    }
  });
});
