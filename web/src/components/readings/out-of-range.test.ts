import { describe, expect, it } from 'vitest';
import { outOfRangeQuestion } from './out-of-range';

const fridge = { id: 1, name: 'Walk-in Fridge', effectiveMinTemp: 0, effectiveMaxTemp: 4 };

describe('outOfRangeQuestion', () => {
  it('asks above the maximum and below the minimum, with the limit crossed', () => {
    expect(outOfRangeQuestion(9.5, fridge)).toBe("9.5°C is above Walk-in Fridge's 4°C limit — record it?");
    expect(outOfRangeQuestion(-0.5, fridge)).toBe("-0.5°C is below Walk-in Fridge's 0°C limit — record it?");
  });

  it('does not ask within the range, its bounds included', () => {
    expect([0, 2.5, 4].map((t) => outOfRangeQuestion(t, fridge))).toEqual([null, null, null]);
  });
});
