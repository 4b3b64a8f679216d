import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { NotFound } from '../errors.js';
import { restErrorHandler } from '../http/errors.js';
import { inputGuard } from '../http/input-guard.js';
import { acknowledgeRoutes } from '../modules/alerts/acknowledge.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { passwordChangeGate } from '../modules/auth/password-change-gate.js';
import { cleaningRoutes } from '../modules/cleaning/cleaning.routes.js';
import { complianceRoutes } from '../modules/compliance/compliance.routes.js';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes.js';
import { formRoutes } from '../modules/forms/forms.routes.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { inspectionRoutes } from '../modules/inspection/inspection.routes.js';
import { locationRoutes } from '../modules/locations/locations.routes.js';
import { manualRoutes } from '../modules/manuals/manuals.routes.js';
import { haccpPlanRoutes } from '../modules/reports/haccp-plan.routes.js';
import { reportRoutes } from '../modules/reports/reports.routes.js';
import { sensorNetworkRoutes } from '../modules/sensor-networks/sensor-networks.routes.js';
import { temperatureRoutes } from '../modules/temperature/temperature.routes.js';
import { trainingRoutes } from '../modules/training/training.routes.js';
import { uploadRoutes } from '../modules/uploads/uploads.routes.js';
import type { AppServices } from '../services.js';

/** The documented `/api` routes: thin adapters over the same services GraphQL uses. */
export function restApi(services: AppServices): Router {
  const api = Router();
  api.use(express.json({ limit: '1mb' }), inputGuard);
  api.use(passwordChangeGate);
  api.use(healthRoutes);
  api.use(authRoutes(services));
  api.use(locationRoutes);
  api.use(temperatureRoutes(services));
  api.use(sensorNetworkRoutes(services));
  api.use(dashboardRoutes);
  api.use(complianceRoutes);
  api.use(formRoutes);
  api.use(cleaningRoutes);
  api.use(trainingRoutes);
  api.use(manualRoutes);
  api.use(inspectionRoutes(services));
  api.use(acknowledgeRoutes(services));
  api.use(uploadRoutes(services));
  api.use(reportRoutes(services.reportFiles));
  api.use(haccpPlanRoutes);
  api.use((_req: Request, _res: Response, next: NextFunction) => next(new NotFound('Route')));
  api.use(restErrorHandler);
  return api;
}
