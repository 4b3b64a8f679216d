import { Router } from 'express';
import { requireViewer } from '../../http/request-context.js';
import { validateInput } from '../../validation.js';
import { listTrainingRecords } from './training.service.js';
import { TrainingRecordsArgs } from './training.types.js';

export const trainingRoutes = Router().get('/training-records', async (req, res) => {
  const viewer = requireViewer(req);
  const { status } = await validateInput(TrainingRecordsArgs, { ...req.query });
  res.json(await listTrainingRecords(req.em, viewer, status));
});
