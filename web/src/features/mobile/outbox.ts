import { createStore, delMany, set, type UseStore, values } from 'idb-keyval';
import type { TemperatureScale } from '../../lib/format/temperature';
import { isRefusal, type QueuedPhoto } from './queued-photos';

/**
 * A reading taken while the server could not be reached, kept in IndexedDB until it is confirmed.
 * `unit` is the scale it was typed in (absent: °C), so a later change of the company's unit cannot alter it.
 */
export type QueuedReading = {
  clientId: string;
  equipmentId: number;
  temperature: number;
  unit?: TemperatureScale;
  recordedAt: string;
  /** Photos taken with it (the Photo Evidence dialog): they wait with the reading and go up just before it. */
  photos?: QueuedPhoto[];
};

/** Readings per recordReadings call when catching up (the API takes up to 1000). */
export const SYNC_BATCH_SIZE = 100;

export type SendReading = (reading: QueuedReading) => Promise<unknown>;
export type SendReadings = (readings: QueuedReading[]) => Promise<unknown>;
export type FlushResult = { sent: number; remaining: number; error?: unknown };

export type Outbox = {
  /** Sends now, or queues when the phone is offline or the request never got an answer. */
  submit(reading: QueuedReading, send: SendReading): Promise<'sent' | 'queued'>;
  /** Waiting readings, oldest first. */
  waiting(): Promise<QueuedReading[]>;
  /** Sends waiting readings oldest first in batches; a reading leaves only once the server confirmed it. */
  flush(send: SendReadings): Promise<FlushResult>;
  /** Called whenever the number of waiting readings may have changed. */
  subscribe(listener: () => void): () => void;
};

const outboxes = new Map<number, Outbox>();

/** One outbox per user, so a reading is never sent under someone else's session. */
export function outboxFor(userId: number): Outbox {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    outbox = createOutbox(createStore(`fsm-outbox-${userId}`, 'readings'));
    outboxes.set(userId, outbox);
  }
  return outbox;
}

function createOutbox(store: UseStore): Outbox {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  // The 'online' event and the app opening can ask at once; one pass at a time sends each batch once.
  let flushing: Promise<FlushResult> | null = null;

  const waiting = async () => {
    const readings = await values<QueuedReading>(store);
    return readings.sort((a, b) => Date.parse(a.recordedAt) - Date.parse(b.recordedAt));
  };

  const queue = async (reading: QueuedReading) => {
    // Keyed by clientId: queuing the same reading twice keeps one copy.
    await set(reading.clientId, reading, store);
    changed();
    return 'queued' as const;
  };

  const flushOnce = async (send: SendReadings): Promise<FlushResult> => {
    const readings = await waiting();
    let sent = 0;
    for (let start = 0; start < readings.length; start += SYNC_BATCH_SIZE) {
      const batch = readings.slice(start, start + SYNC_BATCH_SIZE);
      try {
        await send(batch);
      } catch (error) {
        return { sent, remaining: readings.length - sent, error };
      }
      await delMany(
        batch.map((r) => r.clientId),
        store,
      );
      sent += batch.length;
      changed();
    }
    return { sent, remaining: 0 };
  };

  return {
    async submit(reading, send) {
      if (!navigator.onLine) return queue(reading);
      try {
        await send(reading);
        return 'sent';
      } catch (error) {
        if (!isRefusal(error)) return queue(reading);
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
