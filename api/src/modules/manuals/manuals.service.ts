import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, NotFound } from '../../errors.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { toUserReference } from '../people/users.service.js';
import { canManageManuals } from '../tenancy/roles.js';
import { uploadFileUrl } from '../uploads/uploads.service.js';
import { FoodSafetyManual, type ManualCategory } from './food-safety-manual.entity.js';
import type { FoodSafetyManualType } from './manuals.types.js';

/** Active manuals of the viewer's company (every company for the super user), newest first. */
export async function listManuals(em: EntityManager, viewer: Viewer, category?: ManualCategory | null): Promise<FoodSafetyManualType[]> {
  const manuals = await em.find(
    FoodSafetyManual,
    { ...companyScope(viewer), isActive: true, isCurrent: true, ...(category ? { category } : {}) },
    { populate: ['uploadedBy'], orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return manuals.map(toManualView);
}

/** Withdraws a manual from the library. The row stays: it is evidence of what staff were given. */
export async function deleteManual(em: EntityManager, viewer: Viewer, id: number): Promise<boolean> {
  if (!canManageManuals(viewer)) throw new Forbidden('Only customer administrators can delete manuals');
  const manual = await em.findOne(FoodSafetyManual, { id, ...companyScope(viewer), isActive: true });
  if (!manual) throw new NotFound('Manual');
  manual.isActive = false;
  recordAudit(em, viewer, {
    companyId: manual.company.id,
    entity: 'food_safety_manual',
    entityId: manual.id,
    action: 'delete',
    before: { isActive: true, title: manual.title, version: manual.version },
    after: { isActive: false },
  });
  await em.flush();
  return true;
}

/** Every kept version of a manual's title, newest first (the list shows only the latest). */
export async function listManualVersions(em: EntityManager, viewer: Viewer, id: number): Promise<FoodSafetyManualType[]> {
  const manual = await em.findOne(FoodSafetyManual, { id, ...companyScope(viewer), isActive: true });
  if (!manual) throw new NotFound('Manual');
  const versions = await em.find(
    FoodSafetyManual,
    { company: manual.company, title: manual.title, isActive: true },
    { populate: ['uploadedBy'], orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return versions.map(toManualView);
}

export function toManualView(manual: FoodSafetyManual): FoodSafetyManualType {
  return {
    id: manual.id,
    title: manual.title,
    description: manual.description ?? null,
    fileUrl: manual.file ? uploadFileUrl(manual.file) : (manual.fileUrl ?? ''),
    isCurrent: manual.isCurrent,
    version: manual.version,
    category: manual.category,
    uploadedBy: manual.uploadedBy ? toUserReference(manual.uploadedBy) : null,
    createdAt: manual.createdAt,
  };
}
