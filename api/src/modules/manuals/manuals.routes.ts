import { Router } from 'express';
import { requireViewer } from '../../http/request-context.js';
import { validateInput } from '../../validation.js';
import { listManuals } from './manuals.service.js';
import { ManualsArgs } from './manuals.types.js';

export const manualRoutes = Router().get('/food-safety-manuals', async (req, res) => {
  const viewer = requireViewer(req);
  const { category } = await validateInput(ManualsArgs, { ...req.query });
  res.json(await listManuals(req.em, viewer, category));
});
