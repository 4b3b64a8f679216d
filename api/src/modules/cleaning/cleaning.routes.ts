import { Router } from 'express';
import { requireViewer } from '../../http/request-context.js';
import { validateInput } from '../../validation.js';
import { listCleaningSchedules } from './cleaning.service.js';
import { CleaningSchedulesArgs } from './cleaning.types.js';

export const cleaningRoutes = Router().get('/cleaning-schedules', async (req, res) => {
  const viewer = requireViewer(req);
  const { frequency } = await validateInput(CleaningSchedulesArgs, { ...req.query });
  res.json(await listCleaningSchedules(req.em, viewer, frequency));
});
