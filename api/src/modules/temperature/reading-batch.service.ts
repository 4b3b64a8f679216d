import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, InvalidInput, inputErrorFromDatabase } from '../../errors.js';
import type { LiveEvents } from '../../events/live-events.js';
import { validateInput } from '../../validation.js';
import type { Viewer } from '../../viewer.js';
import type { BatchItemResult } from './reading-batch.types.js';
import { ReadingTimeRefused } from './reading-submissions.js';
import { MAX_BATCH, storeReadings } from './readings.service.js';
import { RecordReadingInput } from './temperature.types.js';

/** Refusals that belong to one item; anything else (signed out, rate limited, a fault) fails the whole request and every item is sent again. */
const ITEM_REFUSALS = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT']);

/**
 * Records a batch item by item, in input order (the phone's outbox, probes catching up): each item goes
 * through recordReadings on its own, so it is stored (with its excursion and alert effects, as a single
 * reading has them) or refused alone, and one refused reading never holds back the others. A retried
 * clientId answers DUPLICATE with the stored reading. Only a failure of the whole request throws; the
 * items stored before it answer DUPLICATE when the client sends the batch again.
 */
export async function recordReadingsEach(em: EntityManager, viewer: Viewer, events: LiveEvents, inputs: RecordReadingInput[]): Promise<BatchItemResult[]> {
  if (inputs.length > MAX_BATCH) throw new InvalidInput(`At most ${MAX_BATCH} readings per request`);
  const results: BatchItemResult[] = [];
  for (const input of inputs) results.push(await recordItem(em, viewer, events, input));
  return results;
}

async function recordItem(em: EntityManager, viewer: Viewer, events: LiveEvents, input: RecordReadingInput): Promise<BatchItemResult> {
  try {
    // Validated here, not by the argument, so one malformed item is refused alone.
    const valid = await validateInput(RecordReadingInput, input);
    const { readings, storedNow } = await storeReadings(em, viewer, events, [valid]);
    const [reading] = readings;
    return { clientId: reading.clientId, status: storedNow.has(reading.clientId!) ? 'STORED' : 'DUPLICATE', reason: null, code: null, reading };
  } catch (error) {
    const refusal = inputErrorFromDatabase(error) ?? error;
    if (!(refusal instanceof DomainError) || !ITEM_REFUSALS.has(refusal.code)) throw error;
    const code = refusal instanceof ReadingTimeRefused ? refusal.refusal : refusal.code;
    return {
      clientId: typeof input.clientId === 'string' ? input.clientId.toLowerCase() : null,
      status: 'REFUSED',
      reason: refusal.message,
      code,
      reading: null,
    };
  }
}
