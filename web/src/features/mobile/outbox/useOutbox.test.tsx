import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, fakeUser } from '../../../test/fake-session';
import { unusedClient } from '../../../test/phone-outbox';
import { Providers } from '../../../test/render';
import { outboxFor } from './outbox';
import type { OutboxKind } from './outbox-kind';
import { RETRY_MS, useOutboxSync } from './useOutbox';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

type Note = { clientId: string; writtenAt: string };
const note = (clientId: string): Note => ({ clientId, writtenAt: '2025-01-01T08:00:00.000Z' });

/** A kind whose every send goes through `send`, one record at a time. */
const kindOf = (name: string, send: (input: { clientId: string }) => Promise<unknown>, more: Partial<OutboxKind<Note>> = {}): OutboxKind<Note> => ({
  name,
  words: { one: name, many: `${name}s` },
  takenAt: (item) => item.writtenAt,
  toInput: ({ clientId }) => ({ clientId }),
  send: (_client, input) => send(input as { clientId: string }),
  ...more,
});

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));
const refused = () => Promise.reject(new CombinedGraphQLErrors({ errors: [{ message: 'Form not found' }] }));

let nextUser = 3000;
/** A signed-in user's phone with these records waiting, syncing these kinds. */
async function syncing(kinds: OutboxKind<Note>[], waiting: [OutboxKind<Note>, Note][]) {
  const userId = nextUser++;
  const outbox = outboxFor(userId);
  const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  for (const [kind, item] of waiting) await outbox.submit(kind, item, unusedClient);
  offline.mockRestore();
  const session = fakeSession({ user: fakeUser({ id: userId }) });
  renderHook(() => useOutboxSync(kinds), { wrapper: ({ children }: { children: ReactNode }) => <Providers session={session}>{children}</Providers> });
  return outbox;
}

/** Lets a pass the retry timer may have started run to its end (setTimeout stays real here). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const notices = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('syncing what waits on the phone', () => {
  it('tries again every RETRY_MS while something waits, without an online event, and says nothing of a lost connection', async () => {
    // Only the retry timer is faked, so the rest runs as usual; settle() waits on a real timeout.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const send = vi.fn<(input: { clientId: string }) => Promise<unknown>>(networkDown);
    const notes = kindOf('note', send);
    const outbox = await syncing([notes], [[notes, note('n1')]]);
    await settle();
    expect(send).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(RETRY_MS - 1));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    send.mockImplementation(async () => ({}));
    act(() => vi.advanceTimersByTime(1));
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(await outbox.counts()).toEqual({});
    expect(notices().queryByText('Sync failed')).toBeNull();

    // Nothing waits any more: later passes send nothing.
    act(() => vi.advanceTimersByTime(RETRY_MS));
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('says the sync failed, with the reason, for a kind the server refused, and still sends the other kinds', async () => {
    const forms = kindOf('form', vi.fn(refused));
    const sentNotes = vi.fn(async () => ({}));
    const notes = kindOf('note', sentNotes);
    const outbox = await syncing(
      [forms, notes],
      [
        [forms, note('f1')],
        [notes, note('n1')],
      ],
    );
    expect(await notices().findByText('Sync failed')).toBeTruthy();
    expect(notices().getByText('Form not found')).toBeTruthy();
    await waitFor(async () => expect(await outbox.counts()).toEqual({ form: 1 }));
    expect(sentNotes).toHaveBeenCalledWith({ clientId: 'n1' });
  });

  it('withdraws the Sync failed notice once that kind goes through, when the connection returns', async () => {
    const send = vi.fn<(input: { clientId: string }) => Promise<unknown>>(refused);
    const forms = kindOf('form', send);
    const outbox = await syncing([forms], [[forms, note('f1')]]);
    expect(await notices().findByText('Sync failed')).toBeTruthy();
    send.mockImplementation(async () => ({}));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // Well before the notice would close by itself (TOAST_DURATION).
    await waitFor(() => expect(notices().queryByText('Sync failed')).toBeNull(), { timeout: 2000 });
    expect(await outbox.counts()).toEqual({});
  });

  it('lets a kind decide which failures are worth telling staff about', async () => {
    const quiet = kindOf('note', () => Promise.reject(new CombinedGraphQLErrors({ errors: [{ message: 'Note not found' }] })), { isPermanent: () => false });
    const forms = kindOf('form', refused);
    const outbox = await syncing(
      [quiet, forms],
      [
        [quiet, note('n1')],
        [forms, note('f1')],
      ],
    );
    expect(await notices().findByText('Form not found')).toBeTruthy();
    expect(notices().getAllByText('Sync failed')).toHaveLength(1);
    expect(notices().queryByText('Note not found')).toBeNull();
    expect(await outbox.counts()).toEqual({ note: 1, form: 1 });
  });
});
