import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobHandlers } from '../../job-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { COMPANY_SUSPENDED, isCompanyActive } from '../tenancy/company-status.js';
import { EXPORT_TASK, packFileName } from './export-pack.js';
import { writePackFile } from './pack-writer.js';
import { Report } from './report.entity.js';

/**
 * Makes one requested pack. Idempotent: a report no longer generating was finished by an earlier
 * run and is left alone; the file is written under the report's own name and renamed into place;
 * only the run whose update moves the report to ready writes the completion audit event. A
 * suspended company's pack is not made (it fails, saying why).
 */
async function generateExport(payload: unknown, { em, services, attempt, maxAttempts }: JobContext): Promise<void> {
  const { reportId } = payload as { reportId: number };
  const report = await em.findOne(Report, { id: reportId }, { populate: ['company', 'user'] });
  if (report?.status !== 'generating') return;
  if (!(await isCompanyActive(em, report.company.id))) {
    await finish(em, report, { status: 'failed', errorMessage: COMPANY_SUSPENDED }, async () => ({ error: COMPANY_SUSPENDED }));
    return;
  }
  const name = packFileName(report);
  try {
    const pack = await writePackFile(em, services, report, name);
    const ready = { status: 'ready' as const, filePath: name, progress: 100, generatedAt: new Date() };
    const placed = await finish(em, report, ready, async () => ({ fileName: name, sizeBytes: await pack.place(), sha256: pack.sha256 }));
    if (!placed) await pack.discard();
  } catch (error) {
    if (attempt < maxAttempts) throw error;
    console.error(`[reports] export ${reportId} failed:`, error);
    await finish(em, report, { status: 'failed', errorMessage: 'The pack could not be generated' }, async () => ({ error: String(error) }));
  }
}

/**
 * Moves the report on from generating once, with its audit event in the same transaction. `outcome`
 * runs (placing a pack's file) only while the report's row is locked and still generating: a run
 * whose process was taken for dead while it wrote finds the report ready and places nothing, so the
 * file never changes under the hash the audit event records. Answers whether this run moved it.
 */
async function finish(em: EntityManager, report: Report, change: Partial<Report>, outcome: () => Promise<object>): Promise<boolean> {
  return em.transactional(async (tx) => {
    const generating = await tx.execute(`select id from report where id = ? and status = 'generating' for update`, [report.id]);
    if (generating.length === 0) return false;
    const after = await outcome();
    await tx.nativeUpdate(Report, { id: report.id }, change);
    recordAudit(tx, null, { companyId: report.company.id, entity: 'report', entityId: report.id, action: `export_${change.status}`, after });
    return true;
  });
}

export const reportJobs: JobHandlers = { [EXPORT_TASK]: generateExport };
