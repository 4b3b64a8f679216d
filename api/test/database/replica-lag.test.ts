import { describe, expect, it } from 'vitest';
import { lastRecordEnd, parseLsn, ReplicaLag } from '../../src/database/replica-lag.js';

describe('replica lag', () => {
  it('reads WAL positions as numbers', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
  });

  it("the primary's last record ends before the page header an insert position at a page's start points past", () => {
    const [page, segment] = [8192n, 16n * 1024n * 1024n];
    expect(lastRecordEnd(3n * page + 24n, page, segment)).toBe(3n * page);
    expect(lastRecordEnd(5n * segment + 40n, page, segment)).toBe(5n * segment);
    // Anywhere else in a page, the insert position is where the last record ends.
    expect(lastRecordEnd(3n * page + 4000n, page, segment)).toBe(3n * page + 4000n);
  });

  it('an idle primary (its position unchanged, all replayed) is no lag however long the quiet', () => {
    const lag = new ReplicaLag();
    for (let second = 0; second < 3600; second++) expect(lag.observe(500n, 500n, second * 1000, second * 1000 + 5)).toBe(0);
  });

  it('is how long the oldest position the replica has not replayed has waited, and 0 once it has caught up', () => {
    const lag = new ReplicaLag();
    expect(lag.observe(100n, 100n, 0, 10)).toBe(0);
    // The primary writes; the replica stands still (replay paused).
    expect(lag.observe(200n, 100n, 1000, 1010)).toBe(10);
    expect(lag.observe(300n, 100n, 2000, 2010)).toBe(1010);
    expect(lag.observe(300n, 100n, 3000, 3010)).toBe(2010);
    // It has replayed the first write only: the second has waited since 2000.
    expect(lag.observe(300n, 200n, 4000, 4010)).toBe(2010);
    expect(lag.observe(300n, 300n, 5000, 5010)).toBe(0);
  });

  it('a replica stalled for a long time keeps its oldest position, so the lag keeps growing', () => {
    const lag = new ReplicaLag();
    for (let second = 1; second <= 1000; second++) lag.observe(BigInt(100 + second), 100n, second * 1000, second * 1000);
    expect(lag.observe(2000n, 100n, 1_001_000, 1_001_000)).toBe(1_000_000);
  });
});
