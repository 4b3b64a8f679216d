import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormattedExecutionResult } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordReadingsEachDocument } from '../../../graphql/graphql';
import { fakeStores } from '../../../test/fake-idb-keyval';
import { leftOnPhone, outboxStoreName } from '../../../test/phone-outbox';
import { answerFor, branchUser, equipmentMock, renderMobileApp } from '../../../test/render-mobile';
import type { QueuedReading } from './reading-outbox';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

const storeName = outboxStoreName();
const queued = (n: number): QueuedReading => ({
  clientId: `00000000-0000-4000-8000-00000000000${n}`,
  equipmentId: 1,
  temperature: n,
  recordedAt: `2025-01-01T08:0${n}:00.000Z`,
});

beforeEach(() => {
  fakeStores.clear();
  leftOnPhone('reading', [queued(2), queued(1)]);
});
afterEach(() => vi.restoreAllMocks());

const syncMock = (sync: (variables: Record<string, unknown>) => FormattedExecutionResult): MockedResponse => ({
  request: { query: RecordReadingsEachDocument, variables: () => true },
  result: sync,
  maxUsageCount: Number.POSITIVE_INFINITY,
});
/** The server's answer for each reading: stored, or refused (clientIds in `refusals`) with its reason and code. */
const answering =
  (refusals: Record<string, { reason: string; code: string }> = {}) =>
  ({ inputs }: Record<string, unknown>) => ({
    data: {
      recordReadingsEach: (inputs as QueuedReading[]).map((r, i) => {
        const refusal = refusals[r.clientId];
        return refusal
          ? { __typename: 'BatchItemResult', clientId: r.clientId, status: 'REFUSED', ...refusal, reading: null }
          : { __typename: 'BatchItemResult', clientId: r.clientId, status: 'STORED', reason: null, code: null, reading: answerFor(r, i + 1) };
      }),
    },
  });
const confirmed = answering();

describe('syncing readings saved on the phone', () => {
  it('sends them oldest first when the app opens and forgets them once the server confirmed', async () => {
    const sync = vi.fn(confirmed);
    renderMobileApp([equipmentMock(), syncMock(sync)]);
    await waitFor(() => expect(fakeStores.get(storeName)?.size).toBe(0));
    expect(sync).toHaveBeenCalledOnce();
    expect(sync).toHaveBeenCalledWith({ inputs: [queued(1), queued(2)] });
    expect(within(screen.getByRole('banner')).queryByText(/waiting to sync/)).toBeNull();
  });

  it('waits while offline, shows how many wait, and sends them when the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sync = vi.fn(confirmed);
    renderMobileApp([equipmentMock(), syncMock(sync)]);
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('2 readings waiting to sync')).toBeTruthy();
    expect(within(header).getByText('Offline')).toBeTruthy();
    expect(sync).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(header).queryByText(/waiting to sync/)).toBeNull());
    expect(sync).toHaveBeenCalledOnce();
    expect(within(header).queryByText('Offline')).toBeNull();
  });

  it('keeps them all when the server refuses the whole request, and says the sync failed', async () => {
    const sync = vi.fn(() => ({ errors: [{ message: 'Equipment not found' }] }));
    renderMobileApp([equipmentMock(), syncMock(sync)]);
    const notices = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
    expect(await notices.findByText('Sync failed')).toBeTruthy();
    expect(fakeStores.get(storeName)?.size).toBe(2);
    expect(within(screen.getByRole('banner')).getByText('2 readings waiting to sync')).toBeTruthy();
  });

  it('sends each reading in the unit it was typed in, whatever the company shows now', async () => {
    leftOnPhone('reading', [{ ...queued(1), temperature: 41, unit: 'F' as const }]);
    const sync = vi.fn(confirmed);
    renderMobileApp([equipmentMock(), syncMock(sync)]);
    await waitFor(() => expect(fakeStores.get(storeName)?.size).toBe(0));
    expect(sync).toHaveBeenCalledWith({ inputs: [{ ...queued(1), temperature: 41, unit: 'F' }] });
  });

  it('sends, after an update, the readings an older version of the app kept in its own outbox', async () => {
    // A user this test file has not signed in yet: the app takes old outboxes over once per start.
    const updated = { ...branchUser, id: 77 };
    const oldStore = `fsm-outbox-${updated.id}/readings`;
    fakeStores.set(oldStore, new Map([queued(2), queued(1)].map((r) => [r.clientId, r])));
    const sync = vi.fn(confirmed);
    renderMobileApp([equipmentMock(), syncMock(sync)], updated);
    await waitFor(() => expect(fakeStores.get(outboxStoreName(updated.id))?.size).toBe(0));
    expect(sync).toHaveBeenCalledExactlyOnceWith({ inputs: [queued(1), queued(2)] });
    expect(fakeStores.get(oldStore)?.size).toBe(0);
  });

  it('sets a refused reading aside with its reason, syncs the rest, and says whose clock is ahead', async () => {
    leftOnPhone('reading', [
      queued(1),
      { ...queued(2), equipmentId: 9, equipmentName: 'Old Fridge' },
      { ...queued(3), recordedAt: '2099-01-01T08:00:00.000Z' },
    ]);
    const sync = vi.fn(
      answering({
        [queued(2).clientId]: { reason: 'Readings cannot be recorded for inactive equipment', code: 'BAD_USER_INPUT' },
        [queued(3).clientId]: { reason: 'A reading cannot be taken more than 5 minutes in the future', code: 'RECORDED_IN_FUTURE' },
      }),
    );
    renderMobileApp([equipmentMock(), syncMock(sync)]);
    const refused = await screen.findByRole('region', { name: 'Readings not accepted' });
    expect(within(refused).getByText('Readings cannot be recorded for inactive equipment')).toBeTruthy();
    expect(within(refused).getByText(/^Old Fridge · 2 °C · taken /)).toBeTruthy();
    expect(within(refused).getByText("Your phone's clock is ahead. A reading cannot be taken more than 5 minutes in the future")).toBeTruthy();
    expect(sync).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(screen.getByRole('banner')).queryByText(/waiting to sync/)).toBeNull());
    expect([...(fakeStores.get(storeName)?.keys() ?? [])].sort()).toEqual([`reading:${queued(2).clientId}`, `reading:${queued(3).clientId}`]);
  });

  it('discards a refused reading only once the person confirmed it never reached the record', async () => {
    leftOnPhone('reading', [{ ...queued(2), equipmentName: 'Old Fridge' }]);
    renderMobileApp([equipmentMock(), syncMock(answering({ [queued(2).clientId]: { reason: 'Equipment not found', code: 'NOT_FOUND' } }))]);
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: /^Walk-in Fridge · 2 °C/ });
    await user.click(within(item).getByRole('button', { name: 'Discard' }));
    expect(within(item).getByRole('alert').textContent).toContain('never reached the record');
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(fakeStores.get(storeName)?.size).toBe(1);
    await user.click(within(item).getByRole('button', { name: 'Discard' }));
    await user.click(within(item).getByRole('button', { name: 'Discard reading' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Readings not accepted' })).toBeNull());
    expect(fakeStores.get(storeName)?.size).toBe(0);
  });

  it('resends a refused reading as the person fixed it (another unit, another value), under its clientId', async () => {
    // Taken at 08:02:17.5: an untouched time is sent as taken, not rounded to the minute the field shows.
    const takenAt = '2025-01-01T08:02:17.500Z';
    leftOnPhone('reading', [{ ...queued(2), equipmentId: 9, equipmentName: 'Old Fridge', recordedAt: takenAt }]);
    let refuse = true;
    const sync = vi.fn((variables: Record<string, unknown>) =>
      answering(refuse ? { [queued(2).clientId]: { reason: 'Equipment not found', code: 'NOT_FOUND' } } : {})(variables),
    );
    renderMobileApp([equipmentMock(), syncMock(sync)]);
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: /^Old Fridge · 2 °C/ });
    refuse = false;
    await user.click(within(item).getByRole('button', { name: 'Fix and resend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix reading' });
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'Chest Freezer');
    await user.clear(within(dialog).getByLabelText('Temperature (°C)'));
    await user.type(within(dialog).getByLabelText('Temperature (°C)'), '-18');
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    // Resent, it waits again (no longer set aside) until the server stores it.
    await waitFor(() => expect(fakeStores.get(storeName)?.size).toBe(0));
    expect(sync).toHaveBeenLastCalledWith({ inputs: [{ ...queued(2), equipmentId: 2, temperature: -18, recordedAt: takenAt }] });
    expect(screen.queryByRole('region', { name: 'Readings not accepted' })).toBeNull();
  });

  it('resends a reading dated in the future at the time the person corrects it to', async () => {
    leftOnPhone('reading', [{ ...queued(2), recordedAt: '2099-01-01T08:00:00.000Z' }]);
    let refuse = true;
    const sync = vi.fn((variables: Record<string, unknown>) =>
      answering(refuse ? { [queued(2).clientId]: { reason: 'A reading cannot be taken more than 5 minutes in the future', code: 'RECORDED_IN_FUTURE' } } : {})(
        variables,
      ),
    );
    renderMobileApp([equipmentMock(), syncMock(sync)]);
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: /^Walk-in Fridge · 2 °C/ });
    refuse = false;
    await user.click(within(item).getByRole('button', { name: 'Fix and resend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix reading' });
    fireEvent.change(within(dialog).getByLabelText('Taken at'), { target: { value: '2025-01-01T08:02' } });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(fakeStores.get(storeName)?.size).toBe(0));
    expect(sync).toHaveBeenLastCalledWith({ inputs: [{ ...queued(2), recordedAt: new Date(2025, 0, 1, 8, 2).toISOString() }] });
  });
});
