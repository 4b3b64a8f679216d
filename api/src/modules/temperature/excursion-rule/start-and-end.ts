import { type RawBuilder, sql } from 'kysely';
import { bandOf, outOfRange, type TargetBand, type UnitBounds } from './out-of-range.js';

/*
 * When an excursion starts and ends: a unit's first out-of-range reading after an in-range one
 * starts an excursion, named by that reading's time; its next in-range reading ends it. The
 * reading write keeps it on the unit (equipment.excursion_started_at, null in range): the batch
 * logic below judges each batch's readings, and the SQL below applies that under the unit's row
 * lock, in the write's one statement.
 */

/** What one batch says about one unit's excursion, for the write statement to apply under the unit's row lock. */
export interface UnitRun {
  equipmentId: number;
  /** When the batch's trailing out-of-range run began; null when the batch's latest reading is in range. */
  runStart: Date | null;
  /** An in-range reading of the batch came before that run: any earlier excursion ended. */
  afterInRange: boolean;
  /** A person's probe reading is in the run: acted on at once, whatever the sensor delay. */
  manual: boolean;
}

interface BatchReading {
  equipmentId: number;
  temperature: number;
  recordedAt: Date;
  isManual: boolean;
}

/** Per unit of a batch, its trailing out-of-range run. */
export function excursionRuns(readings: BatchReading[], units: Map<number, UnitBounds>): UnitRun[] {
  const byUnit = Map.groupBy(readings, (r) => r.equipmentId);
  return [...byUnit].map(([equipmentId, rows]) => {
    const band = bandOf(units.get(equipmentId)!);
    const run: UnitRun = { equipmentId, runStart: null, afterInRange: false, manual: false };
    for (const row of rows.toSorted((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime())) {
      if (outOfRange(row.temperature, band)) {
        run.runStart ??= row.recordedAt;
        run.manual ||= row.isManual;
      } else {
        Object.assign(run, { runStart: null, afterInRange: true, manual: false });
      }
    }
    return run;
  });
}

/** The batch's runs as rows (equipment_id, run_start, after_in_range, manual), for the write statement to join. */
export function unitRunsSql(runs: UnitRun[]): RawBuilder<unknown> {
  const column = <K extends keyof UnitRun>(key: K) => runs.map((r) => r[key]);
  return sql`select * from unnest(${column('equipmentId')}::int[], ${column('runStart')}::timestamptz[], ${column('afterInRange')}::boolean[], ${column('manual')}::boolean[])
            as t(equipment_id, run_start, after_in_range, manual)`;
}

/**
 * The unit's excursion_started_at once a batch's run (a unitRunsSql row named `run`) is applied to
 * the unit (an equipment row named `unit`): over when the batch ends in range; begun anew when an
 * in-range reading of the batch ended the one before; otherwise the standing one goes on, or this
 * run starts it. Fixed text, no parameters: the write is a prepared statement.
 */
export function excursionStartedAtSql(unit: string, run: string): RawBuilder<Date | null> {
  const [e, r] = [sql.raw(unit), sql.raw(run)];
  return sql`case when ${r}.run_start is null then null
                                        when ${r}.after_in_range then ${r}.run_start
                                        else coalesce(${e}.excursion_started_at, ${r}.run_start) end`;
}

/**
 * Whether the write calls for an excursion review, over a row of the unit after the write
 * (excursion_started_at) with its run (run_start, manual): this write started the excursion, or a
 * person's probe reading confirms one. Fixed text, no parameters.
 */
export function reviewsExcursionSql(): RawBuilder<boolean> {
  return sql`excursion_started_at is not null and (excursion_started_at = run_start or manual)`;
}

/** An excursion's readings, oldest first from its first: until the first in-range one, which ended it. */
export function excursionSpan<R extends { temperature: number }>(readings: R[], band: TargetBand): R[] {
  const back = readings.findIndex((r) => !outOfRange(r.temperature, band));
  return back === -1 ? readings : readings.slice(0, back);
}
