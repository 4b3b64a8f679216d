import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordReadingInput } from '../../../graphql/graphql';
import { unusedClient } from '../../../test/phone-outbox';
import { type Outbox, outboxFor } from '../outbox/outbox';
import type { ItemAnswer } from '../outbox/outbox-kind';
import { type QueuedReading, readingOutbox, SYNC_BATCH_SIZE } from './reading-outbox';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

type Send<T> = (sent: T) => Promise<unknown>;

/** The outbox as these tests drive it: readings only, each step sending through the function it is given. */
function readingsIn(outbox: Outbox) {
  const sendingOne = (send: Send<RecordReadingInput>) => ({ ...readingOutbox, send: (_client: unknown, input: RecordReadingInput) => send(input) });
  const sendingBatches = (send: Send<RecordReadingInput[]>) => ({
    ...readingOutbox,
    // The server's answer for each reading; an answer that names none stores them all.
    batch: {
      size: SYNC_BATCH_SIZE,
      send: async (_client: unknown, inputs: RecordReadingInput[]) => {
        const answers = await send(inputs);
        return Array.isArray(answers) ? (answers as ItemAnswer[]) : inputs.map(() => ({ status: 'STORED' as const }));
      },
    },
  });
  return {
    submit: (reading: QueuedReading, send: Send<RecordReadingInput>) => outbox.submit(sendingOne(send), reading, unusedClient),
    waiting: () => outbox.waiting(readingOutbox),
    refused: () => outbox.refused(readingOutbox),
    counts: () => outbox.counts(),
    resend: (reading: QueuedReading, send: Send<RecordReadingInput[]>) => outbox.resend(sendingBatches(send), reading, unusedClient),
    discard: (reading: QueuedReading) => outbox.discard(readingOutbox, reading.clientId),
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

/** The server's answers, one per reading sent: the readings at these positions refused for this reason. */
const refusing =
  (positions: number[], reason = 'Readings cannot be recorded for inactive equipment', code = 'BAD_USER_INPUT') =>
  async (inputs: RecordReadingInput[]): Promise<ItemAnswer[]> =>
    inputs.map((_input, i) => (positions.includes(i) ? { status: 'REFUSED', reason, code } : { status: 'STORED' }));

describe('a reading the server refuses', () => {
  it('is set aside with its reason while the readings after it are stored, in its batch and the next', async () => {
    const outbox = freshOutbox();
    const total = SYNC_BATCH_SIZE + 2;
    for (let n = 1; n <= total; n++) await outbox.submit(reading(n), networkDown);
    const batches: RecordReadingInput[][] = [];
    const result = await outbox.flush(async (batch) => {
      batches.push(batch);
      return refusing(batches.length === 1 ? [0] : [])(batch);
    });
    expect(batches.map((b) => b.length)).toEqual([SYNC_BATCH_SIZE, 2]);
    expect(result).toEqual({ sent: total - 1, remaining: 0, refused: 1 });
    expect(await outbox.waiting()).toEqual([]);
    expect(await outbox.counts()).toEqual({});
    expect(await outbox.refused()).toEqual([
      { item: reading(1), refusal: { reason: 'Readings cannot be recorded for inactive equipment', code: 'BAD_USER_INPUT' } },
    ]);
  });

  it('is not sent again by itself: later passes leave it to the person', async () => {
    const outbox = freshOutbox();
    await outbox.submit(reading(1), networkDown);
    await outbox.flush(refusing([0]));
    const send = vi.fn(async (inputs: RecordReadingInput[]) => refusing([])(inputs));
    expect(await outbox.flush(send)).toEqual({ sent: 0, remaining: 0 });
    expect(send).not.toHaveBeenCalled();
    expect(await outbox.refused()).toHaveLength(1);
  });

  it('goes when the person discards it, and nothing is sent', async () => {
    const outbox = freshOutbox();
    await outbox.submit(reading(1), networkDown);
    await outbox.submit(reading(2), networkDown);
    await outbox.flush(refusing([0]));
    await outbox.discard(reading(1));
    expect(await outbox.refused()).toEqual([]);
    expect(await outbox.waiting()).toEqual([]);
  });

  it('is sent again as the person fixed it, under its clientId; refused again, it stays aside with the new reason', async () => {
    const outbox = freshOutbox();
    await outbox.submit(reading(1), networkDown);
    await outbox.flush(refusing([0]));
    const moved = { ...reading(1), equipmentId: 2, recordedAt: reading(0).recordedAt };

    expect(await outbox.resend(moved, refusing([0], 'A reading cannot be more than 31 days old', 'RECORDED_TOO_LONG_AGO'))).toBe('refused');
    expect(await outbox.refused()).toEqual([{ item: moved, refusal: { reason: 'A reading cannot be more than 31 days old', code: 'RECORDED_TOO_LONG_AGO' } }]);

    const send = vi.fn(refusing([]));
    expect(await outbox.resend({ ...moved, temperature: 4 }, send)).toBe('sent');
    expect(send).toHaveBeenCalledExactlyOnceWith([{ ...readingOutbox.toInput(moved, undefined), temperature: 4 }]);
    expect(await outbox.refused()).toEqual([]);
    expect(await outbox.waiting()).toEqual([]);
  });

  it('waits again when resent without a connection, and a whole request refused keeps every reading waiting', async () => {
    const outbox = freshOutbox();
    await outbox.submit(reading(1), networkDown);
    await outbox.flush(refusing([0]));
    expect(await outbox.resend(reading(1), networkDown)).toBe('queued');
    expect(await outbox.waiting()).toEqual([reading(1)]);
    expect(await outbox.flush(refused)).toMatchObject({ sent: 0, remaining: 1 });
    expect(await outbox.refused()).toEqual([]);
  });
});
