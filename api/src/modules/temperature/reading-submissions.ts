import { InvalidInput } from '../../errors.js';

/** Device clocks drift a little; anything further ahead is a mistake. */
const MAX_FUTURE_MS = 5 * 60 * 1000;
/**
 * How old a new reading may be: a phone or probe offline for a month still syncs, while a date
 * like 0001-01-01 is a broken clock or a typo that would sit at the bottom of every history.
 * A correction keeps the date of the reading it corrects, however old.
 */
export const MAX_AGE_DAYS = 31;

/** What a reading's time was refused for, for a client to act on (a phone whose clock is ahead says so). */
export type ReadingTimeRefusal = 'RECORDED_IN_FUTURE' | 'RECORDED_TOO_LONG_AGO';

/** A reading taken outside the window around now: bad input, with which side of the window it missed. */
export class ReadingTimeRefused extends InvalidInput {
  constructor(
    message: string,
    readonly refusal: ReadingTimeRefusal,
  ) {
    super(message);
  }
}

interface Timed {
  recordedAt?: Date | null;
  clientId?: string | null;
  correctsId?: number;
}

/** Refuses a whole batch whose times lie outside the window around now, or that repeats a clientId. */
export function assertSubmissions(submissions: Timed[], receivedAt: Date): void {
  const now = receivedAt.getTime();
  if (submissions.some((s) => s.recordedAt && s.recordedAt.getTime() - now > MAX_FUTURE_MS)) {
    throw new ReadingTimeRefused('A reading cannot be taken more than 5 minutes in the future', 'RECORDED_IN_FUTURE');
  }
  const oldest = now - MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  if (submissions.some((s) => s.recordedAt && s.correctsId === undefined && s.recordedAt.getTime() < oldest)) {
    throw new ReadingTimeRefused(`A reading cannot be more than ${MAX_AGE_DAYS} days old`, 'RECORDED_TOO_LONG_AGO');
  }
  const seen = new Set<string>();
  for (const clientId of submissions.flatMap((s) => (s.clientId ? [s.clientId.toLowerCase()] : []))) {
    if (seen.has(clientId)) throw new InvalidInput(`clientId ${clientId} appears twice in one batch: each reading needs its own`);
    seen.add(clientId);
  }
}
