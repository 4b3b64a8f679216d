import { Router } from 'express';
import { idParam, requireViewer } from '../../http/request-context.js';
import { printableVersion } from '../haccp/haccp-print.service.js';

/** GET /api/haccp-plan-versions/:id/pdf: one version of a HACCP plan the viewer may read, printable. */
export const haccpPlanRoutes = Router().get('/haccp-plan-versions/:id/pdf', async (req, res) => {
  const printable = await printableVersion(req.em, requireViewer(req), idParam(req, 'id', 'HACCP plan version'));
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="haccp-plan-v${printable.version.version}.pdf"`);
  res.setHeader('Cache-Control', 'private, no-cache');
  // pdfkit and its fonts load with the first PDF, as the pack's do (pack-writer.ts).
  await (await import('./haccp-plan-pdf.js')).writeHaccpPlanPdf(printable, res);
});
