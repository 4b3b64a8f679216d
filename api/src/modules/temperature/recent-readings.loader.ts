import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { bandSpansText, judgingBandJoinText } from './excursion-rule/band-at-the-time.js';
import { readingStatus } from './excursion-rule/out-of-range.js';
import { READING_COLUMNS, type StoredRow, toReading } from './readings.sql.js';
import type { ReadingType } from './temperature.types.js';

export interface RecentReadingsKey {
  equipmentId: number;
  limit: number;
}

interface Row extends StoredRow {
  /** The band in force when the reading (a correction: what it corrects) was stored (band-at-the-time.ts). */
  band_min: string;
  band_max: string;
}

/**
 * Newest readings for many units in one query: a LATERAL index scan per unit, so the cost
 * depends on the units asked for, never on how much history is stored. Callers have already
 * scoped the equipment ids to the viewer (they come from the viewer's own equipment list).
 */
export function recentReadingsLoader(em: EntityManager): DataLoader<RecentReadingsKey, ReadingType[], string> {
  return new DataLoader(
    async (keys) => {
      const limit = Math.max(...keys.map((k) => k.limit));
      const ids = [...new Set(keys.map((k) => k.equipmentId))];
      const rows = await rowsOf<Row>(
        em,
        sql`with units as (select ${ids}::int[] as ids), spans as (${sql.raw(bandSpansText('(select ids from units)::int[]'))})
            select ${sql.raw(READING_COLUMNS)}, e.location_id, band.min_temp as band_min, band.max_temp as band_max
            from equipment e
            cross join lateral (select * from temperature_reading t where t.equipment_id = e.id order by t.recorded_at desc limit ${limit}) r
            ${sql.raw(judgingBandJoinText('r', 'spans', 'band'))}
            where e.id = any(${ids}::int[])
            order by e.id, r.recorded_at desc`,
      );
      const byUnit = Map.groupBy(
        rows.map((row) => {
          const reading = toReading(row);
          return { ...reading, status: readingStatus(reading.temperature, { min: Number(row.band_min), max: Number(row.band_max) }) };
        }),
        (r) => r.equipmentId,
      );
      return keys.map((k) => (byUnit.get(k.equipmentId) ?? []).slice(0, k.limit));
    },
    { cacheKeyFn: (k) => `${k.equipmentId}:${k.limit}` },
  );
}
