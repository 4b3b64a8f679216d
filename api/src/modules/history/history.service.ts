import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput, NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { excursionsFrom } from '../evidence/evidence-figures.js';
import { readingStatus, targetBounds } from '../temperature/excursion-rule/out-of-range.js';
import { isManualReading, readingSource } from '../temperature/reading-source.js';
import { unitsWithin } from '../temperature/units.sql.js';
import { dailyStats } from './daily-stats.sql.js';
import { bucketStats, excursionsOf, type HistoryRow, type ReadingKey, readingsPage } from './history.sql.js';
import type { HistoryReadingType, ReadingConnectionType } from './history.types.js';
import type { ReadingBucket, ReadingStatsType } from './reading-stats.types.js';

const DAY_MS = 86_400_000;
/** Longer ranges than this are refused: a year and a bit covers any inspection. */
export const MAX_RANGE_DAYS = 400;
export const MAX_PAGE = 200;

export interface HistoryRange {
  equipmentId: number;
  from: Date;
  to: Date;
}

/** One page of a unit's readings within the viewer's locations, newest first. */
export async function readingHistory(
  em: EntityManager,
  viewer: Viewer,
  range: HistoryRange,
  first: number,
  after?: string | null,
): Promise<ReadingConnectionType> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw new InvalidInput(`first must be a whole number from 1 to ${MAX_PAGE}`);
  const unit = await reachableUnit(em, viewer, range);
  const rows = await readingsPage(em, unit.id, range.from, range.to, after ? decodeCursor(after) : null, first + 1);
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return {
    nodes: page.map(toHistoryReading),
    pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeCursor({ micros: last.micros, id: Number(last.id) }) : null },
  };
}

/**
 * Min / max / mean per bucket and the excursions of the range (evidence/: the figures every
 * consumer states), with the unit's target band as it stands today (the chart's lines).
 */
export async function readingStats(em: EntityManager, viewer: Viewer, range: HistoryRange, bucket: ReadingBucket): Promise<ReadingStatsType> {
  const unit = await reachableUnit(em, viewer, range);
  const band = targetBounds(unit.type, numberOrNull(unit.target_min_temp), numberOrNull(unit.target_max_temp));
  const used = bucket === 'AUTO' ? autoBucket(range) : bucket;
  // Days come from the daily summary (whole days) and the readings (part days); shorter buckets from the readings.
  const buckets = used === 'DAY' ? await dailyStats(em, unit.id, range.from, range.to) : await bucketStats(em, unit.id, range.from, range.to, used);
  const excursions = await excursionsOf(em, unit.id, range.from, range.to);
  const fromReadings = await excursionsFrom(em, { unitIds: [unit.id], from: range.from, to: range.to });
  return {
    equipmentName: unit.name,
    locationName: unit.location_name,
    timezone: unit.location_timezone,
    bucket: used,
    targetMin: band.min,
    targetMax: band.max,
    buckets: buckets.map((b) => ({
      start: new Date(b.start),
      min: Number(b.min),
      max: Number(b.max),
      mean: Number(b.mean),
      count: b.count,
      outOfRange: b.out_of_range,
    })),
    excursions: excursions.map((x) => ({
      startedAt: new Date(x.started_at),
      actionId: x.action_id,
      description: x.description,
      severity: x.severity,
      status: x.status,
      resolution: x.resolution,
      resolvedAt: x.resolved_at && new Date(x.resolved_at),
    })),
    readingExcursions: fromReadings.map((x) => ({
      startedAt: new Date(x.started_at),
      endedAt: x.ended_at && new Date(x.ended_at),
      peak: x.peak,
      minutesOutOfRange: x.minutes,
      target: x.target,
      actionId: x.action_id,
    })),
  };
}

/** Up to two days in 5-minute buckets, up to ten in hours, longer ranges by the location's day. */
export function autoBucket({ from, to }: { from: Date; to: Date }): Exclude<ReadingBucket, 'AUTO'> {
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  return days <= 2 ? 'FIVE_MINUTES' : days <= 10 ? 'HOUR' : 'DAY';
}

export function assertRange({ from, to }: { from: Date; to: Date }): void {
  if (!(from < to)) throw new InvalidInput('from must be before to');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw new InvalidInput(`The range may be at most ${MAX_RANGE_DAYS} days`);
}

/** The unit within the viewer's locations (retired ones keep their history); another company's id is simply not found. */
async function reachableUnit(em: EntityManager, viewer: Viewer, range: HistoryRange) {
  assertRange(range);
  const [unit] = await unitsWithin(em, [range.equipmentId], viewer.locationIds);
  if (!unit) throw new NotFound('Equipment');
  return unit;
}

function toHistoryReading(row: HistoryRow): HistoryReadingType {
  const temperature = Number(row.temperature);
  return {
    id: Number(row.id),
    temperature,
    recordedAt: new Date(row.recorded_at),
    receivedAt: new Date(row.received_at),
    isManual: isManualReading({ apiKeyId: row.api_key_id }),
    source: readingSource({ apiKeyId: row.api_key_id }),
    recordedByName: row.recorded_by_name,
    status: readingStatus(temperature, { min: Number(row.band_min), max: Number(row.band_max) }),
    correctsId: row.corrects_id === null ? null : Number(row.corrects_id),
    correctionReason: row.correction_reason,
    corrections: row.corrections.map((c) => ({ ...c, receivedAt: new Date(c.receivedAt) })),
  };
}

const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

function encodeCursor(key: ReadingKey): string {
  return Buffer.from(`${key.micros}:${key.id}`).toString('base64url');
}

function decodeCursor(cursor: string): ReadingKey {
  const match = /^(-?\d{1,19}):(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new InvalidInput('after is not a cursor this query gave out');
  return { micros: match[1], id: Number(match[2]) };
}
