import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { canManageManuals } from '../tenancy/roles.js';
import { uploadInReach } from '../uploads/uploads.service.js';
import { FoodSafetyManual } from './food-safety-manual.entity.js';
import { toManualView } from './manuals.service.js';
import type { FoodSafetyManualType, UploadManualInput } from './manuals.types.js';

/** The version after `previous`: the next whole number ("3.1" → "4.0"); a first upload is "1.0". */
export function nextManualVersion(previous: string | undefined): string {
  const major = Number.parseInt(previous ?? '0', 10);
  return `${Number.isFinite(major) ? major + 1 : 1}.0`;
}

/** Adds an uploaded PDF to the library; the same title becomes a new version and the old one is kept. */
export async function uploadManual(em: EntityManager, viewer: Viewer, input: UploadManualInput): Promise<FoodSafetyManualType> {
  if (!canManageManuals(viewer)) throw new Forbidden('Only customer administrators can upload manuals');
  const title = input.title.trim();
  if (!title) throw new InvalidInput('Title is required');
  return em.transactional(async (tx) => {
    const file = await uploadInReach(tx, viewer, input.uploadId, 'manual');
    if (await tx.count(FoodSafetyManual, { file })) throw new InvalidInput('That file is already a manual: upload it again for a new version');
    const previous = await tx.findOne(
      FoodSafetyManual,
      { company: file.company, title, isActive: true, isCurrent: true },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (previous) {
      previous.isCurrent = false;
      recordAudit(tx, viewer, {
        companyId: file.company.id,
        entity: 'food_safety_manual',
        entityId: previous.id,
        action: 'supersede',
        before: { isCurrent: true },
        after: { isCurrent: false },
      });
      // Before the insert: the unique index allows one current version per title.
      await tx.flush();
    }
    const manual = tx.create(FoodSafetyManual, {
      company: file.company,
      title,
      description: input.description?.trim() || null,
      category: input.category,
      version: nextManualVersion(previous?.version),
      file,
      uploadedBy: viewer.userId,
    });
    await tx.flush();
    recordAudit(tx, viewer, {
      companyId: file.company.id,
      entity: 'food_safety_manual',
      entityId: manual.id,
      action: 'create',
      after: { title, category: manual.category, version: manual.version, uploadId: file.id },
    });
    await tx.flush();
    await tx.populate(manual, ['uploadedBy']);
    return toManualView(manual);
  });
}
