import type { ApolloClient } from '@apollo/client';
import { createStore, delMany, set, setMany, type UseStore, values } from 'idb-keyval';
import { moveLegacyRecords } from './legacy-outboxes';
import { inputsOf, isPermanentFailure, type OutboxKind, type QueuedRecord } from './outbox-kind';

export type FlushResult = { sent: number; remaining: number; error?: unknown };

export type Outbox = {
  /** Sends now, or keeps the record (photos and all) when the phone is offline or the request never got an answer. */
  submit<Item extends QueuedRecord, Input>(kind: OutboxKind<Item, Input>, item: Item, client: ApolloClient): Promise<'sent' | 'queued'>;
  /** A kind's waiting records, oldest first. */
  waiting<Item extends QueuedRecord>(kind: OutboxKind<Item>): Promise<Item[]>;
  /** How many records of each kind (by name) wait. */
  counts(): Promise<Record<string, number>>;
  /**
   * Sends each kind's waiting records oldest first; a record leaves only once the server confirmed it.
   * A failure stops its own kind only, so one refused check never holds back the readings.
   */
  flush(kinds: readonly OutboxKind[], client: ApolloClient): Promise<Record<string, FlushResult>>;
  /** Called whenever what waits may have changed. */
  subscribe(listener: () => void): () => void;
};

/** How a record is kept: under its kind, so two kinds never meet. */
type Kept = { kind: string; item: QueuedRecord };
const keyOf = (kind: string, item: QueuedRecord) => `${kind}:${item.clientId}`;
const entryOf = (kind: string, item: QueuedRecord): [string, Kept] => [keyOf(kind, item), { kind, item }];

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

  const waiting = async <Item extends QueuedRecord>(kind: OutboxKind<Item>) => {
    const items = (await kept()).filter((record) => record.kind === kind.name).map((record) => record.item as Item);
    return items.sort((a, b) => Date.parse(kind.takenAt(a)) - Date.parse(kind.takenAt(b)));
  };

  const queue = async (kind: OutboxKind, item: QueuedRecord) => {
    await migrated;
    // Keyed by kind and clientId: queuing the same record twice keeps one copy.
    await set(...entryOf(kind.name, item), store);
    changed();
    return 'queued' as const;
  };

  const flushKind = async (kind: OutboxKind, client: ApolloClient): Promise<FlushResult> => {
    const items = await waiting(kind);
    const size = kind.batch?.size ?? 1;
    let sent = 0;
    for (let start = 0; start < items.length; start += size) {
      const batch = items.slice(start, start + size);
      try {
        const inputs = await inputsOf(kind, batch);
        await (kind.batch ? kind.batch.send(client, inputs) : kind.send(client, inputs[0]));
      } catch (error) {
        return { sent, remaining: items.length - sent, error };
      }
      await delMany(
        batch.map((item) => keyOf(kind.name, item)),
        store,
      );
      sent += batch.length;
      changed();
    }
    return { sent, remaining: 0 };
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
      for (const { kind } of await kept()) counts[kind] = (counts[kind] ?? 0) + 1;
      return counts;
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
