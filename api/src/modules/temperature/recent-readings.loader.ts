import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { sql } from 'kysely';
import { numberOrNull } from '../../database/columns.js';
import { rowsOf } from '../../database/sql.js';
import { withStatus } from './excursion-rule/out-of-range.js';
import { READING_COLUMNS, type StoredRow, toReading } from './readings.sql.js';
import type { ReadingType } from './temperature.types.js';

export interface RecentReadingsKey {
  equipmentId: number;
  limit: number;
}

interface Row extends StoredRow {
  type: string;
  target_min_temp: string | null;
  target_max_temp: string | null;
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
        sql`select ${sql.raw(READING_COLUMNS)}, e.location_id, e.type, e.target_min_temp, e.target_max_temp
            from equipment e
            cross join lateral (select * from temperature_reading t where t.equipment_id = e.id order by t.recorded_at desc limit ${limit}) r
            where e.id = any(${ids}::int[])
            order by e.id, r.recorded_at desc`,
      );
      const byUnit = Map.groupBy(
        rows.map((row) =>
          withStatus(toReading(row), { type: row.type, targetMinTemp: numberOrNull(row.target_min_temp), targetMaxTemp: numberOrNull(row.target_max_temp) }),
        ),
        (r) => r.equipmentId,
      );
      return keys.map((k) => (byUnit.get(k.equipmentId) ?? []).slice(0, k.limit));
    },
    { cacheKeyFn: (k) => `${k.equipmentId}:${k.limit}` },
  );
}
