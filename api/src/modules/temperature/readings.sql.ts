import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../auth/viewer.js';
import type { ReadingType } from './temperature.types.js';

/** One reading ready to store. Every row has a clientId (the client's, or one made here), which keys retries. */
export interface ReadingRow {
  companyId: number;
  equipmentId: number;
  locationId: number;
  userId: number;
  temperature: number;
  isManual: boolean;
  recordedAt: Date;
  receivedAt: Date;
  clientId: string;
  correctsId: number | null;
  correctionReason: string | null;
}

/** A temperature_reading row with its equipment's location. */
export interface StoredRow {
  id: string;
  equipment_id: number;
  location_id: number;
  company_id: number;
  user_id: number;
  temperature: string;
  is_manual: boolean;
  recorded_at: Date;
  received_at: Date;
  client_id: string;
  corrects_id: string | null;
  correction_reason: string | null;
}

export const READING_COLUMNS =
  'r.id, r.equipment_id, r.company_id, r.user_id, r.temperature, r.is_manual, r.recorded_at, r.received_at, r.client_id, r.corrects_id, r.correction_reason';

/** One multi-row INSERT; rows whose clientId is already stored are skipped, not duplicated. */
export async function insertReadings(em: EntityManager, rows: ReadingRow[]): Promise<ReadingType[]> {
  const column = <K extends keyof ReadingRow>(key: K) => rows.map((row) => row[key]);
  const stored = await rowsOf<StoredRow>(
    em,
    sql`insert into temperature_reading as r (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at, client_id, corrects_id, correction_reason)
        select * from unnest(${column('companyId')}::int[], ${column('equipmentId')}::int[], ${column('userId')}::int[], ${column('temperature')}::numeric[],
                             ${column('isManual')}::boolean[], ${column('recordedAt')}::timestamptz[], ${column('receivedAt')}::timestamptz[],
                             ${column('clientId')}::uuid[], ${column('correctsId')}::bigint[], ${column('correctionReason')}::text[])
        on conflict (client_id) do nothing
        returning ${sql.raw(READING_COLUMNS)}`,
  );
  const locations = new Map(rows.map((row) => [row.equipmentId, row.locationId]));
  return stored.map((row) => toReading({ ...row, location_id: locations.get(row.equipment_id)! }));
}

/** Readings stored earlier under these clientIds: a retry gets the original back, never a second row. */
export async function storedReadings(em: EntityManager, viewer: Viewer, clientIds: string[]): Promise<Map<string, ReadingType>> {
  if (!clientIds.length) return new Map();
  const stored = await rowsOf<StoredRow>(
    em,
    sql`select ${sql.raw(READING_COLUMNS)}, e.location_id from temperature_reading r join equipment e on e.id = r.equipment_id where r.client_id = any(${clientIds}::uuid[])`,
  );
  if (stored.some((row) => !viewer.locationIds.includes(row.location_id))) throw new InvalidInput('clientId is already used by another reading');
  return new Map(stored.map((row) => [row.client_id, toReading(row)]));
}

/** Moves each unit's latest reading forward; a late (older) reading never replaces a newer one. */
export async function moveLatestReadings(em: EntityManager, readings: ReadingType[]): Promise<void> {
  if (!readings.length) return;
  await rowsOf(
    em,
    sql`update equipment e set last_temperature = v.temperature, last_recorded_at = v.recorded_at
        from (select distinct on (equipment_id) equipment_id, temperature, recorded_at
              from unnest(${readings.map((r) => r.equipmentId)}::int[], ${readings.map((r) => r.temperature)}::numeric[], ${readings.map((r) => r.recordedAt)}::timestamptz[])
                as t(equipment_id, temperature, recorded_at)
              order by equipment_id, recorded_at desc) v
        where e.id = v.equipment_id and (e.last_recorded_at is null or e.last_recorded_at <= v.recorded_at)`,
  );
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

/** Runs SQL with natively bound parameters inside the EntityManager's current transaction. */
export async function rowsOf<T>(em: EntityManager, query: RawBuilder<unknown>): Promise<T[]> {
  return (await query.execute(em.getKysely())).rows as T[];
}

export function toReading(row: StoredRow): ReadingType {
  return {
    id: Number(row.id),
    equipmentId: row.equipment_id,
    locationId: row.location_id,
    temperature: Number(row.temperature),
    isManual: row.is_manual,
    recordedAt: new Date(row.recorded_at),
    receivedAt: new Date(row.received_at),
    recordedById: row.user_id,
    clientId: row.client_id,
    correctsId: row.corrects_id === null ? null : Number(row.corrects_id),
    correctionReason: row.correction_reason,
    status: 'UNKNOWN',
  };
}
