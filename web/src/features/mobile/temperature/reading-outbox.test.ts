import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordReadingInput } from '../../../graphql/graphql';
import { unusedClient } from '../../../test/phone-outbox';
import { type Outbox, outboxFor } from '../outbox/outbox';
import { type QueuedReading, readingOutbox, SYNC_BATCH_SIZE } from './reading-outbox';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

type Send<T> = (sent: T) => Promise<unknown>;

/** The outbox as these tests drive it: readings only, each step sending through the function it is given. */
function readingsIn(outbox: Outbox) {
  const sendingOne = (send: Send<RecordReadingInput>) => ({ ...readingOutbox, send: (_client: unknown, input: RecordReadingInput) => send(input) });
  const sendingBatches = (send: Send<RecordReadingInput[]>) => ({
    ...readingOutbox,
    batch: { size: SYNC_BATCH_SIZE, send: (_client: unknown, inputs: RecordReadingInput[]) => send(inputs) },
  });
  return {
    submit: (reading: QueuedReading, send: Send<RecordReadingInput>) => outbox.submit(sendingOne(send), reading, unusedClient),
    waiting: () => outbox.waiting(readingOutbox),
    flush: async (send: Send<RecordReadingInput[]>) => (await outbox.flush([sendingBatches(send)], unusedClient)).reading,
    subscribe: outbox.subscribe,
  };
}

let nextUser = 1;
/** A fresh user per test, so each test gets an empty outbox of its own. */
const freshOutbox = () => readingsIn(outboxFor(nextUser++));

const reading = (n: number, minute = n): QueuedReading => ({
  clientId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  equipmentId: 1,
  temperature: 3 + n / 10,
  recordedAt: new Date(Date.UTC(2025, 0, 1, 8, minute)).toISOString(),
});

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));
const refused = () => Promise.reject(new CombinedGraphQLErrors({ errors: [{ message: 'Equipment not found' }] }));

afterEach(() => vi.restoreAllMocks());

describe('submitting a reading', () => {
  it('sends it straight away when the server answers', async () => {
    const outbox = freshOutbox();
    const send = vi.fn(async () => ({}));
    expect(await outbox.submit(reading(1), send)).toBe('sent');
    expect(send).toHaveBeenCalledWith(reading(1));
    expect(await outbox.waiting()).toEqual([]);
  });

  it('queues it when the request fails for network reasons', async () => {
    const outbox = freshOutbox();
    const changed = vi.fn();
    outbox.subscribe(changed);
    expect(await outbox.submit(reading(1), networkDown)).toBe('queued');
    expect(await outbox.waiting()).toEqual([reading(1)]);
    expect(changed).toHaveBeenCalled();
  });

  it('queues it without trying when the phone is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const outbox = freshOutbox();
    const send = vi.fn(async () => ({}));
    expect(await outbox.submit(reading(1), send)).toBe('queued');
    expect(send).not.toHaveBeenCalled();
  });

  it('does not queue a reading the server refused, so the person sees the failure', async () => {
    const outbox = freshOutbox();
    await expect(outbox.submit(reading(1), refused)).rejects.toThrow('Equipment not found');
    expect(await outbox.waiting()).toEqual([]);
  });
});

describe('flushing the outbox', () => {
  it('sends the oldest readings first, in batches, and removes each batch once confirmed', async () => {
    const outbox = freshOutbox();
    const total = SYNC_BATCH_SIZE + 5;
    // Queued newest first, to show the order comes from when readings were taken.
    for (let n = total; n >= 1; n--) await outbox.submit(reading(n), networkDown);
    const batches: RecordReadingInput[][] = [];
    const result = await outbox.flush(async (batch) => {
      batches.push(batch);
    });
    expect(batches.map((b) => b.length)).toEqual([SYNC_BATCH_SIZE, 5]);
    expect(batches.flat().map((r) => r.recordedAt)).toEqual(Array.from({ length: total }, (_, i) => reading(i + 1).recordedAt));
    expect(result).toEqual({ sent: total, remaining: 0 });
    expect(await outbox.waiting()).toEqual([]);
  });

  it('keeps every reading the server did not confirm', async () => {
    const outbox = freshOutbox();
    for (let n = 1; n <= SYNC_BATCH_SIZE + 1; n++) await outbox.submit(reading(n), networkDown);
    let call = 0;
    const result = await outbox.flush(async () => {
      call += 1;
      if (call === 2) throw new TypeError('Failed to fetch');
    });
    expect(result).toMatchObject({ sent: SYNC_BATCH_SIZE, remaining: 1 });
    expect(await outbox.waiting()).toEqual([reading(SYNC_BATCH_SIZE + 1)]);

    const refusal = await outbox.flush(refused);
    expect(refusal).toMatchObject({ sent: 0, remaining: 1 });
    expect(await outbox.waiting()).toHaveLength(1);
  });

  it('runs one flush at a time, so a batch is not sent twice', async () => {
    const outbox = freshOutbox();
    await outbox.submit(reading(1), networkDown);
    const send = vi.fn(async () => {});
    await Promise.all([outbox.flush(send), outbox.flush(send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps each user’s readings apart', async () => {
    const mine = freshOutbox();
    const theirs = freshOutbox();
    await mine.submit(reading(1), networkDown);
    expect(await theirs.waiting()).toEqual([]);
  });
});
