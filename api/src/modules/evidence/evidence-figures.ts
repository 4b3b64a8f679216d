import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import type { ReadingSource } from '../temperature/reading-source.js';
import { EVIDENCE_CTES } from './evidence-readings.sql.js';

/** Which readings the figures cover: these units' readings taken in [from, to). */
export interface EvidenceScope {
  unitIds: number[];
  from: Date;
  to: Date;
}

/** One unit's figures for one local day of its site (evidence-readings.sql.ts). */
export interface EvidenceDay {
  location_id: number;
  equipment_id: number;
  /** The local calendar day, YYYY-MM-DD. */
  day: string;
  /** When that local day starts. */
  day_start: Date;
  min: number;
  max: number;
  mean: number;
  readings: number;
  out_of_range: number;
  sources: ReadingSource[];
  /** The band(s) in force over the day's readings, e.g. "0 to 5". */
  target: string;
}

/** One excursion as the readings show it, with the corrective action opened for it (null: no action recorded). */
export interface EvidenceExcursion {
  location_id: number;
  equipment_id: number;
  unit: string;
  started_at: Date;
  /** The first in-range reading after it; null while still open. */
  ended_at: Date | null;
  peak: number;
  target: string;
  readings: number;
  minutes: number;
  action_id: number | null;
  description: string | null;
  severity: string | null;
  status: string | null;
  resolution: string | null;
  resolved_at: Date | null;
}

/** The evidence statement's scope CTE (a select of unit_ids, from_at, to_at: one row per window) followed by its rules. */
export function evidenceWith(scope: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`evidence_scope as (${scope}), ${sql.raw(EVIDENCE_CTES)}`;
}

/** The scope of these units' readings taken in [from, to). */
export const unitsScope = ({ unitIds, from, to }: EvidenceScope): RawBuilder<unknown> =>
  sql`select ${unitIds}::int[] as unit_ids, ${from}::timestamptz as from_at, ${to}::timestamptz as to_at`;

/** Raw rows carry numeric and timestamptz as text. */
const NUMBERS = (row: EvidenceDay): EvidenceDay => ({
  ...row,
  day_start: new Date(row.day_start),
  min: Number(row.min),
  max: Number(row.max),
  mean: Number(row.mean),
});

/** Daily min / max / mean / readings / out of range per unit and local day, oldest first. */
export async function dailyFigures(em: EntityManager, scope: EvidenceScope): Promise<EvidenceDay[]> {
  const rows = await rowsOf<EvidenceDay>(
    em,
    sql`with ${evidenceWith(unitsScope(scope))}
        select location_id, equipment_id, day, day_start, min, max, mean, readings, out_of_range, sources, target
        from evidence_days order by equipment_id, day`,
  );
  return rows.map(NUMBERS);
}

/** Every excursion of the units whose first out-of-range reading is in the range, oldest first, with its action. */
export async function excursionsFrom(em: EntityManager, scope: EvidenceScope): Promise<EvidenceExcursion[]> {
  const rows = await rowsOf<EvidenceExcursion>(
    em,
    sql`with ${evidenceWith(unitsScope(scope))}
        select x.location_id, x.equipment_id, x.unit, x.started_at, x.ended_at, x.peak, x.target, x.readings, x.minutes, x.action_id,
               a.description, a.severity, a.status, a.resolution, a.resolved_at
        from evidence_excursions x left join corrective_action a on a.id = x.action_id
        order by x.started_at, x.equipment_id`,
  );
  return rows.map((row) => ({
    ...row,
    started_at: new Date(row.started_at),
    ended_at: row.ended_at && new Date(row.ended_at),
    resolved_at: row.resolved_at && new Date(row.resolved_at),
    peak: Number(row.peak),
  }));
}
