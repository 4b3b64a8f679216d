import type { ReadingSource } from '../../graphql/graphql';

/** 'in_progress' → 'in progress': an API code shown as words. */
export function codeWords(code: string): string {
  return code.replaceAll('_', ' ');
}

/** 'daily_opening' → 'Daily Opening': check types and statuses on the compliance screens. */
export function titleWords(code: string): string {
  return code
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 'hot_hold' → 'HOT HOLD': how equipment types (SPEC 2.4) and form types (SPEC 2.12) are printed. */
export function typeLabel(type: string): string {
  return codeWords(type).toUpperCase();
}

/**
 * Who took a reading, in one word wherever it shows (history, an action's readings, the inspector's
 * page): a signed-in person's reading is Manual, a sensor gateway's Sensor. The server decides which
 * from who sent it; PROBE is no longer given and reads as what it was, a person's reading.
 */
export const READING_SOURCE_LABELS: Record<ReadingSource, string> = { MANUAL: 'Manual', PROBE: 'Manual', SENSOR: 'Sensor' };

/** The word for a reading that carries only isManual (the server derives it the same way). */
export function readingSourceLabel(reading: { isManual: boolean }): string {
  return READING_SOURCE_LABELS[reading.isManual ? 'MANUAL' : 'SENSOR'];
}
