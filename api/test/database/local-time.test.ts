import { describe, expect, it } from 'vitest';
import { formatDay, formatLocalDate, formatLocalDateTime } from '../../src/database/local-time.js';
import { onClock } from '../helpers/local-clock.js';

describe('times as people read them: the location’s clock, the company’s date format, the zone named', () => {
  it('writes the day in each format', () => {
    const opened = '2026-11-27T10:45:52.211Z';
    expect(formatLocalDateTime(opened, 'Europe/London', 'DD/MM/YYYY')).toBe('27/11/2026 10:45 GMT');
    expect(formatLocalDateTime(opened, 'Europe/London', 'MM/DD/YYYY')).toBe('11/27/2026 10:45 GMT');
    expect(formatLocalDateTime(new Date(opened), 'Europe/London', 'YYYY-MM-DD')).toBe('2026-11-27 10:45 GMT');
    expect(formatDay('2026-03-07', 'DD/MM/YYYY')).toBe('07/03/2026');
    expect(formatDay('2026-03-07', 'MM/DD/YYYY')).toBe('03/07/2026');
  });

  it('is the site’s clock, not the server’s: the day too', () => {
    // 03:45 UTC on the 27th is still the 26th in New York.
    expect(formatLocalDateTime('2026-11-27T03:45:00Z', 'America/New_York', 'MM/DD/YYYY')).toBe('11/26/2026 22:45 GMT-5');
    expect(formatLocalDate('2026-11-27T03:45:00Z', 'America/New_York', 'MM/DD/YYYY')).toBe('11/26/2026');
    expect(formatLocalDateTime('2026-07-01T23:30:00Z', 'Europe/Paris', 'DD/MM/YYYY')).toBe('02/07/2026 01:30 CEST');
    expect(formatLocalDateTime('2026-11-27T03:45:00Z', 'Asia/Kathmandu', 'YYYY-MM-DD')).toBe('2026-11-27 09:30 GMT+5:45');
  });

  it('names the zone, so the hour a clock goes back happens twice, told apart', () => {
    // 25 October 2026, London: 02:00 BST becomes 01:00 GMT.
    expect(formatLocalDateTime('2026-10-25T00:30:00Z', 'Europe/London', 'DD/MM/YYYY')).toBe('25/10/2026 01:30 BST');
    expect(formatLocalDateTime('2026-10-25T01:30:00Z', 'Europe/London', 'DD/MM/YYYY')).toBe('25/10/2026 01:30 GMT');
    expect(formatLocalDateTime('2026-10-25T00:59:00Z', 'Europe/London', 'DD/MM/YYYY')).toBe('25/10/2026 01:59 BST');
    expect(formatLocalDateTime('2026-10-25T01:00:00Z', 'Europe/London', 'DD/MM/YYYY')).toBe('25/10/2026 01:00 GMT');
    // 29 March 2026: 01:00 GMT becomes 02:00 BST.
    expect(formatLocalDateTime('2026-03-29T00:59:00Z', 'Europe/London', 'DD/MM/YYYY')).toBe('29/03/2026 00:59 GMT');
    expect(formatLocalDateTime('2026-03-29T01:00:00Z', 'Europe/London', 'DD/MM/YYYY')).toBe('29/03/2026 02:00 BST');
  });

  it('agrees with Intl minute by minute across a year of one zone (the per-day cache is only a cache)', () => {
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 37 * 60_000) {
      expect(formatLocalDateTime(new Date(t), 'America/New_York', 'DD/MM/YYYY')).toBe(onClock(new Date(t), 'America/New_York', 'day-first'));
    }
  });
});
