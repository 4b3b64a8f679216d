import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { addJobSql } from '../../database/job-queue.js';
import { PREPARED } from '../../database/prepared-statements.js';
import { rowsOf } from '../../database/sql.js';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { auditInsert } from '../audit/audit.service.js';
import { storedPhotos } from '../uploads/photo-evidence.js';
import { EXCURSION_REVIEW_TASK, excursionDueKeySql } from './excursion-review.js';
import { alertDueAtSql } from './excursion-rule/alert-delay.js';
import { excursionStartedAtSql, reviewsExcursionSql, type UnitRun, unitRunsSql } from './excursion-rule/start-and-end.js';
import { LOW_BATTERY_PERCENT, LOW_BATTERY_TASK } from './gateway-telemetry.js';
import { isManualReading } from './reading-source.js';
import type { ReadingType } from './temperature.types.js';
import { currentUnitsSql, staleUnitsSql, type UnitRow } from './units.sql.js';

/** One reading ready to store. Every row has a clientId (the client's, or one made here), which keys retries. */
export interface ReadingRow {
  companyId: number;
  equipmentId: number;
  locationId: number;
  /** The person, or null when a sensor gateway's key sent it. */
  userId: number | null;
  apiKeyId: number | null;
  temperature: number;
  isManual: boolean;
  recordedAt: Date;
  receivedAt: Date;
  clientId: string;
  correctsId: number | null;
  correctionReason: string | null;
  batteryPercent: number | null;
  signalStrength: number | null;
  /** The photos' PhotoEvidence[] as JSON text, or null (text: a nested JS array would bind as a 2-D array). */
  photoEvidence: string | null;
}

/** A temperature_reading row with its equipment's location. */
export interface StoredRow {
  id: string;
  equipment_id: number;
  location_id: number;
  company_id: number;
  user_id: number | null;
  api_key_id: number | null;
  temperature: string;
  is_manual: boolean;
  recorded_at: Date;
  received_at: Date;
  client_id: string;
  corrects_id: string | null;
  correction_reason: string | null;
  battery_percent: number | null;
  signal_strength: number | null;
  photo_evidence: unknown;
}

export const READING_COLUMNS =
  'r.id, r.equipment_id, r.company_id, r.user_id, r.api_key_id, r.temperature, r.is_manual, r.recorded_at, r.received_at, r.client_id, r.corrects_id, r.correction_reason, r.battery_percent, r.signal_strength, r.photo_evidence';

/** A unit's latest reading after a write moved it. */
export interface LatestReading {
  temperature: number;
  recordedAt: Date;
}

export interface WrittenReadings {
  /** Nothing was stored: a unit the readings were judged by no longer stands so (units.sql.ts); judge them again by `units`. */
  stale: boolean;
  /** The units the readings name within the viewer's locations, as the statement found them (before its own update). */
  units: UnitRow[];
  /** When the excursion reviews this write put off fall due (a sensor's excursion waits out its alert delay). */
  dueReviews: Date[];
  /** Stored by this call, in input order. */
  fresh: ReadingType[];
  /** Stored earlier under the same clientIds (retries), within the viewer's reach. */
  earlier: ReadingType[];
  /** A clientId is already used by a reading outside the viewer's reach: nothing was stored. */
  foreignClientId: boolean;
  /** Units whose latest reading this call moved forward, with the new value. */
  moved: Map<number, LatestReading>;
}

interface WriteRow extends StoredRow {
  kind: 'fresh' | 'earlier' | 'moved' | 'review' | 'unit' | 'stale';
  unit: UnitRow | null;
}

/**
 * Stores readings, moves each unit's latest reading forward and appends the audit event in ONE
 * statement (so one round trip and one atomic commit, however many rows). Rows whose clientId
 * is already stored are skipped and returned as `earlier`; if any of those lies outside the
 * viewer's reach, nothing is stored at all. A late (older) reading never replaces a newer one.
 * The audit event comes from the audit module: one per reading, or one per batch.
 *
 * It first checks the units (`judgedBy`: the rows the readings were judged by) in the same
 * statement and stores nothing when one no longer stands so (units.sql.ts): one round trip
 * per write, however the units changed since.
 *
 * The same statement keeps each unit's `excursion_started_at` (when its current out-of-range run
 * began; null in range) under the unit's row lock, and enqueues an excursion review in the same
 * commit only when this write started an excursion or a person's probe reading confirms one: at
 * once for a person's reading, at its due time (after the alert delay) for a sensor's, so a sensor
 * excursion costs one review job, keyed as the review keys its own put-off (excursions.service.ts). Likewise
 * `low_battery_since` follows the unit's latest reading that reports a battery (set on the first one
 * below LOW_BATTERY_PERCENT, cleared by a good one), and the write that starts such an episode
 * enqueues its one "low battery" action.
 */
export async function writeReadings(em: EntityManager, viewer: Viewer, rows: ReadingRow[], runs: UnitRun[], judgedBy: UnitRow[]): Promise<WrittenReadings> {
  const column = <K extends keyof ReadingRow>(key: K) => rows.map((row) => row[key]);
  const unitIds = judgedBy.map((unit) => unit.id);
  const stored = await rowsOf<WriteRow>(
    em,
    sql`${sql.raw(PREPARED)}with input as (
          select * from unnest(${column('companyId')}::int[], ${column('equipmentId')}::int[], ${column('userId')}::int[], ${column('apiKeyId')}::int[],
                               ${column('temperature')}::numeric[], ${column('isManual')}::boolean[], ${column('recordedAt')}::timestamptz[],
                               ${column('receivedAt')}::timestamptz[], ${column('clientId')}::uuid[], ${column('correctsId')}::bigint[],
                               ${column('correctionReason')}::text[], ${column('batteryPercent')}::smallint[], ${column('signalStrength')}::smallint[],
                               ${column('photoEvidence')}::jsonb[])
            with ordinality as t(company_id, equipment_id, user_id, api_key_id, temperature, is_manual, recorded_at, received_at, client_id, corrects_id,
                                 correction_reason, battery_percent, signal_strength, photo_evidence, ord)
        ),
        units as (${currentUnitsSql(unitIds, viewer.locationIds)}),
        stale as (${staleUnitsSql(judgedBy, 'units')}),
        earlier as (
          select ${sql.raw(READING_COLUMNS)}, e.location_id from temperature_reading r join equipment e on e.id = r.equipment_id
          where (r.company_id, r.client_id) in (select company_id, client_id from input)
        ),
        fresh as (
          insert into temperature_reading as r (company_id, equipment_id, user_id, api_key_id, temperature, is_manual, recorded_at, received_at, client_id,
                                                corrects_id, correction_reason, battery_percent, signal_strength, photo_evidence)
          select company_id, equipment_id, user_id, api_key_id, temperature, is_manual, recorded_at, received_at, client_id,
                 corrects_id, correction_reason, battery_percent, signal_strength, photo_evidence
          from input
          where client_id not in (select client_id from earlier) and not exists (select 1 from stale)
            and not exists (select 1 from earlier where not (earlier.location_id = any(${viewer.locationIds}::int[])))
          order by ord
          on conflict (company_id, client_id) do nothing
          returning ${sql.raw(READING_COLUMNS)}
        ),
        runs as (
          ${unitRunsSql(runs)}
        ),
        moved as (
          update equipment e set last_temperature = v.temperature, last_recorded_at = v.recorded_at,
            excursion_started_at = ${excursionStartedAtSql('e', 'runs')},
            low_battery_since = case when v.battery_percent is null then e.low_battery_since
                                     when v.battery_percent < ${LOW_BATTERY_PERCENT} then coalesce(e.low_battery_since, v.recorded_at)
                                     else null end
          from (select distinct on (equipment_id) equipment_id, temperature, recorded_at, battery_percent from fresh order by equipment_id, recorded_at desc) v
          join runs on runs.equipment_id = v.equipment_id
          where e.id = v.equipment_id and (e.last_recorded_at is null or e.last_recorded_at <= v.recorded_at)
          returning e.id, e.company_id, e.type, e.alert_delay_minutes, e.last_temperature, e.last_recorded_at, e.excursion_started_at, runs.run_start, runs.manual,
                    e.low_battery_since, v.battery_percent
        ),
        excursions as (
          select json_build_object('equipmentId', id, 'startedAt', excursion_started_at) as payload, ${alertDueAtSql('moved')} as due from moved
          where ${reviewsExcursionSql()}
        ),
        reviews as (
          select (${addJobSql(EXCURSION_REVIEW_TASK, sql`payload`, { runAt: sql`due`, jobKey: sql`case when due is not null then ${excursionDueKeySql('payload')} end` })}).run_at from excursions
        ),
        low_batteries as (
          select ${addJobSql(LOW_BATTERY_TASK, sql`json_build_object('equipmentId', id, 'since', low_battery_since, 'batteryPercent', battery_percent)`, {})} from moved
          where low_battery_since = last_recorded_at
        ),
        audit as (${readingsAudit(viewer)})
        select 'fresh' as kind, ${sql.raw(READING_COLUMNS)}, null::int as location_id, null::jsonb as unit from fresh r
        union all select 'earlier', ${sql.raw(READING_COLUMNS)}, r.location_id, null from earlier r
        union all select 'moved', id, id, null, null, null, last_temperature, null, last_recorded_at, null, null, null, null, null, null, null, null, null from moved
        union all select 'review', null, null, null, null, null, null, null, run_at, null, null, null, null, null, null, null, null, null from reviews
        union all select 'review', null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null from low_batteries
        union all select 'unit', null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, to_jsonb(u) from units u
        union all select 'stale', null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null from stale
        order by kind, id`,
  );
  const locations = new Map(rows.map((row) => [row.equipmentId, row.locationId]));
  const fresh: ReadingType[] = [];
  const earlier: ReadingType[] = [];
  const moved = new Map<number, LatestReading>();
  const units: UnitRow[] = [];
  const dueReviews: Date[] = [];
  let [foreignClientId, stale] = [false, false];
  for (const row of stored) {
    if (row.kind === 'fresh') fresh.push(toReading({ ...row, location_id: locations.get(row.equipment_id)! }));
    else if (row.kind === 'unit') units.push(row.unit!);
    else if (row.kind === 'stale') stale = true;
    else if (row.kind === 'review') {
      if (row.recorded_at) dueReviews.push(new Date(row.recorded_at));
    } else if (row.kind === 'moved') moved.set(row.equipment_id, { temperature: Number(row.temperature), recordedAt: new Date(row.recorded_at) });
    else if (viewer.locationIds.includes(row.location_id)) earlier.push(toReading(row));
    else foreignClientId = true;
  }
  return { stale, units, dueReviews, fresh, earlier, foreignClientId, moved };
}

/** One audit event for the readings this statement stored: the reading itself, or the ids of a batch; a gateway's carry its key. */
function readingsAudit(viewer: Viewer): RawBuilder<unknown> {
  const actor = { userId: viewer.apiKeyId === undefined ? viewer.userId : null, companyId: viewer.companyId };
  const source = viewer.apiKeyId === undefined ? sql`'{}'::jsonb` : sql`jsonb_build_object('apiKeyId', ${viewer.apiKeyId}::int)`;
  return auditInsert(actor, {
    entity: 'temperature_reading',
    entityId: sql`min(id)::text`,
    action: sql`case when count(*) > 1 then 'record_batch' when bool_or(corrects_id is not null) then 'correct' else 'record' end`,
    after: sql`${source} || case when count(*) > 1 then jsonb_build_object('ids', jsonb_agg(id order by id))
                    else jsonb_build_object('equipmentId', min(equipment_id), 'temperature', min(temperature)::float8, 'correctsId', min(corrects_id)) end`,
    from: sql`fresh having count(*) > 0`,
  });
}

/** Readings stored earlier under these clientIds (unique per company): a retry gets the original back, never a second row. */
export async function storedReadings(em: EntityManager, viewer: Viewer, companyIds: number[], clientIds: string[]): Promise<Map<string, ReadingType>> {
  if (!clientIds.length) return new Map();
  const stored = await rowsOf<StoredRow>(
    em,
    sql`select ${sql.raw(READING_COLUMNS)}, e.location_id from temperature_reading r join equipment e on e.id = r.equipment_id
        where r.company_id = any(${companyIds}::int[]) and r.client_id = any(${clientIds}::uuid[])`,
  );
  if (stored.some((row) => !viewer.locationIds.includes(row.location_id))) throw new InvalidInput('clientId is already used by another reading');
  return new Map(stored.map((row) => [row.client_id, toReading(row)]));
}

/** A reading within the viewer's locations, or undefined. */
export async function findReading(em: EntityManager, viewer: Viewer, id: number): Promise<ReadingType | undefined> {
  const [row] = await rowsOf<StoredRow>(
    em,
    sql`select ${sql.raw(READING_COLUMNS)}, e.location_id from temperature_reading r join equipment e on e.id = r.equipment_id
        where r.id = ${id} and e.location_id = any(${viewer.locationIds}::int[])`,
  );
  return row && toReading(row);
}

export function toReading(row: StoredRow): ReadingType {
  return {
    id: Number(row.id),
    equipmentId: row.equipment_id,
    locationId: row.location_id,
    temperature: Number(row.temperature),
    isManual: isManualReading({ apiKeyId: row.api_key_id }),
    recordedAt: new Date(row.recorded_at),
    receivedAt: new Date(row.received_at),
    recordedById: row.user_id,
    apiKeyId: row.api_key_id,
    clientId: row.client_id,
    correctsId: row.corrects_id === null ? null : Number(row.corrects_id),
    correctionReason: row.correction_reason,
    batteryPercent: row.battery_percent,
    signalStrength: row.signal_strength,
    photoEvidence: storedPhotos(row.photo_evidence),
    status: 'UNKNOWN',
  };
}
