import { type RawBuilder, sql } from 'kysely';
import type { EquipmentKind } from '../../settings/equipment-kinds.js';

/*
 * The excursion rule, in one folder: whether a reading is out of range (this file), when an
 * excursion starts and ends (start-and-end.ts), when it calls for action (alert-delay.ts) and how
 * severe it is (severity.ts). Every consumer (the reading write's statement, the batch logic, the
 * cards, history, reports and the alert review) asks these files; none states the rule again.
 */

export type ReadingStatus = 'NORMAL' | 'ALERT' | 'UNKNOWN';

/** The band a unit's readings are judged by, both bounds included. */
export interface TargetBand {
  min: number;
  max: number;
}

/** What judging a reading needs of its unit. */
export interface UnitBounds {
  type: string;
  targetMinTemp?: number | null;
  targetMaxTemp?: number | null;
}

/** Hot equipment legitimately runs far above 100 °C, so its missing upper bound is 500 (SPEC section 4). */
const HOT_TYPES: readonly string[] = ['hot_hold', 'cooking'];

export function targetBounds(type: EquipmentKind | string, min: number | null | undefined, max: number | null | undefined): TargetBand {
  return { min: min ?? 0, max: max ?? (HOT_TYPES.includes(type) ? 500 : 100) };
}

/** The unit's target band: its own targets, or the defaults where it sets none. */
export const bandOf = (unit: UnitBounds): TargetBand => targetBounds(unit.type, unit.targetMinTemp, unit.targetMaxTemp);

/**
 * targetBounds as SQL text over a row (`unit`) with type, target_min_temp and target_max_temp
 * columns: an equipment row, or a band of equipment_band (band-at-the-time.ts). Text with no
 * parameters, so fixed statements (the pack's, the evidence figures') can hold it.
 */
export function targetBoundsText(unit: string): { min: string; max: string } {
  const hot = HOT_TYPES.map((type) => `'${type}'`).join(', ');
  return {
    min: `coalesce(${unit}.target_min_temp, 0)`,
    max: `coalesce(${unit}.target_max_temp, case when ${unit}.type in (${hot}) then 500 else 100 end)`,
  };
}

/** targetBounds in SQL, for aggregates over many units: `unit` names an equipment row (e.g. `e`). */
export function targetBoundsSql(unit: string): { min: RawBuilder<number>; max: RawBuilder<number> } {
  const text = targetBoundsText(unit);
  return { min: sql<number>`${sql.raw(text.min)}`, max: sql<number>`${sql.raw(text.max)}` };
}

/** SPEC section 4: outside the band (bounds inclusive) is out of range. */
export const outOfRange = (temperature: number, band: TargetBand): boolean => temperature < band.min || temperature > band.max;

/** SPEC section 4: no reading is unknown; out of range is an alert; otherwise normal. */
export function readingStatus(temperature: number | null | undefined, band: TargetBand): ReadingStatus {
  if (temperature === null || temperature === undefined) return 'UNKNOWN';
  return outOfRange(temperature, band) ? 'ALERT' : 'NORMAL';
}

/** The reading with its status against its unit's target band. */
export function withStatus<R extends { temperature: number }>(reading: R, unit: UnitBounds): R & { status: ReadingStatus } {
  return { ...reading, status: readingStatus(reading.temperature, bandOf(unit)) };
}

/** How far a temperature lies outside the band, in °C (zero or less inside it). */
export const distanceOutside = (temperature: number, band: TargetBand): number => Math.max(temperature - band.max, band.min - temperature);

/** Which limit of the band a temperature out of range crossed: the upper one when above it, else the lower. */
export function crossedLimit(temperature: number, band: TargetBand): { side: 'above' | 'below'; limit: number } {
  return temperature > band.max ? { side: 'above', limit: band.max } : { side: 'below', limit: band.min };
}

/** A bound in SQL: a value (bound as a parameter) or an expression such as targetBoundsSql's. */
type SqlBound = number | RawBuilder<number>;

/** outOfRange in SQL, for a temperature expression (e.g. sql`r.temperature`). */
export function outOfRangeSql(temperature: RawBuilder<unknown>, band: { min: SqlBound; max: SqlBound }): RawBuilder<boolean> {
  return sql<boolean>`(${temperature} < ${band.min} or ${temperature} > ${band.max})`;
}

/** outOfRange as SQL text, over column expressions (a temperature, the band's bounds). */
export const outOfRangeText = (temperature: string, band: { min: string; max: string }): string =>
  `(${temperature} < ${band.min} or ${temperature} > ${band.max})`;

/** distanceOutside as SQL text: how far outside the band, in °C (zero or less inside it). */
export const distanceOutsideText = (temperature: string, band: { min: string; max: string }): string =>
  `greatest(${temperature} - ${band.max}, ${band.min} - ${temperature})`;

/** In SQL: every temperature from `lowest` to `highest` is in range (e.g. a day's minimum and maximum). */
export function allInRangeSql(lowest: RawBuilder<unknown>, highest: RawBuilder<unknown>, band: { min: SqlBound; max: SqlBound }): RawBuilder<boolean> {
  return sql<boolean>`${lowest} >= ${band.min} and ${highest} <= ${band.max}`;
}

/** In range, as an ORM filter on a temperature property. */
export const inRangeFilter = (band: TargetBand): { $gte: number; $lte: number } => ({ $gte: band.min, $lte: band.max });
