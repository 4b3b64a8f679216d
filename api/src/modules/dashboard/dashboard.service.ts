import type { EntityManager } from '@mikro-orm/postgresql';
import { spansAllCompanies } from '../auth/roles.js';
import type { Viewer } from '../auth/viewer.js';
import { findReachableLocation } from '../companies/locations.service.js';
import { ComplianceCheck } from '../compliance/compliance-check.entity.js';
import { listComplianceChecks } from '../compliance/compliance-checks.service.js';
import { countOpenActions, listCorrectiveActions } from '../corrective-actions/corrective-actions.service.js';
import { listEquipment } from '../temperature/equipment.service.js';
import type { DashboardType, SiteDashboardType } from './dashboard.types.js';
import { providerOverview } from './provider-overview.service.js';

const TODAYS_CHECKS = 3;

/** SPEC 2.4 / 2.5: the super user gets the company overview; everyone else a location's dashboard. */
export async function dashboard(em: EntityManager, viewer: Viewer, locationId?: number | null): Promise<DashboardType> {
  if (spansAllCompanies(viewer)) return { userRole: viewer.role, site: null, overview: await providerOverview(em) };
  return { userRole: viewer.role, site: await siteDashboard(em, viewer, locationId ?? viewer.locationIds[0]), overview: null };
}

async function siteDashboard(em: EntityManager, viewer: Viewer, locationId: number | undefined): Promise<SiteDashboardType> {
  if (locationId === undefined) return emptySite();
  const location = await findReachableLocation(em, viewer, locationId);
  const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
  const [equipment, pendingActions, totalChecks, overdueChecks, todaysChecks, actions] = await Promise.all([
    listEquipment(em.fork(), viewer, { locationId }),
    countOpenActions(em.fork(), viewer, locationId),
    em.fork().count(ComplianceCheck, { location, createdAt: { $gte: monthStart } }),
    em.fork().count(ComplianceCheck, { location, status: 'overdue' }),
    listComplianceChecks(em.fork(), viewer, locationId, TODAYS_CHECKS),
    listCorrectiveActions(em.fork(), viewer, { locationId, openOnly: true }),
  ]);
  const inRange = equipment.filter((unit) => unit.status === 'NORMAL').length;
  return {
    locationId: location.id,
    locationName: location.name,
    equipment,
    activeMonitoring: equipment.length,
    complianceRate: equipment.length ? Math.round((inRange / equipment.length) * 1000) / 10 : 0,
    pendingActions,
    totalChecks,
    overdueChecks,
    todaysChecks,
    openActions: actions,
  };
}

/** A user with no locations yet (e.g. a fresh sign-up) sees an empty dashboard, not an error. */
function emptySite(): SiteDashboardType {
  return {
    locationId: null,
    locationName: null,
    equipment: [],
    activeMonitoring: 0,
    complianceRate: 0,
    pendingActions: 0,
    totalChecks: 0,
    overdueChecks: 0,
    todaysChecks: [],
    openActions: [],
  };
}
