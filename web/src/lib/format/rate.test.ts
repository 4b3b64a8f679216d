import { describe, expect, it } from 'vitest';
import { formatRate } from './rate';

describe('formatRate (issue 30)', () => {
  it('shows the API’s rate as a percentage, and its null (0 of 0) as a dash, never 0 %', () => {
    expect(formatRate(66.7, { oneDecimal: true })).toBe('66.7%');
    expect(formatRate(40)).toBe('40%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(null)).toBe('—');
    expect(formatRate(undefined, { oneDecimal: true })).toBe('—');
  });
});
