import { formatDisplayedTemperature, formatTemperature, fromDisplayedTemperature } from '../../lib/format/temperature';

/** What the question needs of a unit: its name and the bounds in force (its own or its preset's, from the API). */
export type ReadingUnit = { id: number; name: string; effectiveMinTemp: number; effectiveMaxTemp: number };

/**
 * The question a person answers before a reading outside the unit's range is recorded (a typo
 * would open a corrective action at once); null when it is in range. `typed` is in the unit the
 * screen shows (°C or °F); the unit's bounds are °C, as the API keeps them.
 */
export function outOfRangeQuestion(typed: number, unit: ReadingUnit): string | null {
  const reading = formatDisplayedTemperature(typed);
  const temperature = fromDisplayedTemperature(typed);
  if (temperature > unit.effectiveMaxTemp) return `${reading} is above ${unit.name}'s ${formatTemperature(unit.effectiveMaxTemp)} limit — record it?`;
  if (temperature < unit.effectiveMinTemp) return `${reading} is below ${unit.name}'s ${formatTemperature(unit.effectiveMinTemp)} limit — record it?`;
  return null;
}
