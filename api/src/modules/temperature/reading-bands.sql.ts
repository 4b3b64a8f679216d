import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { bandSpansText, judgingBandJoinText } from './excursion-rule/band-at-the-time.js';
import type { TargetBand } from './excursion-rule/out-of-range.js';

/** The band that judges each of these readings (band-at-the-time.ts): the one in force when it, or what it corrects, was stored. */
export async function bandsAtTheTime(em: EntityManager, readingIds: number[]): Promise<Map<number, TargetBand>> {
  if (!readingIds.length) return new Map();
  const rows = await rowsOf<{ id: string; min: number; max: number }>(
    em,
    sql`with judged as (select r.* from temperature_reading r where r.id = any(${readingIds}::bigint[])),
        spans as (${sql.raw(bandSpansText('array(select distinct equipment_id from judged)'))})
        select r.id, band.min_temp::float8 as min, band.max_temp::float8 as max from judged r ${sql.raw(judgingBandJoinText('r', 'spans', 'band'))}`,
  );
  return new Map(rows.map((row) => [Number(row.id), { min: row.min, max: row.max }]));
}
