import { InvalidInput } from '../../errors.js';

/**
 * Who entered a reading decides what it is (issue 30), never a flag the client sends:
 * - a signed-in person's reading (the phone, any desktop screen or dialog, the phone's outbox
 *   syncing later in that person's session) is a MANUAL probe reading: someone stands at the unit,
 *   so an out-of-range one is acted on at once;
 * - a sensor gateway's (sent with an API key) is a SENSOR reading: it waits out the unit's alert
 *   delay, because fridges and freezers warm up in every defrost cycle while food does not.
 * The same rule, stored as `is_manual` when the reading is written, names the reading in history,
 * an action's readings, the exports and the record-integrity rules.
 */
export type ReadingSource = 'MANUAL' | 'SENSOR';

/** The one word for each kind, wherever a person reads it (the exports print it). */
export const READING_SOURCE_WORDS: Record<ReadingSource, string> = { MANUAL: 'Manual', SENSOR: 'Sensor' };

/** What sent the reading: the gateway key, or none for a signed-in person. */
export interface ReadingSender {
  apiKeyId?: number | null;
}

/**
 * A gateway may not claim a person stood at the unit: `isManual: true` sent with an API key is
 * refused rather than quietly ignored, so a misconfigured gateway learns of it at once.
 */
export function assertNoManualClaim(sender: ReadingSender, submissions: readonly { isManual?: boolean | null }[]): void {
  if (readingSource(sender) === 'SENSOR' && submissions.some((s) => s.isManual === true)) {
    throw new InvalidInput('A sensor gateway’s readings are never manual: leave isManual out or send false');
  }
}

export const readingSource = (sender: ReadingSender): ReadingSource => (sender.apiKeyId == null ? 'MANUAL' : 'SENSOR');

export const isManualReading = (sender: ReadingSender): boolean => readingSource(sender) === 'MANUAL';

/** The same rule in SQL over a temperature_reading row named `alias`. */
export const isManualReadingSql = (alias: string): string => `${alias}.api_key_id is null`;

/** The row's ReadingSource in SQL. */
export const readingSourceSql = (alias: string): string => `case when ${isManualReadingSql(alias)} then 'MANUAL' else 'SENSOR' end`;

/** The row's word (READING_SOURCE_WORDS) in SQL, for the exports. */
export const readingSourceWordSql = (alias: string): string =>
  `case when ${isManualReadingSql(alias)} then '${READING_SOURCE_WORDS.MANUAL}' else '${READING_SOURCE_WORDS.SENSOR}' end`;
