import { useCallback, useState } from 'react';
import { inTypedUnit } from '../../../components/readings/useRecordReading';
import type { QueuedPhoto } from '../outbox/queued-photos';
import { useSendOrKeep } from '../outbox/useOutbox';
import { type QueuedReading, readingOutbox } from './reading-outbox';

export type RecordOutcome = 'sent' | 'queued' | 'failed';

/** SPEC 4 mobile temperature flow: the reading is sent, or kept on the phone when it could not be. */
export function useRecordTemperature() {
  const sendOrKeep = useSendOrKeep(readingOutbox);
  const [recording, setRecording] = useState(false);

  const record = useCallback(
    async (unit: { id: number; name: string }, temperature: number, photos: QueuedPhoto[] = []): Promise<RecordOutcome> => {
      // The clientId makes a retry of the same reading safe: the server stores it once.
      const taken = { clientId: crypto.randomUUID(), equipmentId: unit.id, equipmentName: unit.name, temperature, recordedAt: new Date().toISOString() };
      setRecording(true);
      try {
        const outcome = await sendOrKeep(inTypedUnit<QueuedReading>(photos.length ? { ...taken, photos } : taken));
        window.alert(outcome === 'sent' ? 'Temperature recorded successfully!' : 'Network error. Temperature saved locally for sync.');
        return outcome;
      } catch {
        window.alert('Failed to record temperature. Please try again.');
        return 'failed';
      } finally {
        setRecording(false);
      }
    },
    [sendOrKeep],
  );

  return { record, recording };
}
