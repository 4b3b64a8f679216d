import { Transform, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import yazl from 'yazl';
import { csvColumns, type PackClock, withLocalTimes } from './pack-local-times.js';
import { CSV_RECORD_TYPES, type PackRecordType, type PackScope, scopeParams } from './pack-records.js';

/** A cell a spreadsheet would run as a formula (OWASP's list: = + - @, and tab or CR before one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (a temperature of -18.50): a spreadsheet reads it as the number it is, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A text cell as a spreadsheet may safely open it: one that would start a formula (a person named
 * `=HYPERLINK(…)`) gets OWASP's leading single quote, so Excel, LibreOffice and Sheets show it as
 * text. Numbers stay numbers. Every CSV the product writes goes through csvOf, which applies this
 * to every string cell before RFC 4180 quoting.
 */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * csv-stringify (the `csv` project, long maintained) does RFC 4180 quoting: fields with commas,
 * quotes or line breaks are quoted and quotes doubled, records end in CRLF. The BOM makes Excel
 * read the file as UTF-8, so names like Zoë stay Zoë. Text cells are made spreadsheet-safe first
 * (spreadsheetSafe). Any CSV the product writes (the pack, the readings archive, any new file of
 * records) is written by this one writer.
 */
export function csvOf(type: PackRecordType) {
  const numbers = new Set(type.numberColumns);
  return stringify({
    bom: true,
    header: true,
    record_delimiter: 'windows',
    // A lone CR is a line break to Excel and RFC 4180 alike; csv-stringify quotes only the record delimiter and LF by itself.
    quoted_match: /\r/,
    columns: csvColumns(type).map(([key, header]) => ({ key, header })),
    cast: {
      string: (text, cell) => (numbers.has(String(cell.column)) ? text : spreadsheetSafe(text)),
      date: (value) => value.toISOString(),
      boolean: (value) => (value ? 'yes' : 'no'),
    },
  });
}

/**
 * Writes the ZIP of one CSV per record type. Each file is a cursor's rows piped through the CSV
 * writer into the ZIP (yazl, which streams entries and honours back-pressure), so memory stays
 * flat however many readings the range holds. yazl asks for each entry only when it reaches it,
 * so one query runs at a time on the one connection.
 */
export async function writeCsvPack(
  client: pg.PoolClient,
  scope: PackScope,
  clock: PackClock,
  out: Writable,
  progress: (done: number, total: number) => Promise<void>,
): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.outputStream.pipe(out);
  CSV_RECORD_TYPES.forEach((type, index) => {
    zip.addReadStreamLazy(`${type.file}.csv`, (deliver) => {
      // 200 rows a fetch: fewer rows alive at once survive V8's young-generation collections, so
      // less garbage is promoted and the old generation grows less over millions of rows.
      const rows = client.query(new QueryStream(type.sql, scopeParams(scope), { batchSize: 200 }));
      const local = localTimes(type, clock);
      const csv = csvOf(type);
      const file = coalesced();
      rows.on('error', (error) => local.destroy(error));
      local.on('error', (error) => csv.destroy(error));
      csv.on('error', (error) => file.destroy(error));
      csv.on('end', () => void progress(index + 1, CSV_RECORD_TYPES.length));
      deliver(null, rows.pipe(local).pipe(csv).pipe(file));
    });
  });
  const zipFailed = new Promise<never>((_resolve, reject) => zip.on('error', reject));
  zip.end();
  await Promise.race([finished(out), zipFailed]);
}

/** Each row with its times on the location's clock as well (the UTC columns stay as they are). */
function localTimes(type: PackRecordType, clock: PackClock): Transform {
  return new Transform({
    objectMode: true,
    transform(row: Record<string, unknown>, _encoding, callback) {
      callback(null, withLocalTimes(row, type, clock));
    },
  });
}

/**
 * csv-stringify pushes one small chunk per record, and each chunk written to the ZIP's deflate
 * stream is a separate zlib job on libuv's thread pool: millions of thread hand-offs per year of
 * readings, the writer mostly waiting. Handing the ZIP 64 KB at a time keeps the same bytes.
 */
function coalesced(bytes = 64 * 1024): Transform {
  let pending: Buffer[] = [];
  let size = 0;
  const drain = (stream: Transform) => {
    if (size) stream.push(Buffer.concat(pending, size));
    pending = [];
    size = 0;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      pending.push(buffer);
      size += buffer.length;
      if (size >= bytes) drain(this);
      callback();
    },
    flush(callback) {
      drain(this);
      callback();
    },
  });
}
