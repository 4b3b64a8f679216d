import { useCallback, useEffect, useState } from 'react';
import { inTypedUnit, useRecordReading } from '../../components/readings/useRecordReading';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { type Outbox, outboxFor, type QueuedReading } from './outbox';
import { isRefusal, type QueuedPhoto, uploadQueuedPhotos } from './queued-photos';

/** While readings wait, try again this often even without an 'online' event (a lost response leaves none). */
const RETRY_MS = 30_000;

function useOutbox(): Outbox {
  const { user } = useSession();
  if (!user) throw new Error('The reading outbox needs a signed-in user');
  return outboxFor(user.id);
}

/** How many readings wait on this phone; follows every change to the outbox. */
export function useWaitingReadings(): number {
  const outbox = useOutbox();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let current = true;
    // Without IndexedDB (some private modes) nothing can wait on the phone: the count stays 0.
    const refresh = () =>
      void outbox
        .waiting()
        .then((readings) => current && setCount(readings.length))
        .catch(() => current && setCount(0));
    refresh();
    const unsubscribe = outbox.subscribe(refresh);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [outbox]);
  return count;
}

/**
 * Sends waiting readings when the app opens, when the connection returns, and now and then meanwhile.
 * Each batch goes through the shared recordReadings call, whose answer updates the units' cards.
 */
export function useOutboxSync(): void {
  const outbox = useOutbox();
  const { recordMany } = useRecordReading();
  useEffect(() => {
    const sync = async () => {
      if (!navigator.onLine) return;
      const result = await outbox.flush(async (readings) => {
        // Each reading's photos go up first (once each, by their clientIds); the batch then references them.
        const inputs = [];
        for (const { clientId, equipmentId, temperature, unit, recordedAt, photos } of readings) {
          const photoIds = photos?.length ? await uploadQueuedPhotos(photos) : undefined;
          inputs.push({ clientId, equipmentId, temperature, unit, recordedAt, ...(photoIds ? { photoIds } : {}) });
        }
        await recordMany(inputs);
      });
      // A refusal (not a dropped connection) will not go away by itself, so say so.
      if (result.error && isRefusal(result.error)) {
        toast({ title: 'Sync failed', description: errorMessage(result.error), variant: 'destructive' });
      }
    };
    // A phone without IndexedDB has nothing queued; storage errors must not surface as crashes.
    const onOnline = () => void sync().catch(() => {});
    onOnline();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [outbox, recordMany]);
}

export type RecordOutcome = 'sent' | 'queued' | 'failed';

/** SPEC 4 mobile temperature flow: the shared recordReading call, with readings that could not be sent kept for later. */
export function useRecordTemperature() {
  const outbox = useOutbox();
  const { record: send } = useRecordReading();
  const [recording, setRecording] = useState(false);

  const record = useCallback(
    async (equipmentId: number, temperature: number, photos: QueuedPhoto[] = []): Promise<RecordOutcome> => {
      // The clientId makes a retry of the same reading safe: the server stores it once.
      const taken = { clientId: crypto.randomUUID(), equipmentId, temperature, recordedAt: new Date().toISOString() };
      const reading = inTypedUnit<QueuedReading>(photos.length ? { ...taken, photos } : taken);
      setRecording(true);
      try {
        const outcome = await outbox.submit(reading, async ({ photos: waiting, ...input }) => {
          const photoIds = waiting?.length ? await uploadQueuedPhotos(waiting) : undefined;
          return send(photoIds ? { ...input, photoIds } : input);
        });
        window.alert(outcome === 'sent' ? 'Temperature recorded successfully!' : 'Network error. Temperature saved locally for sync.');
        return outcome;
      } catch {
        window.alert('Failed to record temperature. Please try again.');
        return 'failed';
      } finally {
        setRecording(false);
      }
    },
    [outbox, send],
  );

  return { record, recording };
}
