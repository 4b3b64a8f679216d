import { Router } from 'express';
import { isPlainObject, looseInt, queryText } from '../../http/parse.js';
import { idParam, requireViewer } from '../../http/request-context.js';
import { validateInput } from '../../validation.js';
import { listDigitalForms, submitDigitalForm } from './digital-forms.service.js';
import { SubmitDigitalFormInput } from './forms.types.js';

export const formRoutes = Router()
  .get('/locations/:id/digital-forms', async (req, res) => {
    const viewer = requireViewer(req);
    const limit = queryText(req, 'limit');
    res.json(await listDigitalForms(req.em, viewer, idParam(req, 'id', 'Location'), limit === undefined ? null : Number(limit)));
  })
  .post('/digital-forms', async (req, res) => {
    const viewer = requireViewer(req);
    const body = isPlainObject(req.body) ? { ...req.body, locationId: looseInt(req.body.locationId) } : req.body;
    res.status(201).json(await submitDigitalForm(req.em, viewer, await validateInput(SubmitDigitalFormInput, body)));
  });
