/** A WAL position ('16/B374D848') as a number, to compare two of them. */
export function parseLsn(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** More unreplayed positions than this (a replica stalled for minutes) and the middle ones are dropped: the oldest alone sets the lag. */
const MAX_WAITING = 300;

/**
 * How far a replica is behind its primary, measured in time from WAL positions: each probe notes the
 * primary's position and when it was read; the lag is how long the oldest position the replica has not
 * yet replayed has been waiting (0 when it has replayed them all).
 *
 * Not `now() - pg_last_xact_replay_timestamp()`: on a primary with nothing to write that grows for
 * ever although the replica has everything, and after a quiet hour a replica one second behind would
 * look an hour behind. A primary that writes nothing keeps its position, which the replica has
 * replayed: no lag, however long the quiet.
 */
export class ReplicaLag {
  private waiting: { lsn: bigint; at: number }[] = [];

  /** One probe: the primary's position read at `at`, then the replica's replayed position; returns the lag in ms as of `now`. */
  observe(primaryLsn: bigint, replayedLsn: bigint, at: number, now: number): number {
    this.waiting.push({ lsn: primaryLsn, at });
    this.waiting = this.waiting.filter((position) => position.lsn > replayedLsn);
    if (this.waiting.length > MAX_WAITING) this.waiting.splice(1, 1);
    return this.waiting.length === 0 ? 0 : now - this.waiting[0].at;
  }
}
