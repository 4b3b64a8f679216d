import { describe, expect, it } from 'vitest';
import { describeExcursion } from '../../src/modules/alerts/alert-wording.js';
import { type ExcursionFacts, excursionSeverity } from '../../src/modules/temperature/excursion-rule/severity.js';

const fridge = (worst: number, minutes = 0): ExcursionFacts => ({
  unitName: 'Walk-in Fridge',
  type: 'fridge',
  bounds: { min: 0, max: 4 },
  latest: worst,
  worst,
  minutes,
});
const hotHold = (worst: number, minutes = 0): ExcursionFacts => ({
  unitName: 'Bain-marie',
  type: 'hot_hold',
  bounds: { min: 63, max: 70 },
  latest: worst,
  worst,
  minutes,
});

describe('the excursion severity rule', () => {
  it('grades by how far past the limit, on the unsafe side', () => {
    expect(excursionSeverity(fridge(5))).toBe('medium');
    expect(excursionSeverity(fridge(6.5))).toBe('high');
    expect(excursionSeverity({ ...fridge(9.5), type: 'storage', bounds: { min: 0, max: 5 } })).toBe('critical');
    expect(excursionSeverity({ ...fridge(-10), type: 'freezer', bounds: { min: -20, max: -15 } })).toBe('critical');
  });

  it('is critical past a legal line: cold above 8 °C, hot holding below 63 °C, cooking below 75 °C', () => {
    expect(excursionSeverity(fridge(8.5))).toBe('critical');
    expect(excursionSeverity({ ...fridge(9), type: 'delivery', bounds: { min: 0, max: 8 } })).toBe('critical');
    expect(excursionSeverity(hotHold(62))).toBe('critical');
    expect(excursionSeverity({ ...hotHold(74), type: 'cooking', bounds: { min: 75, max: 100 } })).toBe('critical');
  });

  it('raises one step after two hours out of range', () => {
    expect(excursionSeverity(fridge(5, 119))).toBe('medium');
    expect(excursionSeverity(fridge(5, 120))).toBe('high');
    expect(excursionSeverity(fridge(7, 180))).toBe('critical');
  });

  it('calls the safe side (a fridge too cold, a hot cupboard too hot) low: quality, not safety', () => {
    expect(excursionSeverity(fridge(-2, 600))).toBe('low');
    expect(excursionSeverity(hotHold(80))).toBe('low');
  });

  it('says what was found in plain words', () => {
    expect(describeExcursion({ ...fridge(9.5, 35) })).toBe('Walk-in Fridge at 9.5 °C, above its 4 °C limit for 35 minutes');
    expect(describeExcursion({ ...hotHold(60, 1), worst: 58 })).toBe('Bain-marie at 60 °C, below its 63 °C limit for 1 minute (peak 58 °C)');
    expect(describeExcursion(fridge(4.25))).toBe('Walk-in Fridge at 4.25 °C, above its 4 °C limit');
  });
});
