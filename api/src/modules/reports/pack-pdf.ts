import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { type DateFormat, formatDay, formatLocalDate, formatLocalDateTime } from '../../database/local-time.js';
import type { ChainHead } from '../audit/audit-chain.js';
import type { ListedAnchor } from '../audit-anchors/audit-anchors.service.js';
import type { HaccpPackSummary } from '../haccp/haccp-pack.service.js';
import type { IntegrityFlagType } from '../history/integrity-flags.types.js';
import { packFonts } from './pack-fonts.js';
import { writeHaccpCoverage, writeHaccpCoverLines } from './pack-haccp.js';
import { type PackClock, withLocalTimes } from './pack-local-times.js';
import { type PackRecordType, type PackScope, PDF_LOCATION_SECTIONS, PDF_PACK_SECTIONS, scopeParams } from './pack-records.js';
import { PdfTable } from './pdf-table.js';
import { PdfText, type TextStyle } from './pdf-text.js';

export interface PackCover {
  companyName: string;
  /** Each with its IANA zone: its records are shown on its own clock. */
  locations: { id: number; name: string; timezone: string }[];
  /** The company's (Settings, General). */
  dateFormat: DateFormat;
  requestedBy: string;
  generatedAt: Date;
  /** Null before the company's first audit event. */
  chainHead: ChainHead | null;
  /** The daily anchors (the chain head e-mailed to the administrators) made in the pack's period. */
  anchors: ListedAnchor[];
  /** Manual readings that look invented, each with the rule that raised it (the history module's rules). */
  integrityFlags: IntegrityFlagType[];
  /** The HACCP plans in force and their monitoring coverage over the period (pack-haccp.ts). */
  haccp: HaccpPackSummary;
}

/** Columns of people's own words: the problem, what was done, notes, form contents. */
const FREE_TEXT = new Set(['description', 'resolution', 'notes', 'content', 'correction_reason', 'verification']);

const TITLE: TextStyle = { font: 'bold', size: 22 };
const HEADING: TextStyle = { font: 'bold', size: 16 };
const SECTION: TextStyle = { font: 'bold', size: 12 };
const NONE: TextStyle = { font: 'italic', size: 9 };
/** Rows of a section's table that must fit below its title, or the section starts on the next page. */
const FIRST_ROWS = 3;

/** As wide as any day the company's date format prints. */
const SAMPLE_DAY = '00/00/0000';
const ISO_TIME = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d):\d\d(\.\d+)?Z$/;
const ISO_DAY = /^\d{4}-\d\d-\d\d$/;

/** The pack's own clock (its cover, company-wide rows): the first location's. */
const clockOf = (cover: PackCover): PackClock => ({ dateFormat: cover.dateFormat, timeZone: cover.locations[0]?.timezone ?? 'UTC' });

/**
 * A cell as text: a time on its location's clock where the row has it (PackRecordType.times), a
 * day in the company's format, long form contents cut short (the CSV keeps them whole).
 */
function cell(row: Record<string, unknown>, key: string, dateFormat: DateFormat): string {
  const value = `${key}_local` in row ? row[`${key}_local`] : row[key];
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (ISO_DAY.test(text)) return formatDay(text, dateFormat);
  const time = ISO_TIME.exec(text);
  if (time) return `${time[1]} ${time[2]} UTC`;
  // Not between the two halves of an emoji's surrogate pair.
  return text.length > 300 ? `${text.slice(0, /[\ud800-\udbff]/.test(text[296]) ? 296 : 297)}...` : text;
}

/**
 * Writes the inspector's PDF with pdfkit (the long-maintained PDF writer for Node: streams pages
 * out as they are finished, embeds subsets of TrueType fonts, no headless browser to run), section
 * by section from cursors, so a year of a large site never sits in memory. Text is set in Noto
 * fonts with per-character fallback, so names in any script print.
 */
export async function writePdfPack(
  client: pg.PoolClient,
  scope: PackScope,
  cover: PackCover,
  out: Writable,
  progress: (done: number, total: number) => Promise<void>,
): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: 'Due-diligence pack', Author: cover.companyName } });
  const text = new PdfText(doc, packFonts());
  doc.pipe(out);
  writeCover(text, scope, cover);
  const clock = clockOf(cover);
  const total = cover.locations.length * PDF_LOCATION_SECTIONS.length + PDF_PACK_SECTIONS.length;
  let done = 0;
  for (const location of cover.locations) {
    writeHeading(text, location.name);
    for (const section of PDF_LOCATION_SECTIONS) {
      await writeSection(text, client, section, { ...scope, locationIds: [location.id] }, ['location'], clock);
      await progress(++done, total);
    }
  }
  writeHeading(text, 'All selected locations');
  for (const section of PDF_PACK_SECTIONS) {
    await writeSection(text, client, section, scope, [], clock);
    await progress(++done, total);
  }
  writeHaccpCoverage(text, cover.haccp);
  writeIntegrityFlags(text, cover);
  writeVerificationPage(text, cover);
  doc.end();
  await finished(out);
}

function writeCover(text: PdfText, scope: PackScope, cover: PackCover): void {
  const { timeZone, dateFormat } = clockOf(cover);
  const stamp = (value: Date) => formatLocalDateTime(value, timeZone, dateFormat);
  const day = (value: Date) => formatLocalDate(value, timeZone, dateFormat);
  const body: TextStyle = { font: 'regular', size: 12 };
  text.paragraph('Due-diligence pack', TITLE);
  text.space(TITLE);
  text.paragraph(`Company: ${cover.companyName}`, body);
  text.paragraph(`Locations: ${cover.locations.map((location) => `${location.name} (${location.timezone})`).join(', ')}`, body);
  text.paragraph(`Period: ${day(scope.from)} to ${day(new Date(scope.to.getTime() - 1))} (from ${stamp(scope.from)} up to ${stamp(scope.to)})`, body);
  text.paragraph(`Generated: ${stamp(cover.generatedAt)} by ${cover.requestedBy}`, body);
  writeHaccpCoverLines(text, cover.haccp, clockOf(cover));
  text.paragraph(`Times are each location's local time, its zone named; dates are ${dateFormat}. The CSV export gives every time in UTC as well.`, body);
  text.space(body);
  text.paragraph(
    'Contents, for each location: daily minimum and maximum temperature of each unit; every excursion as the readings show it (start, end or still open, peak, minutes out of range) with its corrective action or "no action recorded"; every problem with its corrective action and resolution; checks completed (with who) and missed; cooling, cooking and reheating logs; probe calibrations; cleaning done; forms. Then training status and expiries of the staff, record-integrity flags (manual readings that look invented), and how to verify the audit trail. The CSV export of the same period holds every individual reading.',
    { font: 'regular', size: 10 },
  );
}

/** A location's heading (or all locations'), on this page when it has room for the heading and the start of the first section, else on the next. */
function writeHeading(text: PdfText, title: string): void {
  text.space(HEADING);
  text.ensureRoom(text.lineHeight(HEADING) + text.lineHeight(SECTION) * 2 + PdfTable.startHeight(text, 2, FIRST_ROWS));
  text.paragraph(title, HEADING);
}

async function writeSection(text: PdfText, client: pg.PoolClient, section: PackRecordType, scope: PackScope, omit: string[], clock: PackClock): Promise<void> {
  const columns = section.columns.filter(([key]) => !omit.includes(key));
  const table = new PdfTable(
    text,
    columns.map(([, header]) => header),
    columns.map(([key]) => (FREE_TEXT.has(key) ? 3 : key === 'id' ? 0.6 : 1)),
    // A day or a time is never cut in the middle of its date.
    columns.map(([key]) => (FREE_TEXT.has(key) || key === 'id' ? null : SAMPLE_DAY)),
  );
  writeTitle(text, section.title, table);
  table.header();
  let rows = 0;
  for await (const row of client.query(new QueryStream(section.sql, scopeParams(scope), { batchSize: 500 }))) {
    const local = withLocalTimes(row as Record<string, unknown>, section, clock);
    table.row(columns.map(([key]) => cell(local, key, clock.dateFormat)));
    rows++;
  }
  if (rows === 0) text.paragraph('No records in this period.', NONE);
}

/** A section's title, kept on one page with its table's header and first rows. */
function writeTitle(text: PdfText, title: string, table: PdfTable): void {
  text.space(SECTION);
  text.ensureRoom(text.lineHeight(SECTION) + table.startHeight(FIRST_ROWS));
  text.paragraph(title, SECTION);
}

/** The record-integrity flags of the period, so an inspector sees what the product itself doubts. */
function writeIntegrityFlags(text: PdfText, cover: PackCover): void {
  const table = new PdfTable(text, ['Location', 'Unit', 'Recorded by', 'From', 'To', 'Readings', 'Rule and what it saw'], [1, 1, 1, 1, 1, 1.2, 4]);
  writeTitle(text, 'Record-integrity flags: manual readings that look invented', table);
  if (!cover.integrityFlags.length) {
    text.paragraph('No manual reading in this period was flagged.', NONE);
    return;
  }
  const locationName = new Map(cover.locations.map((location) => [location.id, location.name]));
  const { timeZone, dateFormat } = clockOf(cover);
  const zone = new Map(cover.locations.map((location) => [location.id, location.timezone]));
  const stamp = (value: Date, locationId: number) => formatLocalDateTime(value, zone.get(locationId) ?? timeZone, dateFormat);
  table.header();
  for (const flag of cover.integrityFlags) {
    table.row([
      locationName.get(flag.locationId) ?? '',
      flag.equipmentName ?? 'several units',
      flag.recordedByName ?? '',
      stamp(flag.firstRecordedAt, flag.locationId),
      stamp(flag.lastRecordedAt, flag.locationId),
      flag.readingIds.join(', '),
      flag.explanation,
    ]);
  }
}

function writeVerificationPage(text: PdfText, cover: PackCover): void {
  const body: TextStyle = { font: 'regular', size: 11 };
  const hash: TextStyle = { font: 'mono', size: 10 };
  text.doc.addPage();
  text.paragraph('Verifying the audit trail', HEADING);
  text.space(HEADING);
  text.paragraph(
    "Every change to these records is written to an append-only audit trail in the same transaction as the change. Each audit event carries its sequence number in the company's chain, the hash of the event before it and its own SHA-256 hash, so changing or removing any event breaks every link after it.",
    body,
  );
  text.space(body);
  text.paragraph(
    "To verify without our software or database: export the same period as CSV (a ZIP), unzip it and run `node verify-pack.mjs pack-folder/` with Node.js 18 or later and nothing else. The verifier in the ZIP recomputes every event's hash from audit-events.csv, following the published chain specification, and prints the chain head and OK, or the first problem. The event with the sequence number below must still carry the hash below: then nothing recorded up to this pack has changed since it was generated.",
    body,
  );
  text.space(body);
  text.paragraph('Chain head when this pack was generated', { ...body, font: 'bold' });
  if (cover.chainHead) {
    text.paragraph(`Sequence number: ${cover.chainHead.seq}`, hash);
    text.paragraph(`SHA-256 hash: ${cover.chainHead.hash}`, hash);
  } else text.paragraph('No audit events yet.', hash);
  writeAnchors(text, cover);
}

/**
 * The chain heads e-mailed to the company's administrators each day of the period: copies kept
 * outside our database. `--anchor SEQ:HASH` holds the chain to one of them.
 */
function writeAnchors(text: PdfText, cover: PackCover): void {
  const table = new PdfTable(text, ['Day', 'Sequence number', 'SHA-256 hash', 'E-mailed'], [1, 1, 4.2, 1.4]);
  writeTitle(text, 'Daily anchors: the chain head e-mailed to the administrators', table);
  if (!cover.anchors.length) {
    text.paragraph('No daily anchor was made in this period.', NONE);
    return;
  }
  const { timeZone, dateFormat } = clockOf(cover);
  table.header();
  for (const anchor of cover.anchors) {
    const sent = anchor.sentAt ? formatLocalDateTime(anchor.sentAt, timeZone, dateFormat) : 'not sent';
    table.row([formatDay(anchor.day, dateFormat), String(anchor.seq), anchor.hash, sent]);
  }
}
