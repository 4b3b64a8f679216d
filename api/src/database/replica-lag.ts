/** A WAL position ('16/B374D848') as a number, to compare two of them. */
export function parseLsn(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

const SHORT_PAGE_HEADER = 24n;
const LONG_PAGE_HEADER = 40n;

/**
 * The end of the primary's last WAL record, from pg_current_wal_insert_lsn() and the WAL's page and
 * segment sizes. Insert positions count usable bytes: when the last record ends exactly at a page's
 * end, the insert position is given after the next page's header (24 bytes; 40 on a segment's first
 * page), while a replica that replayed that record stops at the boundary. Not pg_current_wal_lsn()
 * (the write position): it leaves out commits still in the WAL buffers, which with synchronous_commit
 * off includes a reading that was answered 201 a moment ago.
 */
export function lastRecordEnd(insertLsn: bigint, pageBytes: bigint, segmentBytes: bigint): bigint {
  if (insertLsn % segmentBytes === LONG_PAGE_HEADER) return insertLsn - LONG_PAGE_HEADER;
  if (insertLsn % pageBytes === SHORT_PAGE_HEADER) return insertLsn - SHORT_PAGE_HEADER;
  return insertLsn;
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
