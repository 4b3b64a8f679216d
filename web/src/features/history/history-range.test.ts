import { describe, expect, it } from 'vitest';
import { customRange, presetRange } from './history-range';

describe('history ranges', () => {
  it('ends a preset at the next whole minute, so re-renders ask the same query', () => {
    const now = Date.parse('2026-03-10T12:00:30Z');
    expect(presetRange('24h', now)).toEqual({ kind: '24h', from: '2026-03-09T12:01:00.000Z', to: '2026-03-10T12:01:00.000Z' });
    expect(presetRange('7d', now).from).toBe('2026-03-03T12:01:00.000Z');
    expect(presetRange('30d', now).from).toBe('2026-02-08T12:01:00.000Z');
  });

  it('takes custom days with the last day included, and refuses a reversed or empty choice', () => {
    const range = customRange('2026-03-01', '2026-03-03');
    expect(range && (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000).toBe(3);
    expect(customRange('2026-03-04', '2026-03-03')).toBeUndefined();
    expect(customRange('', '2026-03-03')).toBeUndefined();
  });
});
