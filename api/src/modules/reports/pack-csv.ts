import { PassThrough, Transform, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type Options, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import yazl from 'yazl';
import { ANCHOR_COLUMNS, AUDIT_EVENT_COLUMNS, auditEventsSql, manifestOf, packChainIn, readmeOf, verifierSource } from './pack-chain.js';
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
 * records) is written by this one writer. The audit chain's file is written verbatim: its cells are
 * hashes, numbers, code names and JSON objects (none can start a formula), and its verifier hashes
 * them byte for byte.
 */
export function csvOf(type: PackRecordType) {
  return csvWith(csvColumns(type), type.numberColumns ?? []);
}

/**
 * A small CSV held in memory (a screen's table, e.g. the league table), by the same writer and
 * rules: `numberColumns` are written as they are, every other text cell made spreadsheet-safe.
 */
export function csvTextOf(columns: [string, string][], numberColumns: string[], rows: Record<string, unknown>[]): string {
  return stringifySync(rows, csvOptions(columns, numberColumns));
}

const csvWith = (columns: [string, string][], verbatim: string[]) => stringify(csvOptions(columns, verbatim));

/** `verbatim` columns are written as they are: numbers, and the audit chain's fields, which its verifier hashes byte for byte. */
function csvOptions(columns: [string, string][], verbatim: string[]): Options {
  const kept = new Set(verbatim);
  return {
    bom: true,
    header: true,
    record_delimiter: 'windows',
    // A lone CR is a line break to Excel and RFC 4180 alike; csv-stringify quotes only the record delimiter and LF by itself.
    quoted_match: /\r/,
    columns: columns.map(([key, header]) => ({ key, header })),
    cast: {
      string: (text, cell) => (kept.has(String(cell.column)) ? text : spreadsheetSafe(text)),
      date: (value) => value.toISOString(),
      boolean: (value) => (value ? 'yes' : 'no'),
    },
  };
}

/**
 * Writes the ZIP of one CSV per record type, then the audit chain (pack-chain.ts) and its standalone
 * verifier. Each file is a cursor's rows piped through the CSV
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
  withheldAuditContents: boolean,
  /** Small files computed before the snapshot (haccp-plan.csv), added whole. */
  extraFiles: { name: string; content: string }[] = [],
): Promise<void> {
  const chain = await packChainIn(client, scope.companyId, withheldAuditContents);
  const zip = new yazl.ZipFile();
  zip.outputStream.pipe(out);
  const total = CSV_RECORD_TYPES.length + 1;
  const stream = (name: string, query: QueryStream, csv: Transform, done: number, local?: Transform) => {
    zip.addReadStreamLazy(name, (deliver) => {
      const rows = client.query(query);
      const file = coalesced();
      const through = local ?? new PassThrough({ objectMode: true });
      rows.on('error', (error) => through.destroy(error));
      through.on('error', (error) => csv.destroy(error));
      csv.on('error', (error) => file.destroy(error));
      csv.on('end', () => void progress(done, total));
      deliver(null, rows.pipe(through).pipe(csv).pipe(file));
    });
  };
  CSV_RECORD_TYPES.forEach((type, index) => {
    // 200 rows a fetch: fewer rows alive at once survive V8's young-generation collections, so
    // less garbage is promoted and the old generation grows less over millions of rows.
    stream(`${type.file}.csv`, new QueryStream(type.sql, scopeParams(scope), { batchSize: 200 }), csvOf(type), index + 1, localTimes(type, clock));
  });
  const events = new QueryStream(auditEventsSql(chain.withheld), [scope.companyId, chain.head?.seq ?? 0], { batchSize: 200 });
  stream(
    'audit-events.csv',
    events,
    csvWith(
      AUDIT_EVENT_COLUMNS,
      AUDIT_EVENT_COLUMNS.map(([key]) => key),
    ),
    total,
  );
  const anchors = chain.anchors.map((anchor) => ({ ...anchor, recipients: anchor.recipients.join('; ') }));
  zip.addBuffer(Buffer.from(stringifySync(anchors, csvOptions(ANCHOR_COLUMNS, ['seq', 'hash']))), 'audit-anchors.csv');
  zip.addBuffer(Buffer.from(manifestOf(chain, scope.companyId)), 'audit-chain.json');
  zip.addBuffer(await verifierSource(), 'verify-pack.mjs');
  zip.addBuffer(Buffer.from(readmeOf(chain)), 'README.txt');
  for (const file of extraFiles) zip.addBuffer(Buffer.from(file.content), file.name);
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
