import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { evidenceWith, unitsScope } from '../evidence/evidence-figures.js';
import { bandSpansText, judgingBandJoinText } from '../temperature/excursion-rule/band-at-the-time.js';

/** Where a page starts: strictly older than this (recorded_at in epoch microseconds, id). */
export interface ReadingKey {
  micros: string;
  id: number;
}

export interface HistoryRow {
  id: string;
  temperature: string;
  recorded_at: Date;
  received_at: Date;
  /** recorded_at in epoch microseconds, exact (a JS Date would drop the microseconds the keyset needs). */
  micros: string;
  is_manual: boolean;
  user_id: number | null;
  api_key_id: number | null;
  recorded_by_name: string | null;
  corrects_id: string | null;
  correction_reason: string | null;
  corrections: { id: number; temperature: number; reason: string | null; recordedByName: string | null; receivedAt: string }[];
  /** The band in force when the reading (a correction: the reading it corrects) was stored. */
  band_min: string;
  band_max: string;
}

/**
 * One page of a unit's readings newest first: a row comparison on (recorded_at, id) walks the
 * (equipment_id, recorded_at desc, id desc) index from the cursor, so page 1000 costs what page 1 does.
 * Corrections come along beside what they correct, through the partial index on corrects_id. Each
 * reading comes with the band that judges it (band-at-the-time.ts).
 */
export function readingsPage(em: EntityManager, equipmentId: number, from: Date, to: Date, after: ReadingKey | null, limit: number) {
  const start = after
    ? sql`and (r.recorded_at, r.id) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::bigint)`
    : sql``;
  return rowsOf<HistoryRow>(
    em,
    sql`with spans as (${sql.raw(bandSpansText(`array[${Math.trunc(equipmentId)}]`))})
        select r.id, r.temperature, band.min_temp as band_min, band.max_temp as band_max, r.recorded_at, r.received_at, (extract(epoch from r.recorded_at) * 1000000)::bigint::text as micros,
               r.is_manual, r.user_id, r.api_key_id, coalesce(u.full_name, u.username, k.name) as recorded_by_name, r.corrects_id, r.correction_reason,
               coalesce(c.list, '[]'::json) as corrections
        from temperature_reading r
        left join "user" u on u.id = r.user_id
        left join api_key k on k.id = r.api_key_id
        ${sql.raw(judgingBandJoinText('r', 'spans', 'band'))}
        left join lateral (
          select json_agg(json_build_object('id', c.id, 'temperature', c.temperature::float8, 'reason', c.correction_reason,
                                            'recordedByName', coalesce(cu.full_name, cu.username), 'receivedAt', c.received_at) order by c.id) as list
          from temperature_reading c left join "user" cu on cu.id = c.user_id where c.corrects_id = r.id
        ) c on true
        where r.equipment_id = ${equipmentId} and r.recorded_at >= ${from} and r.recorded_at < ${to} ${start}
        order by r.recorded_at desc, r.id desc
        limit ${limit}`,
  );
}

export interface BucketRow {
  start: Date;
  min: string;
  max: string;
  mean: string;
  count: number;
  out_of_range: number;
}

/** The SQL that starts a bucket, in the location's local time for hours and days. */
const BUCKET_START = {
  FIVE_MINUTES: sql`date_bin(interval '5 minutes', v.recorded_at, timestamptz '2000-01-01')`,
  HOUR: sql`date_trunc('hour', v.recorded_at, v.timezone)`,
  DAY: sql`v.day_start`,
} as const;

/**
 * Min / max / mean / out of range per bucket, computed in PostgreSQL by the evidence figures' one
 * rule (evidence/evidence-readings.sql.ts): a corrected reading counts once, at its latest
 * correction's value, judged by the band in force when it was stored.
 */
export function bucketStats(em: EntityManager, equipmentId: number, from: Date, to: Date, bucket: keyof typeof BUCKET_START) {
  return rowsOf<BucketRow>(
    em,
    sql`with ${evidenceWith(unitsScope({ unitIds: [equipmentId], from, to }))}
        select ${BUCKET_START[bucket]} as start, min(v.temperature)::float8 as min, max(v.temperature)::float8 as max, round(avg(v.temperature), 2)::float8 as mean,
               count(*)::int as count, count(*) filter (where v.out_of_range)::int as out_of_range
        from evidence_readings v
        group by 1 order by 1`,
  );
}

export interface ExcursionRow {
  started_at: Date;
  action_id: number;
  description: string;
  severity: string;
  status: string;
  resolution: string | null;
  resolved_at: Date | null;
}

/** Excursions of the unit that started in the range, each with the action the alert engine opened. */
export function excursionsOf(em: EntityManager, equipmentId: number, from: Date, to: Date) {
  return rowsOf<ExcursionRow>(
    em,
    sql`select a.excursion_started_at as started_at, a.id as action_id, a.description, a.severity, a.status, a.resolution, a.resolved_at
        from corrective_action a
        where a.equipment_id = ${equipmentId} and a.excursion_started_at >= ${from} and a.excursion_started_at < ${to}
        order by a.excursion_started_at, a.id`,
  );
}
