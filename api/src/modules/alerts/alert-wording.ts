import { crossedLimit } from '../temperature/excursion-rule/out-of-range.js';
import type { ExcursionFacts } from '../temperature/excursion-rule/severity.js';

/** What was found, in plain words: "Walk-in Fridge at 9.5 °C, above its 4 °C limit for 35 minutes". */
export function describeExcursion(facts: ExcursionFacts): string {
  const { unitName, bounds, latest, worst, minutes } = facts;
  const { side, limit } = crossedLimit(latest, bounds);
  const duration = minutes >= 1 ? ` for ${minutesText(minutes)}` : '';
  const peak = worst !== latest ? ` (peak ${celsius(worst)})` : '';
  return `${unitName} at ${celsius(latest)}, ${side} its ${celsius(limit)} limit${duration}${peak}`;
}

/** Said of an excursion that began while the unit's door was open: the likely cause, for whoever checks the unit. */
export const DOOR_OPEN_NOTE = '; it started while the door was open';

export const celsius = (value: number): string => `${Number(value.toFixed(2))} °C`;

/** "1 minute", "35 minutes". */
export const minutesText = (minutes: number): string => `${minutes} minute${minutes === 1 ? '' : 's'}`;
