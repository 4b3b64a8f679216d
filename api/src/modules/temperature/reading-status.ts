import type { EquipmentType } from './equipment.entity.js';

export type ReadingStatus = 'NORMAL' | 'ALERT' | 'UNKNOWN';

/** Hot equipment legitimately runs far above 100 °C, so its missing upper bound is 500 (SPEC section 4). */
const HOT_TYPES: readonly string[] = ['hot_hold', 'cooking'];

export function targetBounds(type: EquipmentType | string, min: number | null | undefined, max: number | null | undefined): { min: number; max: number } {
  return { min: min ?? 0, max: max ?? (HOT_TYPES.includes(type) ? 500 : 100) };
}

/** SPEC section 4: no reading is unknown; outside the bounds (inclusive) is an alert; otherwise normal. */
export function readingStatus(temperature: number | null | undefined, bounds: { min: number; max: number }): ReadingStatus {
  if (temperature === null || temperature === undefined) return 'UNKNOWN';
  return temperature < bounds.min || temperature > bounds.max ? 'ALERT' : 'NORMAL';
}
