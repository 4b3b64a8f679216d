import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import { Router } from 'express';
import { NotFound } from '../../errors.js';
import { idParam, requireViewer } from '../../http/request-context.js';
import { packContentType, packDownloadName } from './export-pack.js';
import { reportInReach } from './export-request.service.js';
import type { ReportFiles } from './report-files.js';

/** GET /api/reports/:id/download: a ready pack of the viewer's company, streamed from the file store. */
export function reportRoutes(files: ReportFiles): Router {
  return Router().get('/reports/:id/download', async (req, res) => {
    const viewer = requireViewer(req);
    const report = await reportInReach(req.em, viewer, idParam(req, 'id', 'Report'));
    const file = report.status === 'ready' && report.filePath ? await files.open(report.filePath) : undefined;
    if (!file) throw new NotFound('Report');
    res.setHeader('Content-Type', packContentType(report.format));
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', contentDisposition(packDownloadName(report), { type: 'attachment' }));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-cache');
    await pipeline(file.stream, res);
  });
}
