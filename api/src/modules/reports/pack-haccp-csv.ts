import { stringify } from 'csv-stringify/sync';
import type { HaccpPackSummary } from '../haccp/haccp-pack.service.js';
import { spreadsheetSafe } from './pack-csv.js';
import { COVERAGE_HEADERS, coverageCells } from './pack-haccp.js';

/** haccp-plan.csv of the CSV pack: each plan's version in force, then each CCP's coverage. */
export function haccpPlanCsv(summary: HaccpPackSummary): string {
  const plans = summary.plans.map((p) => ['plan', p.name, p.version ?? '', p.signedBy ?? '', p.signedAt?.toISOString() ?? '', p.needsReview ? 'yes' : 'no']);
  const rows = [
    ['record', 'plan', 'version in force', 'signed by', 'signed at (UTC)', 'needs review'],
    ...plans,
    ['record', ...COVERAGE_HEADERS],
    ...summary.coverage.map((row) => ['coverage', ...coverageCells(row)]),
  ];
  const safe = rows.map((cells) => cells.map((cell) => (typeof cell === 'string' ? spreadsheetSafe(cell) : cell)));
  return stringify(safe, { bom: true, record_delimiter: 'windows' });
}
