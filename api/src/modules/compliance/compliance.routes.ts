import { Router } from 'express';
import { isPlainObject, looseInt, queryText } from '../../http/parse.js';
import { idParam, requireViewer } from '../../http/request-context.js';
import { validateInput } from '../../validation.js';
import { StartComplianceCheckBody } from './compliance.types.js';
import { listComplianceChecks, startComplianceCheck } from './compliance-checks.service.js';
import { listComplianceTemplates } from './compliance-templates.service.js';

export const complianceRoutes = Router()
  .get('/compliance-check-templates', async (req, res) => {
    // The documented shape; the time of day a template falls due (issue 30), its version, publication and item types (issue 35) are GraphQL's.
    const templates = await listComplianceTemplates(req.em, requireViewer(req), { type: queryText(req, 'type') });
    res.json(
      templates.map(({ dueTime: _, version: __, isActive: ___, publication: ____, checkItems, ...template }) => ({
        ...template,
        checkItems: checkItems.map(({ description, critical }) => ({ description, critical })),
      })),
    );
  })
  .get('/locations/:id/compliance-checks', async (req, res) => {
    const viewer = requireViewer(req);
    const limit = queryText(req, 'limit');
    res.json(await listComplianceChecks(req.em, viewer, idParam(req, 'id', 'Location'), limit === undefined ? null : Number(limit)));
  })
  .post('/compliance-checks', async (req, res) => {
    const viewer = requireViewer(req);
    const body = isPlainObject(req.body) ? { ...req.body, templateId: looseInt(req.body.templateId), locationId: looseInt(req.body.locationId) } : req.body;
    res.status(201).json(await startComplianceCheck(req.em, viewer, await validateInput(StartComplianceCheckBody, body)));
  });
