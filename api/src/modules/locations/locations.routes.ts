import { Router } from 'express';
import { queryText } from '../../http/parse.js';
import { requireViewer } from '../../http/request-context.js';
import { validateInput } from '../../validation.js';
import { CreateLocationInput } from './location.types.js';
import { createLocation, listLocations } from './locations.service.js';

export const locationRoutes = Router()
  .get('/locations', async (req, res) => {
    res.json(await listLocations(req.em, requireViewer(req), queryText(req, 'includeInactive') === 'true'));
  })
  .post('/locations', async (req, res) => {
    const viewer = requireViewer(req);
    res.status(201).json(await createLocation(req.em, viewer, await validateInput(CreateLocationInput, req.body)));
  });
