import type { EntityManager } from '@mikro-orm/postgresql';
import { publicationOf } from '../publishing/publication.js';
import { User } from '../tenancy/user.entity.js';
import { templateItemsOf } from './check-items.js';
import type { ComplianceCheckTemplate } from './compliance-check-template.entity.js';
import { ComplianceCheckTemplateVersion } from './compliance-check-template-version.entity.js';

/** Appends the template's current version as it stands (items, schedule, publication), saved by `userId` (null: not known). */
export function recordTemplateVersion(em: EntityManager, template: ComplianceCheckTemplate, userId: number | null): ComplianceCheckTemplateVersion {
  return em.create(ComplianceCheckTemplateVersion, {
    template,
    version: template.version,
    checklistItems: templateItemsOf(template),
    frequency: template.frequency ?? null,
    dueTime: template.dueTime ?? null,
    publication: publicationOf(template),
    createdBy: userId === null ? null : em.getReference(User, userId),
  });
}

/**
 * Before an edit: the version being replaced is on record. A template written by the starter set or
 * demo data has none yet; it is recorded as it stands, by nobody known.
 */
export async function keepCurrentVersion(em: EntityManager, template: ComplianceCheckTemplate): Promise<void> {
  const kept = await em.count(ComplianceCheckTemplateVersion, { template, version: template.version });
  if (!kept) recordTemplateVersion(em, template, null);
}
