import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue } from '../../database/job-queue.js';
import { InvalidInput, NotFound } from '../../errors.js';
import type { AppServices } from '../../services.js';
import { canReachLocation, companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { assertCompanyActive } from '../tenancy/company-status.js';
import { Location } from '../tenancy/location.entity.js';
import { EXPORT_FORMATS, EXPORT_TASK, type ExportFormat, exportJobKey, PACK_TYPE, type PackParameters } from './export-pack.js';
import { countPackRecords } from './pack-count.js';
import { Report } from './report.entity.js';

/** The period and places a pack covers. */
export interface ExportRange {
  from: Date;
  to: Date;
  locationIds: number[];
}

export interface ExportRequest extends ExportRange {
  format: ExportFormat;
}

/** What a pack would be refused with when its period holds nothing. */
export const NO_RECORDS = 'No records in this period';

const DAY_MS = 86_400_000;
/** A year and a leap day, with room for a range that starts and ends mid-day. */
const MAX_RANGE_DAYS = 400;

/**
 * Books a due-diligence pack: the report row, its audit event (who exported what) and the job
 * that makes the file commit together. A location outside the viewer's reach is not found, like a
 * missing one, so other companies' ids cannot be probed.
 */
export async function requestExport(em: EntityManager, services: AppServices, viewer: Viewer, request: ExportRequest): Promise<Report> {
  if (!(EXPORT_FORMATS as readonly string[]).includes(request.format)) throw new InvalidInput(`Format must be one of ${EXPORT_FORMATS.join(', ')}`);
  await assertCompanyActive(em, viewer.companyId);
  const locations = await rangeInReach(em, viewer, request);
  // An empty pack proves nothing and looks like a failure: the period is said to be empty instead.
  if ((await countRange(services, viewer, request, locations)) === 0) throw new InvalidInput(NO_RECORDS);
  return em.transactional((tx) =>
    bookExport(tx, viewer, {
      companyId: viewer.companyId as number,
      userId: viewer.userId,
      format: request.format,
      from: request.from,
      to: request.to,
      locations,
    }),
  );
}

/** Who a pack is made for and what it covers. */
export interface PackBooking {
  companyId: number;
  /** The person who asked; null when an inspector link did. */
  userId: number | null;
  /** Who asked when no person did, as the cover names them (e.g. `inspector link "EHO visit"`). */
  requestedBy?: string;
  format: ExportFormat;
  from: Date;
  to: Date;
  locations: { id: number; name: string }[];
}

/**
 * In the caller's transaction: the report row, its audit event (who exported what; no actor for an
 * inspector link) and the job that makes the file, so all three commit together.
 */
export async function bookExport(tx: EntityManager, actor: Viewer | null, booking: PackBooking): Promise<Report> {
  const { locations } = booking;
  const parameters: PackParameters = {
    from: booking.from.toISOString(),
    to: booking.to.toISOString(),
    locationIds: locations.map((location) => location.id),
    locationNames: locations.map((location) => location.name),
    ...(booking.requestedBy ? { requestedBy: booking.requestedBy } : {}),
  };
  const report = tx.create(Report, {
    company: booking.companyId,
    user: booking.userId,
    location: locations.length === 1 ? locations[0].id : null,
    type: PACK_TYPE,
    format: booking.format,
    parameters,
  });
  await tx.flush();
  recordAudit(tx, actor, {
    companyId: booking.companyId,
    entity: 'report',
    entityId: report.id,
    action: 'export_requested',
    after: { format: booking.format, ...parameters },
  });
  await enqueue(tx, EXPORT_TASK, { reportId: report.id }, { jobKey: exportJobKey(report.id), maxAttempts: 3 });
  return report;
}

/** How many records a pack of this range and these locations would hold (training aside): 0, and there is nothing to export. */
export async function packRecordCount(em: EntityManager, services: AppServices, viewer: Viewer, range: ExportRange): Promise<number> {
  return countRange(services, viewer, range, await rangeInReach(em, viewer, range));
}

/** A range the viewer may export: their company's, ordered, at most MAX_RANGE_DAYS, at locations within reach. */
async function rangeInReach(em: EntityManager, viewer: Viewer, range: ExportRange): Promise<Location[]> {
  if (viewer.companyId === null) throw new InvalidInput('Exports belong to a company: sign in as a company user to export');
  if (!(range.from < range.to)) throw new InvalidInput('The start of the range must be before its end');
  if (range.to.getTime() - range.from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw new InvalidInput(`The range may be at most ${MAX_RANGE_DAYS} days`);
  return locationsInReach(em, viewer, range.locationIds);
}

function countRange(services: AppServices, viewer: Viewer, range: ExportRange, locations: Location[]): Promise<number> {
  const scope = { companyId: viewer.companyId as number, locationIds: locations.map((location) => location.id), from: range.from, to: range.to };
  return countPackRecords(services.evidenceDb, scope);
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
 * Anything else, or a report still generating, is not found; a suspended company's is refused.
 */
export async function reportInReach(em: EntityManager, viewer: Viewer, id: number): Promise<Report> {
  const report = await em.findOne(Report, { id, type: PACK_TYPE, ...companyScope(viewer) });
  const parameters = report?.parameters as PackParameters | undefined;
  if (!report || !parameters?.locationIds.every((locationId) => canReachLocation(viewer, locationId))) throw new NotFound('Report');
  await assertCompanyActive(em, report.company.id);
  return report;
}
