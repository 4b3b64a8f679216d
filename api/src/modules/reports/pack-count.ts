import type pg from 'pg';
import { type PackScope, PERIOD_RECORD_TYPES, scopeParams } from './pack-records.js';

/** How many records of its period a pack would hold, in one statement over the pack's own queries. */
export async function countPackRecords(db: pg.Pool, scope: PackScope): Promise<number> {
  const counts = PERIOD_RECORD_TYPES.map((type) => `(select count(*) from (${type.sql}) records)`).join(' + ');
  const { rows } = await db.query<{ n: string }>(`select ${counts} as n`, scopeParams(scope));
  return Number(rows[0].n);
}
