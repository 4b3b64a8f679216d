import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue } from '../../database/job-queue.js';
import { InvalidInput, NotFound } from '../../errors.js';
import { canReachLocation, companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { Location } from '../tenancy/location.entity.js';
import { EXPORT_FORMATS, EXPORT_TASK, type ExportFormat, exportJobKey, PACK_TYPE, type PackParameters } from './export-pack.js';
import { Report } from './report.entity.js';

export interface ExportRequest {
  from: Date;
  to: Date;
  locationIds: number[];
  format: ExportFormat;
}

const DAY_MS = 86_400_000;
/** A year and a leap day, with room for a range that starts and ends mid-day. */
const MAX_RANGE_DAYS = 400;

/**
 * Books a due-diligence pack: the report row, its audit event (who exported what) and the job
 * that makes the file commit together. A location outside the viewer's reach is not found, like a
 * missing one, so other companies' ids cannot be probed.
 */
export async function requestExport(em: EntityManager, viewer: Viewer, request: ExportRequest): Promise<Report> {
  if (viewer.companyId === null) throw new InvalidInput('Exports belong to a company: sign in as a company user to export');
  if (!(EXPORT_FORMATS as readonly string[]).includes(request.format)) throw new InvalidInput(`Format must be one of ${EXPORT_FORMATS.join(', ')}`);
  if (!(request.from < request.to)) throw new InvalidInput('The start of the range must be before its end');
  if (request.to.getTime() - request.from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw new InvalidInput(`The range may be at most ${MAX_RANGE_DAYS} days`);
  const locations = await locationsInReach(em, viewer, request.locationIds);
  return em.transactional(async (tx) => {
    const parameters: PackParameters = {
      from: request.from.toISOString(),
      to: request.to.toISOString(),
      locationIds: locations.map((location) => location.id),
      locationNames: locations.map((location) => location.name),
    };
    const report = tx.create(Report, {
      company: viewer.companyId as number,
      user: viewer.userId,
      location: locations.length === 1 ? locations[0].id : null,
      type: PACK_TYPE,
      format: request.format,
      parameters,
    });
    await tx.flush();
    recordAudit(tx, viewer, {
      companyId: viewer.companyId,
      entity: 'report',
      entityId: report.id,
      action: 'export_requested',
      after: { format: request.format, ...parameters },
    });
    await enqueue(tx, EXPORT_TASK, { reportId: report.id }, { jobKey: exportJobKey(report.id), maxAttempts: 3 });
    return report;
  });
}

async function locationsInReach(em: EntityManager, viewer: Viewer, ids: number[]): Promise<Location[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new InvalidInput('Choose at least one location');
  if (!unique.every((id) => canReachLocation(viewer, id))) throw new NotFound('Location');
  const locations = await em.find(Location, { id: { $in: unique }, ...companyScope(viewer) }, { orderBy: { name: 'asc', id: 'asc' } });
  if (locations.length !== unique.length) throw new NotFound('Location');
  return locations;
}

/** The viewer's own recent exports, newest first. */
export function listReports(em: EntityManager, viewer: Viewer, limit = 20): Promise<Report[]> {
  return em.find(Report, { user: viewer.userId, type: PACK_TYPE, ...companyScope(viewer) }, { orderBy: { id: 'desc' }, limit });
}

/**
 * A ready report the viewer may download: their company's, covering only locations they reach.
 * Anything else, or a report still generating, is not found.
 */
export async function reportInReach(em: EntityManager, viewer: Viewer, id: number): Promise<Report> {
  const report = await em.findOne(Report, { id, type: PACK_TYPE, ...companyScope(viewer) });
  const parameters = report?.parameters as PackParameters | undefined;
  if (!report || !parameters?.locationIds.every((locationId) => canReachLocation(viewer, locationId))) throw new NotFound('Report');
  return report;
}
