import { describe, expect, it } from 'vitest';
import { implausibleReading, outOfRangeQuestion } from './out-of-range';

const fridge = { id: 1, name: 'Walk-in Fridge', effectiveMinTemp: 0, effectiveMaxTemp: 4, plausibleMinTemp: -50, plausibleMaxTemp: 60 };

describe('outOfRangeQuestion', () => {
  it('asks above the maximum and below the minimum, with the limit crossed', () => {
    expect(outOfRangeQuestion(9.5, fridge)).toBe("9.5°C is above Walk-in Fridge's 4°C limit — record it?");
    expect(outOfRangeQuestion(-0.5, fridge)).toBe("-0.5°C is below Walk-in Fridge's 0°C limit — record it?");
  });

  it('does not ask within the range, its bounds included', () => {
    expect([0, 2.5, 4].map((t) => outOfRangeQuestion(t, fridge))).toEqual([null, null, null]);
  });
});

describe('implausibleReading (issue 30)', () => {
  it('refuses what no probe can give for the unit, by the API’s limits, and lets any possible reading through', () => {
    expect(implausibleReading(999, fridge)).toBe('999°C is not a reading a probe can give for Walk-in Fridge: expected -50°C to 60°C');
    expect(implausibleReading(-60, fridge)).toContain('-60°C is not a reading');
    expect([-50, 9.5, 60].map((t) => implausibleReading(t, fridge))).toEqual([null, null, null]);
  });
});
