import { type RawBuilder, sql } from 'kysely';
import type { EquipmentKind } from '../settings/equipment-kinds.js';

export type ReadingStatus = 'NORMAL' | 'ALERT' | 'UNKNOWN';

/** Hot equipment legitimately runs far above 100 °C, so its missing upper bound is 500 (SPEC section 4). */
const HOT_TYPES: readonly string[] = ['hot_hold', 'cooking'];

export function targetBounds(type: EquipmentKind | string, min: number | null | undefined, max: number | null | undefined): { min: number; max: number } {
  return { min: min ?? 0, max: max ?? (HOT_TYPES.includes(type) ? 500 : 100) };
}

/** targetBounds in SQL, for aggregates over many units: `unit` names an equipment row (e.g. `e`). */
export function targetBoundsSql(unit: string): { min: RawBuilder<number>; max: RawBuilder<number> } {
  const e = sql.ref(unit);
  return {
    min: sql<number>`coalesce(${e}.target_min_temp, 0)`,
    max: sql<number>`coalesce(${e}.target_max_temp, case when ${e}.type = any(${HOT_TYPES}::text[]) then 500 else 100 end)`,
  };
}

/** What judging a reading needs of its unit. */
export interface UnitBounds {
  type: string;
  targetMinTemp?: number | null;
  targetMaxTemp?: number | null;
}

/** The reading with its status against its unit's target range. */
export function withStatus<R extends { temperature: number }>(reading: R, unit: UnitBounds): R & { status: ReadingStatus } {
  return { ...reading, status: readingStatus(reading.temperature, targetBounds(unit.type, unit.targetMinTemp, unit.targetMaxTemp)) };
}

/** SPEC section 4: no reading is unknown; outside the bounds (inclusive) is an alert; otherwise normal. */
export function readingStatus(temperature: number | null | undefined, bounds: { min: number; max: number }): ReadingStatus {
  if (temperature === null || temperature === undefined) return 'UNKNOWN';
  return temperature < bounds.min || temperature > bounds.max ? 'ALERT' : 'NORMAL';
}
