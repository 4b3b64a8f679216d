import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { AppServices } from '../../services.js';
import { bookExport } from '../reports/export-request.service.js';
import { Report, type ReportStatus } from '../reports/report.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { type InspectorRequest, openInspection } from './inspection.service.js';
import { InspectorLink } from './inspector-link.entity.js';

/** A ready pack is handed out again for this long: a second click, or a colleague's, costs nothing. */
const REUSE_MS = 60 * 60 * 1000;

/** Where an inspector link's pack stands, as the link page polls it ('none': not asked for within the hour). */
export interface InspectionPackStatus {
  status: ReportStatus | 'none';
  /** 0–100. */
  progress: number;
}

/**
 * The link's due-diligence PDF, made by the export runner like any requested pack (within
 * EXPORT_JOBS_CONCURRENCY, never inside the request): the pack running or made within the hour is
 * reused; otherwise (none yet, or the last one failed) one is booked and the link points at it.
 * Requests for one link wait for each other on the link's row, so two at once book one pack.
 */
export async function requestInspectionPack(em: EntityManager, services: AppServices, request: InspectorRequest): Promise<InspectionPackStatus> {
  const scope = await openInspection(em, services.inspectorThrottle, request, 'pack');
  const report = await em.transactional(async (tx) => {
    const link = await tx.findOneOrFail(InspectorLink, scope.linkId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const current = await currentPack(tx, scope.linkId);
    if (current && current.status !== 'failed') return current;
    const locations = await tx.find(Location, { id: { $in: scope.locationIds }, company: scope.companyId }, { orderBy: { id: 'asc' } });
    const report = await bookExport(tx, null, {
      companyId: scope.companyId,
      userId: null,
      requestedBy: `inspector link "${scope.label}"`,
      format: 'pdf',
      from: scope.from,
      to: scope.to,
      locations: locations.map(({ id, name }) => ({ id, name })),
    });
    link.packReport = report;
    await tx.flush();
    return report;
  });
  return { status: report.status as ReportStatus, progress: report.progress };
}

/** The link's current pack to download when it is ready; otherwise where it stands. */
export async function inspectionPackFile(em: EntityManager, services: AppServices, request: InspectorRequest): Promise<Report | InspectionPackStatus> {
  const scope = await openInspection(em, services.inspectorThrottle, request, 'pack');
  const report = await currentPack(em, scope.linkId);
  if (!report) return { status: 'none', progress: 0 };
  if (report.status === 'ready') return report;
  return { status: report.status as ReportStatus, progress: report.progress };
}

/** The link's latest pack if it may still be handed out: running, failed (so it is said), or ready within REUSE_MS. */
async function currentPack(em: EntityManager, linkId: number): Promise<Report | null> {
  const link = await em.findOneOrFail(InspectorLink, linkId, { populate: ['packReport'], refresh: true });
  const latest = link.packReport;
  if (!latest) return null;
  const stale = latest.status === 'ready' && Date.now() - (latest.generatedAt ?? latest.createdAt).getTime() > REUSE_MS;
  return stale ? null : latest;
}
