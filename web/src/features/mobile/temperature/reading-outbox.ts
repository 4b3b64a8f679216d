import { RecordReadingDocument, type RecordReadingInput, RecordReadingsDocument } from '../../../graphql/graphql';
import type { TemperatureScale } from '../../../lib/format/temperature';
import type { OutboxKind } from '../outbox/outbox-kind';
import type { QueuedPhoto } from '../outbox/queued-photos';

/**
 * A reading taken on the phone, kept in the outbox until the server confirms it.
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

/**
 * Readings in the outbox: one just taken goes through recordReading, waiting ones catch up in batches
 * through recordReadings. Either answer carries the unit as it now stands, which updates its cards.
 */
export const readingOutbox: OutboxKind<QueuedReading, RecordReadingInput> = {
  name: 'reading',
  words: { one: 'reading', many: 'readings' },
  takenAt: (reading) => reading.recordedAt,
  toInput: ({ clientId, equipmentId, temperature, unit, recordedAt }, photoIds) => ({
    clientId,
    equipmentId,
    temperature,
    unit,
    recordedAt,
    ...(photoIds ? { photoIds } : {}),
  }),
  send: (client, input) => client.mutate({ mutation: RecordReadingDocument, variables: { input } }),
  batch: { size: SYNC_BATCH_SIZE, send: (client, inputs) => client.mutate({ mutation: RecordReadingsDocument, variables: { inputs } }) },
};
