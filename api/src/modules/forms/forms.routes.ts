import { Router } from 'express';
import { idParam, requireViewer } from '../../http/rest.js';
import { validateInput } from '../../validation.js';
import { listDigitalForms, submitDigitalForm } from './digital-forms.service.js';
import { SubmitDigitalFormInput } from './forms.types.js';

/** The documented client may send the location id as a numeric string ("1"). */
const looseInt = (value: unknown) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value);
const isPlainObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);

export const formRoutes = Router()
  .get('/locations/:id/digital-forms', async (req, res) => {
    const viewer = requireViewer(req);
    const limit = typeof req.query.limit === 'string' ? Number(req.query.limit) : null;
    res.json(await listDigitalForms(req.em, viewer, idParam(req, 'id', 'Location'), limit));
  })
  .post('/digital-forms', async (req, res) => {
    const viewer = requireViewer(req);
    const body = isPlainObject(req.body) ? { ...req.body, locationId: looseInt(req.body.locationId) } : req.body;
    res.status(201).json(await submitDigitalForm(req.em, viewer, await validateInput(SubmitDigitalFormInput, body)));
  });
