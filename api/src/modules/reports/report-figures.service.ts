import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { percent } from '../compliance/compliance-summary.service.js';
import { assertRange } from '../history/history.service.js';
import { checkCompletion, type FigureScope, formCount, incidents, responseTimes, staffPerformance, temperatureByUnit } from './report-figures.sql.js';
import type { ReportFiguresType } from './report-figures.types.js';

const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'];

/**
 * Reports & Analytics (SPEC 2.13) from the records of [from, to) at the chosen locations (every
 * location the viewer may use when none are given). A location out of reach is not found.
 */
export async function reportFigures(
  em: EntityManager,
  viewer: Viewer,
  input: { from: Date; to: Date; locationIds?: number[] | null },
): Promise<ReportFiguresType> {
  assertRange(input);
  const locationIds = input.locationIds?.length ? [...new Set(input.locationIds)] : viewer.locationIds;
  if (locationIds.some((id) => !viewer.locationIds.includes(id))) throw new NotFound('Location');
  const scope: FigureScope = { from: input.from, to: input.to, locationIds };
  // One connection (the request's transaction), so one query at a time.
  const completion = await checkCompletion(em, scope);
  const forms = await formCount(em, scope);
  const responses = await responseTimes(em, scope);
  const incidentRows = await incidents(em, scope);
  const staff = await staffPerformance(em, scope);
  const units = await temperatureByUnit(em, scope);
  const checksDue = completion.reduce((sum, row) => sum + row.scheduled, 0);
  const checksCompleted = completion.reduce((sum, row) => sum + row.completed, 0);
  const overall = responses.find((row) => row.severity === null);
  return {
    ...scope,
    complianceRate: percent(checksCompleted, checksDue, 1),
    checksDue,
    checksCompleted,
    // Excursions from the readings (every one, whether or not it opened an action), as the pack lists them.
    temperatureAlerts: units.reduce((sum, row) => sum + row.excursions, 0),
    formsCompleted: forms,
    avgMinutesToStart: overall?.to_start ?? null,
    avgMinutesToResolve: overall?.to_resolve ?? null,
    responseBySeverity: SEVERITY_ORDER.map((severity) => {
      const row = responses.find((r) => r.severity === severity);
      return { severity, actions: row?.actions ?? 0, minutesToStart: row?.to_start ?? null, minutesToResolve: row?.to_resolve ?? null };
    }),
    completionByFrequency: completion,
    incidents: incidentRows.map((row) => ({ ...row, occurredAt: new Date(row.occurred_at) })),
    staffPerformance: staff.map((row) => ({ userId: row.user_id, name: row.name, checksCompleted: row.checks, readingsRecorded: row.readings })),
    temperatureByUnit: units.map((row) => ({
      equipmentId: row.equipment_id,
      name: row.name,
      locationName: row.location_name,
      readings: row.readings,
      outOfRange: row.out_of_range,
      excursions: row.excursions,
    })),
  };
}
