import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobHandlers } from '../../job-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { EXPORT_TASK, packFileName } from './export-pack.js';
import { writePackFile } from './pack-writer.js';
import { Report } from './report.entity.js';

/**
 * Makes one requested pack. Idempotent: a report no longer generating was finished by an earlier
 * run and is left alone; the file is written under the report's own name and renamed into place;
 * only the run whose update moves the report to ready writes the completion audit event.
 */
async function generateExport(payload: unknown, { em, services, attempt, maxAttempts }: JobContext): Promise<void> {
  const { reportId } = payload as { reportId: number };
  const report = await em.findOne(Report, { id: reportId }, { populate: ['company', 'user'] });
  if (report?.status !== 'generating') return;
  const name = packFileName(report);
  try {
    const file = await writePackFile(em, services, report, name);
    await finish(em, report, { status: 'ready', filePath: name, progress: 100, generatedAt: new Date() }, { fileName: name, ...file });
  } catch (error) {
    if (attempt < maxAttempts) throw error;
    console.error(`[reports] export ${reportId} failed:`, error);
    await finish(em, report, { status: 'failed', errorMessage: 'The pack could not be generated' }, { error: String(error) });
  }
}

/** Moves the report on from generating once, with its audit event in the same transaction. */
async function finish(em: EntityManager, report: Report, change: Partial<Report>, after: object): Promise<void> {
  await em.transactional(async (tx) => {
    const moved = await tx.nativeUpdate(Report, { id: report.id, status: 'generating' }, change);
    if (moved === 1) recordAudit(tx, null, { companyId: report.company.id, entity: 'report', entityId: report.id, action: `export_${change.status}`, after });
  });
}

export const reportJobs: JobHandlers = { [EXPORT_TASK]: generateExport };
