import { formatDisplayedTemperature, formatTemperature, fromDisplayedTemperature } from '../../lib/format/temperature';

/**
 * What the checks need of a unit: its name, the bounds in force (its own or its preset's) and
 * what a probe can read for its type, all in °C from the API.
 */
export type ReadingUnit = { id: number; name: string; effectiveMinTemp: number; effectiveMaxTemp: number; plausibleMinTemp: number; plausibleMaxTemp: number };

/**
 * A reading no probe can give for the unit (a typing or probe fault) is refused at once, before
 * any out-of-range question: the refusal, or null when the reading could be true.
 */
export function implausibleReading(typed: number, unit: ReadingUnit): string | null {
  const temperature = fromDisplayedTemperature(typed);
  // Written as "outside", so a unit saved on a phone before the API sent limits refuses nothing.
  if (!(temperature < unit.plausibleMinTemp || temperature > unit.plausibleMaxTemp)) return null;
  const limits = `${formatTemperature(unit.plausibleMinTemp)} to ${formatTemperature(unit.plausibleMaxTemp)}`;
  return `${formatDisplayedTemperature(typed)} is not a reading a probe can give for ${unit.name}: expected ${limits}`;
}

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
