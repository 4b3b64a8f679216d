import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { sha256Of } from '../backups/backup-store.js';
import { csvOf } from '../reports/pack-csv.js';
import { type PackClock, withLocalTimes } from '../reports/pack-local-times.js';
import { CSV_RECORD_TYPES } from '../reports/pack-records.js';

/** The due-diligence pack's temperature-readings.csv: the archive keeps the very columns an inspector already reads. */
const READINGS = CSV_RECORD_TYPES.find((type) => type.file === 'temperature-readings')!;

/**
 * Writes the given readings of one company, gzipped, as the pack's temperature-readings.csv (UTF-8
 * BOM, CRLF): the pack's own query, narrowed to exactly these ids.
 */
export async function writeReadingsArchive(client: pg.Client, companyId: number, ids: string[], clock: PackClock, file: string): Promise<void> {
  const locations = await client.query<{ ids: number[] }>('select coalesce(array_agg(id), $2) ids from location where company_id = $1', [companyId, []]);
  const query = `select * from (${READINGS.sql}) archived where archived.id = any($5::bigint[]) order by archived.recorded_at, archived.id`;
  const rows = client.query(new QueryStream(query, [companyId, locations.rows[0]!.ids, new Date(0), new Date('9999-01-01'), ids], { batchSize: 500 }));
  const local = new Transform({
    objectMode: true,
    transform(row: Record<string, unknown>, _encoding, callback) {
      callback(null, withLocalTimes(row, READINGS, clock));
    },
  });
  await pipeline(rows, local, csvOf(READINGS), createGzip(), createWriteStream(file));
}

/**
 * Re-reads a written archive: its SHA-256 must be the one recorded, and its records exactly the
 * readings about to be removed (by the Reading column, the first). Throws otherwise.
 */
export async function verifyReadingsArchive(file: string, sha256: string, ids: string[]): Promise<void> {
  const actual = await sha256Of(file);
  if (actual !== sha256) throw new Error(`archive ${file}: SHA-256 ${actual} is not the recorded ${sha256}`);
  const archived = await firstFieldsOf(file);
  const header = archived.shift();
  if (header !== '\ufeffReading') throw new Error(`archive ${file}: not a temperature-readings.csv (header ${header})`);
  const expected = [...ids].sort();
  archived.sort();
  if (archived.length !== expected.length || archived.some((id, index) => id !== expected[index])) {
    throw new Error(`archive ${file}: ${archived.length} readings archived, ${expected.length} to remove, or not the same ones`);
  }
}

/** Each CSV record's first field (RFC 4180: a quoted field may hold CRLF, commas and doubled quotes). */
async function firstFieldsOf(file: string): Promise<string[]> {
  const fields: string[] = [];
  let quoted = false;
  let field = '';
  let firstDone = false;
  let previous = '';
  for await (const chunk of createReadStream(file).pipe(createGunzip()).setEncoding('utf8')) {
    for (const char of chunk as string) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && char === '\n' && previous === '\r') {
        if (!firstDone) fields.push(field);
        field = '';
        firstDone = false;
      } else if (!quoted && char === ',' && !firstDone) {
        fields.push(field);
        firstDone = true;
      } else if (!firstDone && char !== '\r') field += char;
      previous = char;
    }
  }
  if (!firstDone && field) fields.push(field);
  return fields;
}
