import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unusedClient } from '../../../test/phone-outbox';
import { outboxFor } from './outbox';
import { isPermanentFailure, type OutboxKind } from './outbox-kind';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

/** Two kinds as small as a kind can be: a temperature taken, sent in batches of two, and a note, sent one at a time. */
type Taken = { clientId: string; at: string; photos?: { clientId: string; file: Blob; fileName: string }[] };
type Sent = { clientId: string; photoIds?: number[] };

const storedAll = (_answer: unknown, inputs: Sent[]) => inputs.map(() => ({ status: 'STORED' as const }));

function kind(name: string, batchSize?: number) {
  const sent: Sent[][] = [];
  let answer: () => Promise<unknown> = async () => ({});
  const record = (inputs: Sent[]) => {
    sent.push(inputs);
    return answer();
  };
  const described: OutboxKind<Taken, Sent> = {
    name,
    words: { one: name, many: `${name}s` },
    takenAt: (item) => item.at,
    toInput: ({ clientId }, photoIds) => ({ clientId, ...(photoIds ? { photoIds } : {}) }),
    send: (_client, input) => record([input]),
    // A batch the server takes whole answers each record as stored.
    ...(batchSize ? { batch: { size: batchSize, send: async (_client, inputs) => storedAll(await record(inputs), inputs) } } : {}),
  };
  return {
    kind: described,
    /** What each request carried, by clientId. */
    requests: () => sent.map((inputs) => inputs.map((input) => input.clientId)),
    answers(next: () => Promise<unknown>) {
      answer = next;
    },
  };
}

const taken = (clientId: string, minute: number): Taken => ({ clientId, at: new Date(Date.UTC(2025, 0, 1, 8, minute)).toISOString() });
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));
const refused = () => Promise.reject(new CombinedGraphQLErrors({ errors: [{ message: 'Template not found' }] }));

let nextUser = 1000;
/** An outbox holding these records of each kind, put there while the server could not be reached. */
async function outboxHolding(...held: [OutboxKind<Taken, Sent>, Taken[]][]) {
  const outbox = outboxFor(nextUser++);
  const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  for (const [described, items] of held) for (const item of items) await outbox.submit(described, item, unusedClient);
  offline.mockRestore();
  return outbox;
}

afterEach(() => vi.restoreAllMocks());

describe('one outbox for every kind of record', () => {
  it('keeps kinds apart: each is counted, listed and sent as its own, even under the same clientId', async () => {
    const temperatures = kind('temperature', 2);
    const notes = kind('note');
    const outbox = await outboxHolding([temperatures.kind, [taken('a', 1), taken('b', 2)]], [notes.kind, [taken('a', 3)]]);
    expect(await outbox.counts()).toEqual({ temperature: 2, note: 1 });
    expect((await outbox.waiting(notes.kind)).map((item) => item.at)).toEqual([taken('a', 3).at]);

    expect(await outbox.flush([temperatures.kind, notes.kind], unusedClient)).toEqual({
      temperature: { sent: 2, remaining: 0 },
      note: { sent: 1, remaining: 0 },
    });
    expect(temperatures.requests()).toEqual([['a', 'b']]);
    expect(notes.requests()).toEqual([['a']]);
    expect(await outbox.counts()).toEqual({});
  });

  it('sends each kind oldest first by its own time, in batches where the kind has them and one by one where not', async () => {
    const temperatures = kind('temperature', 2);
    const notes = kind('note');
    // Queued newest first: the order comes from when each was taken, not when it was queued.
    const outbox = await outboxHolding(
      [temperatures.kind, [taken('t3', 30), taken('t2', 20), taken('t1', 10)]],
      [notes.kind, [taken('n2', 25), taken('n1', 15)]],
    );
    await outbox.flush([temperatures.kind, notes.kind], unusedClient);
    expect(temperatures.requests()).toEqual([['t1', 't2'], ['t3']]);
    expect(notes.requests()).toEqual([['n1'], ['n2']]);
  });

  it("holds a refused record and those after it (never dropping one), while the other kind's records go", async () => {
    const temperatures = kind('temperature', 2);
    const notes = kind('note');
    const outbox = await outboxHolding([notes.kind, [taken('n1', 1), taken('n2', 2)]], [temperatures.kind, [taken('t1', 3)]]);
    notes.answers(refused);

    const results = await outbox.flush([notes.kind, temperatures.kind], unusedClient);
    expect(results.note).toMatchObject({ sent: 0, remaining: 2, error: expect.objectContaining({ message: 'Template not found' }) });
    expect(results.temperature).toEqual({ sent: 1, remaining: 0 });
    expect(notes.requests()).toEqual([['n1']]);
    expect(await outbox.counts()).toEqual({ note: 2 });

    // Still refused at the next pass: still kept, in order, until the server takes them.
    await outbox.flush([notes.kind, temperatures.kind], unusedClient);
    notes.answers(async () => ({}));
    expect((await outbox.flush([notes.kind], unusedClient)).note).toEqual({ sent: 2, remaining: 0 });
    expect(notes.requests()).toEqual([['n1'], ['n1'], ['n1'], ['n2']]);
  });

  it('refuses a record just taken only when the server refused it; a lost connection keeps it', async () => {
    const notes = kind('note');
    const outbox = outboxFor(nextUser++);
    notes.answers(refused);
    await expect(outbox.submit(notes.kind, taken('n1', 1), unusedClient)).rejects.toThrow('Template not found');
    notes.answers(networkDown);
    expect(await outbox.submit(notes.kind, taken('n2', 2), unusedClient)).toBe('queued');
    expect((await outbox.waiting(notes.kind)).map((item) => item.clientId)).toEqual(['n2']);
  });

  it('uploads a record’s photos before it, under their own clientIds, and again under the same ids after a lost answer', async () => {
    const uploads: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const clientId = String((init?.body as FormData | undefined)?.get('clientId'));
      uploads.push(clientId);
      // The server stores a clientId's photo once and answers its id again.
      return new Response(JSON.stringify({ id: clientId === 'photo-1' ? 81 : 82 }), { status: 201 });
    });
    const notes = kind('note');
    const photo = (clientId: string) => ({ clientId, file: new Blob(['x']), fileName: `${clientId}.jpg` });
    const outbox = await outboxHolding([notes.kind, [{ ...taken('n1', 1), photos: [photo('photo-1'), photo('photo-2')] }]]);
    const sent: Sent[] = [];
    notes.kind.send = async (_client, input) => {
      sent.push(input);
      if (sent.length === 1) throw new TypeError('Failed to fetch');
    };

    const lost = (await outbox.flush([notes.kind], unusedClient)).note;
    expect(lost).toMatchObject({ sent: 0, remaining: 1 });
    expect(isPermanentFailure(notes.kind, lost.error)).toBe(false);
    expect((await outbox.flush([notes.kind], unusedClient)).note).toEqual({ sent: 1, remaining: 0 });
    expect(uploads).toEqual(['photo-1', 'photo-2', 'photo-1', 'photo-2']);
    expect(sent).toEqual([
      { clientId: 'n1', photoIds: [81, 82] },
      { clientId: 'n1', photoIds: [81, 82] },
    ]);
  });

  it('counts a refused photo as a refusal of its record, which waits', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message: 'Only images can be uploaded' }), { status: 400 }));
    const notes = kind('note');
    const outbox = await outboxHolding([notes.kind, [{ ...taken('n1', 1), photos: [{ clientId: 'p', file: new Blob(['x']), fileName: 'p.txt' }] }]]);
    const { note } = await outbox.flush([notes.kind], unusedClient);
    expect(note).toMatchObject({ sent: 0, remaining: 1, error: expect.objectContaining({ message: 'Only images can be uploaded' }) });
    expect(isPermanentFailure(notes.kind, note.error)).toBe(true);
    expect(notes.requests()).toEqual([]);
    expect(await outbox.counts()).toEqual({ note: 1 });
  });

  it('in a kind answered record by record, a refused photo sets its own record aside and the others go', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message: 'Only images can be uploaded' }), { status: 400 }));
    const temperatures = kind('temperature', 2);
    const withPhoto = { ...taken('t1', 1), photos: [{ clientId: 'p', file: new Blob(['x']), fileName: 'p.txt' }] };
    const outbox = await outboxHolding([temperatures.kind, [withPhoto, taken('t2', 2)]]);
    expect((await outbox.flush([temperatures.kind], unusedClient)).temperature).toEqual({ sent: 1, remaining: 0, refused: 1 });
    expect(temperatures.requests()).toEqual([['t2']]);
    expect(await outbox.refused(temperatures.kind)).toEqual([
      { item: withPhoto, refusal: { reason: 'A photo was refused: Only images can be uploaded', code: 'PHOTO_REFUSED' } },
    ]);
    expect(await outbox.counts()).toEqual({});
  });
});
