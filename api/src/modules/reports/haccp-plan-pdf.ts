import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { formatLocalDateTime } from '../../database/local-time.js';
import type { PrintablePlan } from '../haccp/haccp-print.service.js';
import { packFonts } from './pack-fonts.js';
import { PdfTable } from './pdf-table.js';
import { PdfText, type TextStyle } from './pdf-text.js';

const TITLE: TextStyle = { font: 'bold', size: 20 };
const STEP: TextStyle = { font: 'bold', size: 13 };
const BODY: TextStyle = { font: 'regular', size: 10 };
const NOTE: TextStyle = { font: 'italic', size: 9 };

/**
 * The printable HACCP plan: one version, each step's hazards and control measures, and each CCP's
 * critical limit as the configuration holds it now (with where it is set), its monitoring,
 * corrective action and verification. Set with the pack's fonts and table (pdf-text.ts, pdf-table.ts).
 */
export async function writeHaccpPlanPdf(printable: PrintablePlan, out: Writable): Promise<void> {
  const { plan, version, companyName, timeZone, dateFormat } = printable;
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: `HACCP plan, version ${version.version}`, Author: companyName } });
  const text = new PdfText(doc, packFonts());
  doc.pipe(out);
  const stamp = (value: Date) => formatLocalDateTime(value, timeZone, dateFormat);
  text.paragraph(`HACCP plan: ${companyName}${plan.locationName ? `, ${plan.locationName}` : ''}`, TITLE);
  text.space(TITLE);
  text.paragraph(`Version ${version.version}, written by ${version.createdBy} on ${stamp(version.createdAt)}.`, BODY);
  text.paragraph(version.signedAt ? `Signed by ${version.signedBy} on ${stamp(version.signedAt)}.` : 'DRAFT: not signed, so not in force.', BODY);
  if (version.inForce) text.paragraph(plan.needsReview ? `In force, and needs review: ${plan.reviewReasons.join('; ')}` : 'In force.', BODY);
  text.paragraph('Critical limits are shown as the configuration holds them when this was printed.', NOTE);
  for (const step of version.steps) {
    text.space(STEP);
    text.paragraph(`${step.label}${step.isCcp ? ' (critical control point)' : ''}`, STEP);
    const hazards = new PdfTable(text, ['Hazard type', 'Hazard', 'Control measure'], [1, 3, 3]);
    hazards.header();
    for (const hazard of step.hazards) hazards.row([hazard.type, hazard.hazard, hazard.controlMeasure]);
    if (!step.hazards.length) text.paragraph('No hazards listed.', NOTE);
    if (!step.ccps.length) continue;
    text.space(BODY);
    const ccps = new PdfTable(text, ['Critical limit', 'Set in', 'Monitoring', 'Corrective action', 'Verification'], [2, 1.4, 2, 3, 2]);
    ccps.header();
    for (const ccp of step.ccps) {
      const limit = ccp.limit ? `${ccp.limit.text}${ccp.changedSinceSigning ? ' (changed since signing)' : ''}` : 'No longer set';
      ccps.row([limit, ccp.limit?.source ?? ccp.key, ccp.monitoring, ccp.correctiveAction, ccp.verification]);
    }
  }
  doc.end();
  await finished(out);
}
