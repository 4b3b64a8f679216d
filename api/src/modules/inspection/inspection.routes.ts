import { Router } from 'express';
import { inspectionFor } from './inspection.service.js';

/**
 * The inspector's read-only view: no account, only the link's token. Unknown, expired and revoked
 * links all answer 404. The due-diligence pack belongs beside it as GET /inspect/:token/pack,
 * calling openInspection(em, token, 'pack') for its scope.
 */
export const inspectionRoutes = Router().get('/inspect/:token', async (req, res) => {
  res.set('Cache-Control', 'no-store');
  res.json(await inspectionFor(req.em, req.params.token));
});
