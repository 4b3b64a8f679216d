import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { localPeriodStart } from '../../database/local-time.js';
import type { Viewer } from '../../viewer.js';
import { findReachableLocation } from '../companies/locations.service.js';
import { listComplianceChecks } from '../compliance/compliance-checks.service.js';
import { listCorrectiveActions } from '../corrective-actions/corrective-actions.service.js';
import { listEquipment } from '../temperature/equipment.service.js';
import type { Location } from '../tenancy/location.entity.js';
import { spansAllCompanies } from '../tenancy/roles.js';
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
  // Each part runs on its own fork (its own connection, in parallel); forks that keep the identity
  // map already hold the location, so the services' own reach checks cost no further query.
  const fork = () => em.fork({ clear: false });
  const [equipment, checks, todaysChecks, actions] = await Promise.all([
    listEquipment(fork(), viewer, { locationId }),
    countChecks(fork(), location),
    listComplianceChecks(fork(), viewer, locationId, TODAYS_CHECKS),
    listCorrectiveActions(fork(), viewer, { locationId, openOnly: true }),
  ]);
  const inRange = equipment.filter((unit) => unit.status === 'NORMAL').length;
  return {
    locationId: location.id,
    locationName: location.name,
    equipment,
    activeMonitoring: equipment.length,
    complianceRate: equipment.length ? Math.round((inRange / equipment.length) * 1000) / 10 : 0,
    // The open actions listed here are exactly the pending ones (one "open action" rule).
    pendingActions: actions.length,
    totalChecks: checks.total,
    overdueChecks: checks.overdue,
    todaysChecks,
    openActions: actions,
  };
}

/** Checks created this month (the location's local month) and overdue checks at a location, in one statement. */
async function countChecks(em: EntityManager, location: Location): Promise<{ total: number; overdue: number }> {
  const { rows } = await sql<{ total: string; overdue: string }>`
    select count(*) filter (where created_at >= ${localPeriodStart('month', location.timezone)}) as total, count(*) filter (where status = 'overdue') as overdue
    from compliance_check where location_id = ${location.id}`.execute(em.getKysely());
  return { total: Number(rows[0].total), overdue: Number(rows[0].overdue) };
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
