import { Router } from 'express';
import { optionalIdQuery } from '../../http/parse.js';
import { requireViewer } from '../../http/request-context.js';
import { restEquipment } from '../temperature/temperature.rest-views.js';
import { dashboard } from './dashboard.service.js';

/** SPEC 7 "Dashboard response": userRole, equipment, correctiveActions, complianceChecks, and the super user's fields. */
export const dashboardRoutes = Router().get('/dashboard', async (req, res) => {
  const viewer = requireViewer(req);
  const { userRole, site, overview } = await dashboard(req.em, viewer, optionalIdQuery(req, 'locationId'));
  res.json({
    userRole,
    ...(site && {
      ...site,
      equipment: site.equipment.map((unit) => restEquipment(unit)),
      correctiveActions: site.openActions,
      complianceChecks: site.todaysChecks,
    }),
    ...overview,
  });
});
