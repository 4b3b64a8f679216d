import { create as contentDisposition } from 'content-disposition';
import { Router } from 'express';
import type { AppServices } from '../../services.js';
import { streamPdfPack } from '../reports/pack-writer.js';
import { inspectionFor, inspectionPackFor } from './inspection.service.js';

/**
 * The inspector's read-only view: no account, only the link's token. Unknown, expired and revoked
 * links all answer 404. GET /inspect/:token/pack streams the due-diligence PDF of the link's
 * locations and period, from the same snapshot-and-sections writer as a requested export.
 */
export function inspectionRoutes(services: AppServices): Router {
  return Router()
    .get('/inspect/:token', async (req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json(await inspectionFor(req.em, req.params.token));
    })
    .get('/inspect/:token/pack', async (req, res) => {
      const { scope, cover } = await inspectionPackFor(req.em, req.params.token);
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition(`due-diligence-pack-${scope.from.toISOString().slice(0, 10)}.pdf`, { type: 'attachment' }),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      await streamPdfPack(req.em, services, scope, cover, res);
    });
}
