import { type DateFormat, formatLocalDateTime } from '../../database/local-time.js';
import type { PackRecordType } from './pack-records.js';

/**
 * How a pack writes times for people: on each location's clock, with its zone named, the day in
 * the company's date format. A row of no location (a company-wide cleaning schedule) uses the
 * pack's zone, its first location's.
 */
export interface PackClock {
  dateFormat: DateFormat;
  timeZone: string;
}

type Row = Record<string, unknown>;

const A_TIME = /^\d{4}-/;

/**
 * The CSV's columns: the ones machines read, as they always were (times in UTC, ISO 8601), then
 * each time again on the location's clock, then the zone those are in. Added at the end, so every
 * earlier column keeps its place.
 */
export function csvColumns(type: PackRecordType): [string, string][] {
  const header = new Map(type.columns);
  const local: [string, string][] = [
    ...(type.times ?? []).map((key): [string, string] => [`${key}_local`, `${header.get(key)} (local)`]),
    ...(type.localColumns ?? []),
  ];
  return local.length ? [...type.columns, ...local, ['time_zone', 'Time zone']] : type.columns;
}

/** Each UTC time column with its twin's key, made once per record type (a row-by-row `${key}_local` costs more than the formatting). */
const twinKeys = new WeakMap<PackRecordType, [string, string][]>();
function twinsOf(type: PackRecordType): [string, string][] {
  let twins = twinKeys.get(type);
  if (!twins) {
    twins = (type.times ?? []).map((key): [string, string] => [key, `${key}_local`]);
    twinKeys.set(type, twins);
  }
  return twins;
}

/** Fills in the row's local twins (see PackRecordType.times) and its zone, in place. */
export function withLocalTimes(row: Row, type: PackRecordType, clock: PackClock): Row {
  if (!type.times) return row;
  let timeZone = row.time_zone;
  if (typeof timeZone !== 'string') {
    timeZone = clock.timeZone;
    row.time_zone = timeZone;
  }
  for (const [key, twin] of twinsOf(type)) {
    const utc = row[key];
    // Words in a time's place (an excursion 'still open') stay as they are.
    row[twin] = typeof utc === 'string' ? (A_TIME.test(utc) ? formatLocalDateTime(utc, timeZone as string, clock.dateFormat) : utc) : null;
  }
  return row;
}
