import type { ReadingStatus } from '../../graphql/graphql';
import type { AppTheme, Tone } from '../theme';

/** The theme colour a temperature is printed in (theme.colors.reading). */
export type ReadingColour = keyof AppTheme['colors']['reading'];

/**
 * The API decides a reading's status (SPEC 4); the web only chooses how it looks: in range
 * green, out of range red, no data grey. The words differ per screen and stay with each screen.
 */
const looks: Record<ReadingStatus, { tone: Tone; colour: ReadingColour }> = {
  NORMAL: { tone: 'success', colour: 'normal' },
  ALERT: { tone: 'danger', colour: 'alert' },
  UNKNOWN: { tone: 'neutral', colour: 'unknown' },
};

/** The badge tone for a status. */
export function readingStatusTone(status: ReadingStatus): Tone {
  return looks[status].tone;
}

/** The colour of the temperature itself. */
export function readingStatusColour(status: ReadingStatus): ReadingColour {
  return looks[status].colour;
}

export type ReadingStatusWords = Record<ReadingStatus, string>;

/**
 * The words for each status. Screens name in range and out of range their own way
 * (SPEC 2.4, 2.9, 2.20); a unit without a reading is always 'No Data'.
 */
export function readingStatusWords(normal: string, alert: string): ReadingStatusWords {
  return { NORMAL: normal, ALERT: alert, UNKNOWN: 'No Data' };
}
