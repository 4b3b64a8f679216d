import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { type DateFormat, formatDay, formatLocalDate, formatLocalDateTime } from '../../database/local-time.js';
import type { ChainHead } from '../audit/audit-chain.js';
import type { IntegrityFlagType } from '../history/integrity-flags.types.js';
import { type PackClock, withLocalTimes } from './pack-local-times.js';
import { type PackRecordType, type PackScope, PDF_LOCATION_SECTIONS, PDF_PACK_SECTIONS, scopeParams } from './pack-records.js';
import { PdfTable } from './pdf-table.js';

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
  /** Manual readings that look invented, each with the rule that raised it (the history module's rules). */
  integrityFlags: IntegrityFlagType[];
}

/** Columns of people's own words: the problem, what was done, notes, form contents. */
const FREE_TEXT = new Set(['description', 'resolution', 'notes', 'content', 'correction_reason']);

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
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/**
 * Writes the inspector's PDF with pdfkit (the long-maintained PDF writer for Node: streams pages
 * out as they are finished, standard fonts built in, no headless browser to run), section by
 * section from cursors, so a year of a large site never sits in memory.
 */
export async function writePdfPack(
  client: pg.PoolClient,
  scope: PackScope,
  cover: PackCover,
  out: Writable,
  progress: (done: number, total: number) => Promise<void>,
): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: 'Due-diligence pack', Author: cover.companyName } });
  doc.pipe(out);
  writeCover(doc, scope, cover);
  const clock = clockOf(cover);
  const total = cover.locations.length * PDF_LOCATION_SECTIONS.length + PDF_PACK_SECTIONS.length;
  let done = 0;
  for (const location of cover.locations) {
    doc.addPage().font('Helvetica-Bold').fontSize(16).text(location.name);
    for (const section of PDF_LOCATION_SECTIONS) {
      await writeSection(doc, client, section, { ...scope, locationIds: [location.id] }, ['location'], clock);
      await progress(++done, total);
    }
  }
  doc.addPage().font('Helvetica-Bold').fontSize(16).text('All selected locations');
  for (const section of PDF_PACK_SECTIONS) {
    await writeSection(doc, client, section, scope, [], clock);
    await progress(++done, total);
  }
  writeIntegrityFlags(doc, cover);
  writeVerificationPage(doc, cover);
  doc.end();
  await finished(out);
}

function writeCover(doc: PDFKit.PDFDocument, scope: PackScope, cover: PackCover): void {
  const { timeZone, dateFormat } = clockOf(cover);
  const stamp = (value: Date) => formatLocalDateTime(value, timeZone, dateFormat);
  const day = (value: Date) => formatLocalDate(value, timeZone, dateFormat);
  doc.font('Helvetica-Bold').fontSize(22).text('Due-diligence pack');
  doc.moveDown().font('Helvetica').fontSize(12);
  doc.text(`Company: ${cover.companyName}`);
  doc.text(`Locations: ${cover.locations.map((location) => `${location.name} (${location.timezone})`).join(', ')}`);
  doc.text(`Period: ${day(scope.from)} to ${day(new Date(scope.to.getTime() - 1))} (from ${stamp(scope.from)} up to ${stamp(scope.to)})`);
  doc.text(`Generated: ${stamp(cover.generatedAt)} by ${cover.requestedBy}`);
  doc.text(`Times are each location's local time, its zone named; dates are ${dateFormat}. The CSV export gives every time in UTC as well.`);
  doc
    .moveDown()
    .fontSize(10)
    .text(
      'Contents, for each location: daily minimum and maximum temperature of each unit; every excursion and problem with its corrective action and resolution; checks completed (with who) and missed; cooling, cooking and reheating logs; probe calibrations; cleaning done; forms. Then training status and expiries of the staff, record-integrity flags (manual readings that look invented), and how to verify the audit trail. The CSV export of the same period holds every individual reading.',
    );
}

async function writeSection(
  doc: PDFKit.PDFDocument,
  client: pg.PoolClient,
  section: PackRecordType,
  scope: PackScope,
  omit: string[],
  clock: PackClock,
): Promise<void> {
  const columns = section.columns.filter(([key]) => !omit.includes(key));
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text(section.title, doc.page.margins.left);
  const table = new PdfTable(
    doc,
    columns.map(([, header]) => header),
    columns.map(([key]) => (FREE_TEXT.has(key) ? 3 : key === 'id' ? 0.6 : 1)),
  );
  table.header();
  let rows = 0;
  for await (const row of client.query(new QueryStream(section.sql, scopeParams(scope), { batchSize: 500 }))) {
    const local = withLocalTimes(row as Record<string, unknown>, section, clock);
    table.row(columns.map(([key]) => cell(local, key, clock.dateFormat)));
    rows++;
  }
  if (rows === 0) doc.font('Helvetica-Oblique').fontSize(9).text('No records in this period.', doc.page.margins.left).font('Helvetica');
}

/** The record-integrity flags of the period, so an inspector sees what the product itself doubts. */
function writeIntegrityFlags(doc: PDFKit.PDFDocument, cover: PackCover): void {
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Record-integrity flags: manual readings that look invented', doc.page.margins.left);
  if (!cover.integrityFlags.length) {
    doc.font('Helvetica-Oblique').fontSize(9).text('No manual reading in this period was flagged.', doc.page.margins.left).font('Helvetica');
    return;
  }
  const locationName = new Map(cover.locations.map((location) => [location.id, location.name]));
  const { timeZone, dateFormat } = clockOf(cover);
  const zone = new Map(cover.locations.map((location) => [location.id, location.timezone]));
  const stamp = (value: Date, locationId: number) => formatLocalDateTime(value, zone.get(locationId) ?? timeZone, dateFormat);
  const table = new PdfTable(doc, ['Location', 'Unit', 'Recorded by', 'From', 'To', 'Readings', 'Rule and what it saw'], [1, 1, 1, 1, 1, 1.2, 4]);
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

function writeVerificationPage(doc: PDFKit.PDFDocument, cover: PackCover): void {
  doc.addPage().font('Helvetica-Bold').fontSize(16).text('Verifying the audit trail');
  doc.moveDown().font('Helvetica').fontSize(11);
  doc.text(
    "Every change to these records is written to an append-only audit trail in the same transaction as the change. Each audit event carries its sequence number in the company's chain, the hash of the event before it and its own SHA-256 hash, so changing or removing any event breaks every link after it.",
  );
  doc
    .moveDown()
    .text(
      'To verify: an administrator runs `npm run audit:verify` on the server, or the GraphQL query `verifyAuditChain`. The chain must be reported valid, and the event with the sequence number below must still carry the hash below: then nothing recorded up to this pack has changed since it was generated.',
    );
  doc.moveDown().font('Helvetica-Bold').text('Chain head when this pack was generated');
  doc.font('Courier').fontSize(10);
  if (cover.chainHead) {
    doc.text(`Sequence number: ${cover.chainHead.seq}`);
    doc.text(`SHA-256 hash: ${cover.chainHead.hash}`);
  } else doc.text('No audit events yet.');
  doc.font('Helvetica');
}
