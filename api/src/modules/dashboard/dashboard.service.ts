import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound } from '../../errors.js';
import { canReachLocation, type Viewer } from '../../viewer.js';
import { type CheckFields, toCheckView } from '../compliance/compliance-checks.service.js';
import { percent } from '../compliance/compliance-summary.service.js';
import { type CorrectiveActionFields, toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { type EquipmentFields, toEquipmentView } from '../temperature/equipment.service.js';
import { readingStatus } from '../temperature/excursion-rule/out-of-range.js';
import { toReading } from '../temperature/readings.sql.js';
import { temperatureLoaders } from '../temperature/temperature.loaders.js';
import type { EquipmentType } from '../temperature/temperature.types.js';
import { spansAllCompanies } from '../tenancy/roles.js';
import type { DashboardType, SiteDashboardType } from './dashboard.types.js';
import { providerOverview } from './provider-overview.service.js';
import { type Json, readSiteDashboard, type SiteDashboardRow } from './site-dashboard.sql.js';

const TODAYS_CHECKS = 3;
/** recentReadings' own page-size bound (assertLimit): a larger limit is refused by its resolver, so it is never read ahead. */
const MAX_PREFETCHED_READINGS = 100;

/** What a caller will read of the dashboard beyond its figures: the units' newest readings, at these limits (GraphQL's recentReadings). */
export interface DashboardReads {
  recentReadingLimits?: number[];
}

/** SPEC 2.4 / 2.5: the super user gets the company overview; everyone else a location's dashboard. */
export async function dashboard(em: EntityManager, viewer: Viewer, locationId?: number | null, reads: DashboardReads = {}): Promise<DashboardType> {
  if (spansAllCompanies(viewer)) return { userRole: viewer.role, site: null, overview: await providerOverview(em) };
  return { userRole: viewer.role, site: await siteDashboard(em, viewer, locationId ?? viewer.locationIds[0], reads), overview: null };
}

/**
 * One statement for the whole site dashboard (site-dashboard.sql.ts), mapped by the same view
 * rules as every other screen's units, checks and actions. It runs on every poll of every open
 * dashboard, so it reads plain rows, never entities.
 */
async function siteDashboard(em: EntityManager, viewer: Viewer, locationId: number | undefined, reads: DashboardReads): Promise<SiteDashboardType> {
  if (locationId === undefined) return emptySite();
  // The same reach rule as findReachableLocation: another company's or a deactivated location is NotFound, like a missing id.
  if (!canReachLocation(viewer, locationId)) throw new NotFound('Location');
  const limits = (reads.recentReadingLimits ?? []).filter((limit) => Number.isInteger(limit) && limit >= 1 && limit <= MAX_PREFETCHED_READINGS);
  const row = await readSiteDashboard(em, { companyId: viewer.companyId ?? -1, locationId }, { readings: Math.max(0, ...limits), checks: TODAYS_CHECKS });
  if (!row) throw new NotFound('Location');
  const equipment = row.equipment.map((unit) => toEquipmentView(revive<EquipmentFields>(unit, ['lastRecordedAt'])));
  primeRecentReadings(em, row, equipment, limits);
  const actions = row.openActions.map((action) => toCorrectiveActionView(revive<CorrectiveActionFields>(action, ACTION_DATES)));
  const inRange = equipment.filter((unit) => unit.status === 'NORMAL').length;
  return {
    locationId: row.id,
    locationName: row.name,
    equipment,
    activeMonitoring: equipment.length,
    complianceRate: percent(inRange, equipment.length, 1),
    // The open actions listed here are exactly the pending ones (one "open action" rule).
    pendingActions: actions.length,
    totalChecks: row.totalChecks,
    overdueChecks: row.overdueChecks,
    todaysChecks: row.todaysChecks.map((check) => toCheckView(revive<CheckFields>(check, CHECK_DATES))),
    openActions: actions,
  };
}

/** The readings the statement brought go into this request's loader, so recentReadings resolves with no further statement. */
function primeRecentReadings(em: EntityManager, row: SiteDashboardRow, equipment: EquipmentType[], limits: number[]): void {
  if (!limits.length) return;
  // Each judged by the band in force when it was stored, as the loader and history judge it.
  const judged = row.recentReadings.map((stored) => {
    const reading = toReading(stored);
    return { ...reading, status: readingStatus(reading.temperature, { min: Number(stored.band_min), max: Number(stored.band_max) }) };
  });
  const byUnit = Map.groupBy(judged, (reading) => reading.equipmentId);
  const loader = temperatureLoaders(em).recentReadings;
  for (const unit of equipment) {
    const readings = byUnit.get(unit.id) ?? [];
    for (const limit of limits) loader.prime({ equipmentId: unit.id, limit }, readings.slice(0, limit));
  }
}

const CHECK_DATES = ['createdAt', 'completedAt', 'dueDate'] as const;
const ACTION_DATES = ['createdAt', 'dueDate', 'resolvedAt', 'excursionStartedAt', 'escalatedAt', 'acknowledgedAt'] as const;

/** JSON carries timestamps as ISO text: these fields become Dates again (null stays null). */
function revive<T>(row: Json<T>, keys: readonly (keyof T & string)[]): T {
  const copy = { ...row } as Record<string, unknown>;
  for (const key of keys) copy[key] = copy[key] == null ? null : new Date(copy[key] as string);
  return copy as T;
}

/** A user with no locations yet (e.g. a fresh sign-up) sees an empty dashboard, not an error. */
function emptySite(): SiteDashboardType {
  return {
    locationId: null,
    locationName: null,
    equipment: [],
    activeMonitoring: 0,
    complianceRate: null,
    pendingActions: 0,
    totalChecks: 0,
    overdueChecks: 0,
    todaysChecks: [],
    openActions: [],
  };
}
