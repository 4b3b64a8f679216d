import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { AppServices } from '../app-services.js';
import { NotFound, Unauthenticated } from '../errors.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import type { Viewer } from '../modules/auth/viewer.js';
import { cleaningRoutes } from '../modules/cleaning/cleaning.routes.js';
import { locationRoutes } from '../modules/companies/locations.routes.js';
import { complianceRoutes } from '../modules/compliance/compliance.routes.js';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes.js';
import { formRoutes } from '../modules/forms/forms.routes.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { manualRoutes } from '../modules/manuals/manuals.routes.js';
import { temperatureRoutes } from '../modules/temperature/temperature.routes.js';
import { trainingRoutes } from '../modules/training/training.routes.js';
import { restErrorHandler } from './errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Resolved from the session cookie; null when signed out. */
    viewer: Viewer | null;
  }
}

/** The signed-in viewer, or a 401 for the documented routes that need one. */
export function requireViewer(req: Request): Viewer {
  if (!req.viewer) throw new Unauthenticated();
  return req.viewer;
}

/** Parses an id path segment; anything but a positive integer is "not found", like an id out of reach. */
export function idParam(req: Request, name: string, what: string): number {
  const value = Number(req.params[name]);
  if (!Number.isSafeInteger(value) || value <= 0) throw new NotFound(what);
  return value;
}

/** The documented `/api` routes: thin adapters over the same services GraphQL uses. */
export function restApi(services: AppServices): Router {
  const api = Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(healthRoutes);
  api.use(authRoutes(services));
  api.use(locationRoutes);
  api.use(temperatureRoutes(services));
  api.use(dashboardRoutes);
  api.use(complianceRoutes);
  api.use(formRoutes);
  api.use(cleaningRoutes);
  api.use(trainingRoutes);
  api.use(manualRoutes);
  api.use((_req: Request, _res: Response, next: NextFunction) => next(new NotFound('Route')));
  api.use(restErrorHandler);
  return api;
}
