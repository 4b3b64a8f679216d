import { InvalidInput } from '../../errors.js';
import { isPlainObject } from '../../http/parse.js';

/**
 * Where a decoded payload keeps each value. Payload formatters name them as their vendor chose
 * (Dragino LHT65: TempC_SHT, BatV; LDS02: DOOR_OPEN_STATUS); the first name present wins. A webhook
 * URL may name its own (query parameters, comma-separated; `a.b` reaches a nested field).
 */
export interface PayloadFieldNames {
  temperature: string[];
  batteryPercent: string[];
  batteryVolts: string[];
  door: string[];
}

export const DEFAULT_PAYLOAD_FIELDS: PayloadFieldNames = {
  temperature: ['temperature', 'TempC_SHT', 'TempC_DS', 'temp', 'Temperature'],
  batteryPercent: ['battery', 'batteryPercent', 'battery_percent'],
  batteryVolts: ['BatV', 'batV', 'battery_voltage'],
  door: ['door_open', 'DOOR_OPEN_STATUS', 'doorOpen', 'door'],
};

/** The query parameter that overrides each list. */
const PARAMETERS: Record<keyof PayloadFieldNames, string> = {
  temperature: 'temperatureField',
  batteryPercent: 'batteryField',
  batteryVolts: 'batteryVoltsField',
  door: 'doorField',
};

/**
 * A lithium sensor cell's voltage as a share: 2.5 V empty, 3.6 V full, linear in between. An
 * approximation, close enough to warn before a sensor goes silent (LOW_BATTERY_PERCENT).
 */
const EMPTY_VOLTS = 2.5;
const FULL_VOLTS = 3.6;

export function payloadFieldNames(query: Record<string, unknown>): PayloadFieldNames {
  const names = { ...DEFAULT_PAYLOAD_FIELDS };
  for (const key of Object.keys(PARAMETERS) as (keyof PayloadFieldNames)[]) {
    const value = query[PARAMETERS[key]];
    if (typeof value === 'string' && value.trim() !== '')
      names[key] = value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
  }
  return names;
}

/** What one uplink says about its unit; each null when the payload has no such field. */
export interface SensorValues {
  temperature: number | null;
  batteryPercent: number | null;
  doorOpen: boolean | null;
}

export function sensorValues(decoded: Record<string, unknown>, names: PayloadFieldNames): SensorValues {
  const temperature = first(decoded, names.temperature);
  const percent = first(decoded, names.batteryPercent);
  const volts = first(decoded, names.batteryVolts);
  const door = first(decoded, names.door);
  const values = {
    temperature: temperature === undefined ? null : numberAt(temperature),
    batteryPercent: percent !== undefined ? clampPercent(numberAt(percent)) : volts !== undefined ? voltsToPercent(numberAt(volts)) : null,
    doorOpen: door === undefined ? null : doorOpenAt(door),
  };
  if (values.temperature === null && values.doorOpen === null) {
    throw new InvalidInput(`The decoded payload has no temperature (${names.temperature.join(', ')}) or door (${names.door.join(', ')}) field`);
  }
  return values;
}

function first(decoded: Record<string, unknown>, names: string[]): { name: string; value: unknown } | undefined {
  for (const name of names) {
    const value = name.split('.').reduce<unknown>((at, part) => (isPlainObject(at) ? at[part] : undefined), decoded);
    if (value !== undefined && value !== null) return { name, value };
  }
  return undefined;
}

function numberAt({ name, value }: { name: string; value: unknown }): number {
  const number = typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw new InvalidInput(`Decoded field ${name} must be a number`);
  return number;
}

const clampPercent = (value: number): number => Math.round(Math.min(100, Math.max(0, value)));
const voltsToPercent = (volts: number): number => clampPercent(((volts - EMPTY_VOLTS) / (FULL_VOLTS - EMPTY_VOLTS)) * 100);

const OPEN_WORDS = new Set(['open', 'opened', 'true', '1']);
const CLOSED_WORDS = new Set(['closed', 'close', 'false', '0']);

/** A door contact's state: true/false, 1/0, or the words open/closed in any case. */
function doorOpenAt({ name, value }: { name: string; value: unknown }): boolean {
  const word = String(value).trim().toLowerCase();
  if (OPEN_WORDS.has(word)) return true;
  if (CLOSED_WORDS.has(word)) return false;
  throw new InvalidInput(`Decoded field ${name} must say whether the door is open (true/false, 1/0, open/closed)`);
}
