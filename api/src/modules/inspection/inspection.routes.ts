import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import { type Request, Router } from 'express';
import { NotFound } from '../../errors.js';
import type { AppServices } from '../../services.js';
import { packDownloadName } from '../reports/export-pack.js';
import { Report } from '../reports/report.entity.js';
import { type InspectorRequest, inspectionFor } from './inspection.service.js';
import { inspectionPackFile, requestInspectionPack } from './inspection-pack.service.js';

const inspectorRequest = (req: Request): InspectorRequest => ({ token: String(req.params.token), address: req.ip ?? 'unknown' });

/**
 * The inspector's read-only view: no account, only the link's token, throttled by address.
 * Unknown, expired and revoked links all answer 404. POST /inspect/:token/pack asks for the
 * due-diligence PDF of the link's locations and period (the export runner makes it) and answers
 * where it stands; GET /inspect/:token/pack downloads it once ready (202 with where it stands before).
 */
export function inspectionRoutes(services: AppServices): Router {
  return Router()
    .use('/inspect', async (req, _res, next) => {
      await services.inspectorThrottle.reserve(req.ip ?? 'unknown');
      next();
    })
    .get('/inspect/:token', async (req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json(await inspectionFor(req.em, services, inspectorRequest(req)));
    })
    .post('/inspect/:token/pack', async (req, res) => {
      res.set('Cache-Control', 'no-store');
      res.status(202).json(await requestInspectionPack(req.em, services, inspectorRequest(req)));
    })
    .get('/inspect/:token/pack', async (req, res) => {
      res.set('Cache-Control', 'no-store');
      const pack = await inspectionPackFile(req.em, services, inspectorRequest(req));
      if (!(pack instanceof Report)) {
        res.status(202).json(pack);
        return;
      }
      const file = pack.filePath ? await services.reportFiles.open(pack.filePath) : undefined;
      if (!file) throw new NotFound('Pack');
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(packDownloadName(pack), { type: 'attachment' }),
        'X-Content-Type-Options': 'nosniff',
      });
      await pipeline(file.stream, res);
    });
}
