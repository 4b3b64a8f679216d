import { formatLocalDateTime } from '../../database/local-time.js';
import type { HaccpPackSummary } from '../haccp/haccp-pack.service.js';
import type { PackClock } from './pack-local-times.js';
import { PdfTable } from './pdf-table.js';
import type { PdfText, TextStyle } from './pdf-text.js';

const BODY: TextStyle = { font: 'regular', size: 12 };
const SECTION: TextStyle = { font: 'bold', size: 12 };
const NONE: TextStyle = { font: 'italic', size: 9 };

/** One line per plan: the version in force, who signed it and when, and whether it needs review. */
export function haccpPlanLines(summary: HaccpPackSummary, clock: PackClock): string[] {
  if (!summary.plans.length) return ['HACCP plan: none recorded in the product.'];
  return summary.plans.map((plan) =>
    plan.version === null || !plan.signedAt
      ? `HACCP plan (${plan.name}): no version signed, so none in force.`
      : `HACCP plan (${plan.name}): version ${plan.version} in force, signed by ${plan.signedBy} on ${formatLocalDateTime(plan.signedAt, clock.timeZone, clock.dateFormat)}${plan.needsReview ? '; NEEDS REVIEW: a linked limit changed since signing' : ''}.`,
  );
}

/** The pack cover's HACCP lines. */
export function writeHaccpCoverLines(text: PdfText, summary: HaccpPackSummary, clock: PackClock): void {
  for (const line of haccpPlanLines(summary, clock)) text.paragraph(line, BODY);
}

export const COVERAGE_HEADERS = ['Plan', 'Step', 'Critical limit', 'Expected', 'Recorded', 'Coverage %', 'Excursions', 'With action'];

/** Monitoring coverage per CCP of each plan in force over the pack's period. */
export function writeHaccpCoverage(text: PdfText, summary: HaccpPackSummary): void {
  const table = new PdfTable(text, COVERAGE_HEADERS, [1.4, 1, 3, 0.8, 0.8, 0.8, 0.8, 0.8]);
  text.space(SECTION);
  text.ensureRoom(text.lineHeight(SECTION) + table.startHeight(3));
  text.paragraph('HACCP monitoring coverage per critical control point', SECTION);
  if (!summary.coverage.length) {
    text.paragraph('No HACCP plan in force to measure.', NONE);
    return;
  }
  table.header();
  for (const row of summary.coverage) table.row(coverageCells(row).map(String));
}

export function coverageCells(row: HaccpPackSummary['coverage'][number]): (string | number)[] {
  const limit = row.limit ? `${row.limit.source}: ${row.limit.text}` : 'no longer set';
  return [row.plan, row.label, limit, row.expected ?? '', row.recorded, row.coveragePercent ?? '', row.excursions, row.withAction];
}
