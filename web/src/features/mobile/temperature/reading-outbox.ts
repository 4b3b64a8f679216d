import type { ApolloClient } from '@apollo/client';
import { RecordReadingDocument, type RecordReadingInput, RecordReadingsEachDocument } from '../../../graphql/graphql';
import type { TemperatureScale } from '../../../lib/format/temperature';
import type { ItemAnswer, OutboxKind } from '../outbox/outbox-kind';
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
  /** The unit's name when it was taken: a refused reading still says where it was taken after the unit left the list. */
  equipmentName?: string;
  /** Photos taken with it (the Photo Evidence dialog): they wait with the reading and go up just before it. */
  photos?: QueuedPhoto[];
};

/** Readings per recordReadingsEach call when catching up (the API takes up to 1000). */
export const SYNC_BATCH_SIZE = 100;

/** What the phone says of a reading the server dated in the future: the phone's clock, not the person, is wrong. */
export const CLOCK_AHEAD = "Your phone's clock is ahead.";

/** The server's answer for each reading of a batch; one refused for its time in the future says whose clock is wrong. */
async function sendEach(client: ApolloClient, inputs: RecordReadingInput[]): Promise<ItemAnswer[]> {
  const { data } = await client.mutate({ mutation: RecordReadingsEachDocument, variables: { inputs } });
  if (!data) throw new Error('The server did not confirm the readings');
  return data.recordReadingsEach.map((answer) =>
    answer.code === 'RECORDED_IN_FUTURE' ? { ...answer, reason: `${CLOCK_AHEAD} ${answer.reason ?? ''}`.trim() } : answer,
  );
}

/**
 * Readings in the outbox: one just taken goes through recordReading, waiting ones catch up in batches
 * through recordReadingsEach, which answers each reading: a refused one is set aside, the rest go on.
 * Every stored reading's answer carries its unit as it now stands, which updates its cards.
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
  batch: { size: SYNC_BATCH_SIZE, send: sendEach },
};
