import { Router } from 'express';
import { InvalidInput } from '../../errors.js';
import { requireViewer } from '../../http/rest.js';
import { restEquipment } from '../temperature/temperature.rest-views.js';
import { dashboard } from './dashboard.service.js';

/** SPEC 7 "Dashboard response": userRole, equipment, correctiveActions, complianceChecks, and the super user's fields. */
export const dashboardRoutes = Router().get('/dashboard', async (req, res) => {
  const viewer = requireViewer(req);
  const locationId = req.query.locationId === undefined ? undefined : Number(req.query.locationId);
  if (locationId !== undefined && !(Number.isSafeInteger(locationId) && locationId > 0)) throw new InvalidInput('locationId must be a positive integer');
  const { userRole, site, overview } = await dashboard(req.em, viewer, locationId);
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
