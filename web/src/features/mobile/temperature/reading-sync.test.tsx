import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordReadingsDocument } from '../../../graphql/graphql';
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
  request: { query: RecordReadingsDocument, variables: () => true },
  result: sync,
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const confirmed = ({ inputs }: Record<string, unknown>) => ({
  data: { recordReadings: (inputs as QueuedReading[]).map((r, i) => answerFor(r, i + 1)) },
});

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

  it('keeps them when the server refuses, and says the sync failed', async () => {
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
});
