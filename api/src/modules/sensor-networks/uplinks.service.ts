import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { Forbidden, Unauthenticated } from '../../errors.js';
import type { LiveEvents } from '../../events/live-events.js';
import type { Viewer } from '../../viewer.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { storeReadings } from '../temperature/readings.service.js';
import { recordDoorChange } from './door-events.service.js';
import type { Uplink } from './network-uplinks.js';
import { type PayloadFieldNames, sensorValues } from './payload-fields.js';

/** What became of an uplink: the webhook's answer. */
export interface UplinkOutcome {
  /** stored: a new reading or door change; duplicate: this uplink was received before; unknown_device: no unit names the device. */
  status: 'stored' | 'duplicate' | 'unknown_device';
  equipmentId?: number;
  readingId?: number;
  doorOpen?: boolean;
}

/** A sample of an unknown device's payload is kept only up to this size (characters of JSON). */
const MAX_SAMPLE = 2000;

/**
 * An uplink from a network server, sent with a gateway API key. The unit whose settings name the
 * device gets its door change and its reading through the same path as any sensor reading (the
 * excursion, delay and alert rules apply unchanged); the network server's id for the uplink,
 * hashed with the company, is the reading's clientId, so a redelivery stores nothing new. A device
 * no unit names is listed for mapping and stores nothing.
 */
export async function receiveUplink(em: EntityManager, viewer: Viewer, events: LiveEvents, uplink: Uplink, names: PayloadFieldNames): Promise<UplinkOutcome> {
  const companyId = viewer.companyId;
  if (viewer.apiKeyId === undefined || companyId === null) throw new Unauthenticated('Network servers send a gateway API key: Authorization: Bearer <key>');
  const unit = await em.findOne(Equipment, { company: companyId, deviceEui: uplink.deviceEui, isActive: true }, { fields: ['id', 'location'] });
  if (!unit) {
    await listUnknownDevice(em, companyId, viewer.apiKeyId, uplink);
    return { status: 'unknown_device' };
  }
  if (!viewer.locationIds.includes(unit.location.id)) throw new Forbidden('This API key does not reach the location of the unit this device is mapped to');
  const values = sensorValues(uplink.decoded, names);
  const outcome: UplinkOutcome = { status: 'duplicate', equipmentId: unit.id };
  if (values.doorOpen !== null) {
    if (await recordDoorChange(em, viewer, { equipmentId: unit.id, isOpen: values.doorOpen, occurredAt: uplink.receivedAt })) outcome.status = 'stored';
    outcome.doorOpen = values.doorOpen;
  }
  if (values.temperature === null) return outcome;
  const clientId = uplinkClientId(companyId, uplink);
  const { readings, storedNow } = await storeReadings(em, viewer, events, [
    {
      equipmentId: unit.id,
      temperature: values.temperature,
      recordedAt: uplink.receivedAt,
      clientId,
      batteryPercent: values.batteryPercent,
      signalStrength: uplink.rssi,
    },
  ]);
  if (storedNow.has(clientId)) outcome.status = 'stored';
  return { ...outcome, readingId: readings[0].id };
}

/** A UUID (version 5 layout) from the network, company, device and the network server's uplink id. */
function uplinkClientId(companyId: number, uplink: Uplink): string {
  const hex = createHash('sha256').update(`${uplink.network}|${companyId}|${uplink.deviceEui}|${uplink.uplinkId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One row per company and device, refreshed by each uplink: last seen, how many, the latest payload as a sample. */
async function listUnknownDevice(em: EntityManager, companyId: number, apiKeyId: number, uplink: Uplink): Promise<void> {
  const sample = JSON.stringify(uplink.decoded);
  const payload = sample.length <= MAX_SAMPLE ? sample : JSON.stringify({ truncated: sample.slice(0, MAX_SAMPLE) });
  await sql`
    insert into unknown_device (company_id, device_eui, network, api_key_id, payload_sample)
    values (${companyId}, ${uplink.deviceEui}, ${uplink.network}, ${apiKeyId}, ${payload}::jsonb)
    on conflict (company_id, device_eui) do update set last_seen_at = now(), uplinks = unknown_device.uplinks + 1,
      network = excluded.network, api_key_id = excluded.api_key_id, payload_sample = excluded.payload_sample`.execute(em.getKysely());
}
