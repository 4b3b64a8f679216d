import { InvalidInput } from '../../errors.js';
import type { EquipmentKind } from '../settings/equipment-kinds.js';

/** What a food probe can read in a cold unit (a fridge's walls to a warm delivery) and in hot work (a fryer, a frozen core being cooked). */
const COLD: readonly [number, number] = [-50, 60];
const HOT: readonly [number, number] = [-10, 300];

/** Readings outside these ranges are typing or probe faults, never evidence: they are refused, per equipment type. */
export const PLAUSIBLE_RANGES: Record<EquipmentKind, readonly [number, number]> = {
  fridge: COLD,
  freezer: COLD,
  storage: COLD,
  goods_in: COLD,
  delivery: COLD,
  cold_display: COLD,
  hot_hold: HOT,
  hot_display: HOT,
  cooking: HOT,
  reheating: HOT,
  // A cooling probe goes into food straight from the pan.
  cooling: HOT,
};

/** What a probe can read for a unit of this type, in °C; the web checks typed readings against it (Equipment.plausibleMinTemp / plausibleMaxTemp). */
export const plausibleRange = (type: string): readonly [number, number] => PLAUSIBLE_RANGES[type as EquipmentKind] ?? COLD;

export function assertPlausible(unit: { name: string; type: EquipmentKind }, temperature: number): void {
  const [min, max] = plausibleRange(unit.type);
  if (temperature < min || temperature > max) {
    throw new InvalidInput(`${temperature} °C is not a reading a probe can give for ${unit.name}: expected ${min} to ${max} °C`);
  }
}
