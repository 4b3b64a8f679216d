import type { ApolloClient } from '@apollo/client';
import { createStore, del, delMany, set, setMany, type UseStore, values } from 'idb-keyval';
import { moveLegacyRecords } from './legacy-outboxes';
import { inputsOf, isPermanentFailure, type OutboxKind, type QueuedRecord, type Refusal } from './outbox-kind';
import { sendRecords } from './send-records';

/** `refused`: records of the pass the server refused one by one, now set aside (present only when some were). */
export type FlushResult = { sent: number; remaining: number; refused?: number; error?: unknown };

/** A record the server refused, set aside with the reason: it no longer holds back the others and is not sent again by itself. */
export type RefusedRecord<Item extends QueuedRecord = QueuedRecord> = { item: Item; refusal: Refusal };

export type Outbox = {
  /** Sends now, or keeps the record (photos and all) when the phone is offline or the request never got an answer. */
  submit<Item extends QueuedRecord, Input>(kind: OutboxKind<Item, Input>, item: Item, client: ApolloClient): Promise<'sent' | 'queued'>;
  /** A kind's waiting records, oldest first. */
  waiting<Item extends QueuedRecord>(kind: OutboxKind<Item>): Promise<Item[]>;
  /** How many records of each kind (by name) wait (refused ones do not: they wait for the person, not the server). */
  counts(): Promise<Record<string, number>>;
  /** A kind's records the server refused, oldest first, each with the reason. */
  refused<Item extends QueuedRecord>(kind: OutboxKind<Item>): Promise<RefusedRecord<Item>[]>;
  /** The person sends a refused record again, as they fixed it: sent now, kept to sync (offline), or refused again (set aside with the new reason). */
  resend<Item extends QueuedRecord, Input>(kind: OutboxKind<Item, Input>, item: Item, client: ApolloClient): Promise<'sent' | 'queued' | 'refused'>;
  /** The person throws a refused record away: it never reached the record, and now never will. */
  discard(kind: OutboxKind, clientId: string): Promise<void>;
  /**
   * Sends each kind's waiting records oldest first; a record leaves only once the server confirmed it.
   * A failure stops its own kind only, so one refused check never holds back the readings; where the
   * server answers a batch record by record, a refused record is set aside and the rest go on.
   */
  flush(kinds: readonly OutboxKind[], client: ApolloClient): Promise<Record<string, FlushResult>>;
  /** Called whenever what waits may have changed. */
  subscribe(listener: () => void): () => void;
};

/** How a record is kept: under its kind, so two kinds never meet; with the server's refusal once it refused it. */
type Kept = { kind: string; item: QueuedRecord; refusal?: Refusal };
const keyOf = (kind: string, item: QueuedRecord) => `${kind}:${item.clientId}`;
const entryOf = (kind: string, item: QueuedRecord, refusal?: Refusal): [string, Kept] => [
  keyOf(kind, item),
  refusal ? { kind, item, refusal } : { kind, item },
];

const outboxes = new Map<number, Outbox>();

/** One outbox per user, so a record is never sent under someone else's session. */
export function outboxFor(userId: number): Outbox {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    const store = createStore(`fsm-sync-queue-${userId}`, 'waiting');
    outbox = createOutbox(store, takeOverLegacyRecords(userId, store));
    outboxes.set(userId, outbox);
  }
  return outbox;
}

/**
 * Once per start (an old app still open in another tab may have added some since). A failure leaves
 * them where they were, for the next start, and the outbox works on.
 */
async function takeOverLegacyRecords(userId: number, store: UseStore): Promise<void> {
  const keep = (kind: string, items: QueuedRecord[]) =>
    setMany(
      items.map((item) => entryOf(kind, item)),
      store,
    );
  await moveLegacyRecords(userId, keep).catch(() => {});
}

function createOutbox(store: UseStore, migrated: Promise<void>): Outbox {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  // The 'online' event and the app opening can ask at once; one pass at a time sends each record once.
  let flushing: Promise<Record<string, FlushResult>> | null = null;

  const kept = async () => {
    await migrated;
    return values<Kept>(store);
  };

  const oldestFirst = async <Item extends QueuedRecord>(kind: OutboxKind<Item>, refused: boolean) => {
    const records = (await kept()).filter((record) => record.kind === kind.name && Boolean(record.refusal) === refused);
    return records.sort((a, b) => Date.parse(kind.takenAt(a.item as Item)) - Date.parse(kind.takenAt(b.item as Item)));
  };
  const waiting = async <Item extends QueuedRecord>(kind: OutboxKind<Item>) => (await oldestFirst(kind, false)).map((record) => record.item as Item);

  const queue = async (kind: OutboxKind, item: QueuedRecord) => {
    await migrated;
    // Keyed by kind and clientId: queuing the same record twice keeps one copy.
    await set(...entryOf(kind.name, item), store);
    changed();
    return 'queued' as const;
  };

  /** Sends one batch (or one record of a kind without batches); confirmed records leave, refused ones are set aside. Throws when the request failed as a whole. */
  const sendBatch = async (kind: OutboxKind, batch: QueuedRecord[], client: ApolloClient) => {
    const refusals = await sendRecords(kind, batch, client);
    const confirmed = batch.filter((item) => !refusals.has(item.clientId));
    await delMany(
      confirmed.map((item) => keyOf(kind.name, item)),
      store,
    );
    await setMany(
      batch.flatMap((item) => (refusals.has(item.clientId) ? [entryOf(kind.name, item, refusals.get(item.clientId))] : [])),
      store,
    );
    changed();
    return { sent: confirmed.length, refused: refusals.size };
  };

  const flushKind = async (kind: OutboxKind, client: ApolloClient): Promise<FlushResult> => {
    const items = await waiting(kind);
    const size = kind.batch?.size ?? 1;
    const done = { sent: 0, refused: 0 };
    const result = (more: Omit<FlushResult, 'sent' | 'refused'>): FlushResult => ({
      sent: done.sent,
      ...more,
      ...(done.refused ? { refused: done.refused } : {}),
    });
    for (let start = 0; start < items.length; start += size) {
      try {
        const { sent, refused } = await sendBatch(kind, items.slice(start, start + size), client);
        done.sent += sent;
        done.refused += refused;
      } catch (error) {
        return result({ remaining: items.length - done.sent - done.refused, error });
      }
    }
    return result({ remaining: 0 });
  };

  const flushAll = async (kinds: readonly OutboxKind[], client: ApolloClient) => {
    const results: Record<string, FlushResult> = {};
    for (const kind of kinds) results[kind.name] = await flushKind(kind, client);
    return results;
  };

  return {
    async submit(kind, item, client) {
      if (!navigator.onLine) return queue(kind, item);
      try {
        const [input] = await inputsOf(kind, [item]);
        await kind.send(client, input);
        return 'sent';
      } catch (error) {
        if (!isPermanentFailure(kind, error)) return queue(kind, item);
        throw error;
      }
    },
    waiting,
    async counts() {
      const counts: Record<string, number> = {};
      for (const { kind, refusal } of await kept()) if (!refusal) counts[kind] = (counts[kind] ?? 0) + 1;
      return counts;
    },
    async refused<Item extends QueuedRecord>(kind: OutboxKind<Item>) {
      return (await oldestFirst(kind, true)).map(({ item, refusal }) => ({ item: item as Item, refusal: refusal! }));
    },
    async resend(kind, item, client) {
      // Waiting again, no longer set aside: sent now when it can be, or with the next pass.
      await queue(kind, item);
      if (!navigator.onLine) return 'queued';
      try {
        return (await sendBatch(kind, [item], client)).refused ? 'refused' : 'sent';
      } catch (error) {
        if (isPermanentFailure(kind, error)) throw error;
        return 'queued';
      }
    },
    async discard(kind, clientId) {
      await migrated;
      await del(keyOf(kind.name, { clientId }), store);
      changed();
    },
    flush(kinds, client) {
      flushing ??= flushAll(kinds, client).finally(() => {
        flushing = null;
      });
      return flushing;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
