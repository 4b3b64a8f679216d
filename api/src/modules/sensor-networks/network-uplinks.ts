import { InvalidInput } from '../../errors.js';
import { isPlainObject } from '../../http/parse.js';
import { normaliseDeviceEui } from '../temperature/device-eui.js';

export type SensorNetwork = 'ttn' | 'chirpstack';

/** One LoRaWAN uplink as both network servers describe it, reduced to what a reading needs. */
export interface Uplink {
  network: SensorNetwork;
  deviceEui: string;
  /** When the network server received it (its own clock; the sensor has none). */
  receivedAt: Date;
  /** The payload formatter's (codec's) output: the sensor's fields by name. */
  decoded: Record<string, unknown>;
  /** The first gateway's RSSI (dBm), when it reports one. */
  rssi: number | null;
  /** The network server's own id for this uplink: the same on every retry of its delivery. */
  uplinkId: string;
}

/**
 * The Things Stack v3 webhook, "Uplink message": `end_device_ids.dev_eui`, `received_at`, and
 * `uplink_message` with `decoded_payload`, `f_cnt`, `rx_metadata`. Its `as:up:<ULID>` correlation
 * id names the uplink; without one, the device's frame counter does.
 */
export function ttnUplink(body: unknown): Uplink {
  if (!isPlainObject(body)) throw new InvalidInput('Expected a JSON object (a The Things Stack uplink message)');
  const devEui = field(body.end_device_ids, 'dev_eui');
  if (typeof devEui !== 'string') throw new InvalidInput('end_device_ids.dev_eui is missing: not a The Things Stack uplink message');
  const deviceEui = normaliseDeviceEui(devEui);
  const message = body.uplink_message;
  if (!isPlainObject(message)) throw new InvalidInput('uplink_message is missing: enable only "Uplink message" on this webhook');
  const correlation = Array.isArray(body.correlation_ids) ? body.correlation_ids.find((id) => typeof id === 'string' && id.startsWith('as:up:')) : undefined;
  const frame = typeof message.f_cnt === 'number' ? `f_cnt:${message.f_cnt}` : undefined;
  const uplinkId = correlation ?? frame;
  if (uplinkId === undefined) throw new InvalidInput('uplink_message.f_cnt is missing and no as:up correlation id names the uplink');
  return {
    network: 'ttn',
    deviceEui,
    receivedAt: timeOf(body.received_at ?? message.received_at, 'received_at'),
    decoded: decodedOf(message.decoded_payload, 'uplink_message.decoded_payload'),
    rssi: rssiOf(message.rx_metadata),
    uplinkId,
  };
}

/** ChirpStack v4's HTTP integration events that are not uplinks (joins, status, acks, logs…): answered and ignored. */
const CHIRPSTACK_OTHER_EVENTS = new Set(['join', 'status', 'ack', 'txack', 'log', 'location', 'integration']);

/**
 * ChirpStack v4 HTTP integration (JSON encoding), `?event=up`: `deviceInfo.devEui`, `object` (the
 * codec's output), `time`, `rxInfo`, and `deduplicationId`, which names the uplink. Null for its
 * other events, which the same URL receives.
 */
export function chirpStackUplink(event: string | undefined, body: unknown): Uplink | null {
  if (event === undefined) throw new InvalidInput('The event query parameter is missing (ChirpStack sends ?event=up)');
  if (CHIRPSTACK_OTHER_EVENTS.has(event)) return null;
  if (event !== 'up') throw new InvalidInput(`Unknown ChirpStack event: ${event}`);
  if (!isPlainObject(body)) throw new InvalidInput('Expected a JSON object (a ChirpStack up event; set the integration to JSON)');
  const devEui = field(body.deviceInfo, 'devEui');
  if (typeof devEui !== 'string') throw new InvalidInput('deviceInfo.devEui is missing: not a ChirpStack v4 up event');
  const deviceEui = normaliseDeviceEui(devEui);
  if (typeof body.deduplicationId !== 'string' || body.deduplicationId === '') throw new InvalidInput('deduplicationId is missing');
  return {
    network: 'chirpstack',
    deviceEui,
    receivedAt: body.time === undefined ? new Date() : timeOf(body.time, 'time'),
    decoded: decodedOf(body.object, 'object'),
    rssi: rssiOf(body.rxInfo),
    uplinkId: body.deduplicationId,
  };
}

const field = (parent: unknown, name: string): unknown => (isPlainObject(parent) ? parent[name] : undefined);

function decodedOf(value: unknown, path: string): Record<string, unknown> {
  if (!isPlainObject(value)) throw new InvalidInput(`${path} is missing: add a payload formatter (codec) that decodes the sensor's bytes`);
  return value;
}

function timeOf(value: unknown, path: string): Date {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new InvalidInput(`${path} must be an ISO date-time`);
  return date;
}

/** The first gateway's RSSI in whole dBm, or null when none is reported or it is out of a radio's range. */
function rssiOf(metadata: unknown): number | null {
  const first = Array.isArray(metadata) ? metadata[0] : undefined;
  const rssi = field(first, 'rssi') ?? field(first, 'channel_rssi');
  return typeof rssi === 'number' && rssi >= -150 && rssi <= 0 ? Math.round(rssi) : null;
}
