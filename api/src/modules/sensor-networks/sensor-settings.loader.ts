import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { sql } from 'kysely';

/** A unit's LoRaWAN and door settings, read beside the card fields so the reading write's hot path stays as it is. */
export interface UnitSensorSettings {
  deviceEui: string | null;
  doorAlertMinutes: number;
  doorOpenSince: Date | null;
}

const perRequest = new WeakMap<EntityManager, DataLoader<number, UnitSensorSettings>>();

/** One query per request for every unit whose sensor settings it asks for (the units were reached by the caller). */
export function sensorSettingsLoader(em: EntityManager): DataLoader<number, UnitSensorSettings> {
  const existing = perRequest.get(em);
  if (existing) return existing;
  const loader = new DataLoader<number, UnitSensorSettings>(async (ids) => {
    const { rows } = await sql<{ id: number; device_eui: string | null; door_alert_minutes: number; door_open_since: Date | null }>`
      select id, device_eui, door_alert_minutes, door_open_since from equipment where id = any(${[...ids]}::int[])`.execute(em.getKysely());
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      return {
        deviceEui: row?.device_eui ?? null,
        doorAlertMinutes: row?.door_alert_minutes ?? 5,
        doorOpenSince: row?.door_open_since ? new Date(row.door_open_since) : null,
      };
    });
  });
  perRequest.set(em, loader);
  return loader;
}
