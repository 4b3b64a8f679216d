import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { sql } from 'kysely';
import { readingStatus, targetBounds } from './reading-status.js';
import type { ReadingType } from './temperature.types.js';

export interface RecentReadingsKey {
  equipmentId: number;
  limit: number;
}

interface Row {
  id: string;
  equipment_id: number;
  location_id: number;
  type: string;
  target_min_temp: string | null;
  target_max_temp: string | null;
  user_id: number;
  temperature: string;
  is_manual: boolean;
  recorded_at: Date;
  received_at: Date;
  client_id: string | null;
  corrects_id: string | null;
  correction_reason: string | null;
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
      const { rows } = await sql<Row>`select r.id, e.id as equipment_id, e.location_id, e.type, e.target_min_temp, e.target_max_temp, r.user_id, r.temperature,
                r.is_manual, r.recorded_at, r.received_at, r.client_id, r.corrects_id, r.correction_reason
         from equipment e
         cross join lateral (select * from temperature_reading t where t.equipment_id = e.id order by t.recorded_at desc limit ${limit}) r
         where e.id = any(${ids}::int[])
         order by e.id, r.recorded_at desc`.execute(em.getKysely());
      const byUnit = Map.groupBy(rows.map(toReading), (r) => r.equipmentId);
      return keys.map((k) => (byUnit.get(k.equipmentId) ?? []).slice(0, k.limit));
    },
    { cacheKeyFn: (k) => `${k.equipmentId}:${k.limit}` },
  );
}

function toReading(row: Row): ReadingType {
  const temperature = Number(row.temperature);
  const bounds = targetBounds(
    row.type,
    row.target_min_temp === null ? null : Number(row.target_min_temp),
    row.target_max_temp === null ? null : Number(row.target_max_temp),
  );
  return {
    id: Number(row.id),
    equipmentId: row.equipment_id,
    locationId: row.location_id,
    temperature,
    isManual: row.is_manual,
    recordedAt: new Date(row.recorded_at),
    receivedAt: new Date(row.received_at),
    recordedById: row.user_id,
    clientId: row.client_id,
    correctsId: row.corrects_id === null ? null : Number(row.corrects_id),
    correctionReason: row.correction_reason,
    status: readingStatus(temperature, bounds),
  };
}
