import { createStore, del, set, type UseStore, values } from 'idb-keyval';
import { isRefusal, type QueuedPhoto } from './queued-photos';

/** A check completed on the phone, with its photos, kept in IndexedDB until the server confirms it. */
export type QueuedCheck = {
  clientId: string;
  templateId: number;
  templateName: string;
  locationId: number;
  answers: { description: string; result: string | null | undefined; note: string | null }[];
  photos: QueuedPhoto[];
  completedAt: string;
};

/** Sends one check: its photos first (the record references them by id), then the check. */
export type SendCheck = (check: QueuedCheck) => Promise<unknown>;

export type CheckOutbox = {
  /** Sends now, or keeps the check (photos and all) when the phone is offline or no answer came. */
  submit(check: QueuedCheck, send: SendCheck): Promise<'sent' | 'queued'>;
  waiting(): Promise<QueuedCheck[]>;
  /** Sends waiting checks oldest first; each leaves only once the server confirmed it. Stops at the first failure. */
  flush(send: SendCheck): Promise<{ sent: number; error?: unknown }>;
  subscribe(listener: () => void): () => void;
};

const outboxes = new Map<number, CheckOutbox>();

/** One per user (its own IndexedDB database, apart from the readings'), so nothing is sent under another session. */
export function checkOutboxFor(userId: number): CheckOutbox {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    outbox = createCheckOutbox(createStore(`fsm-checks-outbox-${userId}`, 'checks'));
    outboxes.set(userId, outbox);
  }
  return outbox;
}

function createCheckOutbox(store: UseStore): CheckOutbox {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  // The 'online' event and the app opening can ask at once: one pass at a time sends each check once.
  let flushing: Promise<{ sent: number; error?: unknown }> | null = null;

  const waiting = async () => (await values<QueuedCheck>(store)).sort((a, b) => Date.parse(a.completedAt) - Date.parse(b.completedAt));

  const queue = async (check: QueuedCheck) => {
    await set(check.clientId, check, store);
    changed();
    return 'queued' as const;
  };

  const flushOnce = async (send: SendCheck) => {
    let sent = 0;
    for (const check of await waiting()) {
      try {
        await send(check);
      } catch (error) {
        return { sent, error };
      }
      await del(check.clientId, store);
      sent += 1;
      changed();
    }
    return { sent };
  };

  return {
    async submit(check, send) {
      if (!navigator.onLine) return queue(check);
      try {
        await send(check);
        return 'sent';
      } catch (error) {
        if (!isRefusal(error)) return queue(check);
        throw error;
      }
    },
    waiting,
    flush(send) {
      flushing ??= flushOnce(send).finally(() => {
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
