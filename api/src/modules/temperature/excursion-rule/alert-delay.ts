import { type RawBuilder, sql } from 'kysely';
import { presetAlertDelayText } from '../../settings/settings-defaults.js';

/*
 * When an excursion calls for action. A person's probe reading is acted on at once; a sensor's
 * only once the unit is still out of range after its alert delay, so a defrost cycle or a door
 * held open for a delivery raises nothing (FOOD-SAFETY.md).
 */

interface DelayPreset {
  alertDelayMinutes: number;
}

/** A unit's alert delay in minutes: its own, or its type's preset (read only when needed), which the unit follows while it sets none. */
export async function alertDelayOf(own: number | null | undefined, preset: () => DelayPreset | Promise<DelayPreset>): Promise<number> {
  return own ?? (await preset()).alertDelayMinutes;
}

/** When the excursion that began at startedAt calls for action: null (at once) once a person's reading is in it, else after the delay. */
export function alertDueAt(startedAt: Date, readings: { isManual: boolean }[], delayMinutes: number): Date | null {
  return readings.some((r) => r.isManual) ? null : new Date(startedAt.getTime() + delayMinutes * 60_000);
}

/**
 * alertDueAt in SQL, for the write that starts an excursion, over a row (`unit`) of the unit after
 * it (excursion_started_at, alert_delay_minutes, company_id, type) with its run's `manual`: null (at
 * once) when a person's reading is in the run, else the start plus the unit's delay or its type's
 * preset (alertDelayOf). Fixed text, no parameters.
 */
export function alertDueAtSql(unit: string): RawBuilder<Date | null> {
  const delay = `coalesce(${unit}.alert_delay_minutes, ${presetAlertDelayText(`${unit}.company_id`, `${unit}.type`)})`;
  return sql`case when ${sql.raw(unit)}.manual then null else ${sql.raw(unit)}.excursion_started_at + make_interval(mins => ${sql.raw(delay)}) end`;
}
