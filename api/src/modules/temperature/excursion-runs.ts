import { readingStatus, targetBounds, type UnitBounds } from './reading-status.js';

/** The job the reading write enqueues when a reading starts an excursion or a person's probe confirms one; modules/alerts handles it. */
export const EXCURSION_REVIEW_TASK = 'alerts.review_excursion';
export interface ExcursionReviewPayload {
  equipmentId: number;
  /** The excursion's first out-of-range reading time, which names it. */
  startedAt: string;
}

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

/** Per unit of a batch, its trailing out-of-range run, judged by the same rule as the cards' status. */
export function excursionRuns(readings: BatchReading[], units: Map<number, UnitBounds>): UnitRun[] {
  const byUnit = Map.groupBy(readings, (r) => r.equipmentId);
  return [...byUnit].map(([equipmentId, rows]) => {
    const unit = units.get(equipmentId)!;
    const bounds = targetBounds(unit.type, unit.targetMinTemp, unit.targetMaxTemp);
    const run: UnitRun = { equipmentId, runStart: null, afterInRange: false, manual: false };
    for (const row of rows.toSorted((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime())) {
      if (readingStatus(row.temperature, bounds) === 'ALERT') {
        run.runStart ??= row.recordedAt;
        run.manual ||= row.isManual;
      } else {
        Object.assign(run, { runStart: null, afterInRange: true, manual: false });
      }
    }
    return run;
  });
}
