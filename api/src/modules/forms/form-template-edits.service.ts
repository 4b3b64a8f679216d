import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Conflict, Forbidden, NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { Company } from '../tenancy/company.entity.js';
import { canEditFormTemplates } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { lastUsedByType, toTemplateView } from './digital-forms.service.js';
import type { UpdateFormTemplateInput } from './form-template.types.js';
import { checkTemplateFields } from './form-template-fields.js';
import { companyFormTemplate, fieldViews } from './form-template-store.js';
import { FormTemplateVersion } from './form-template-version.entity.js';
import { FORM_TEMPLATES } from './form-templates.js';
import type { FormTemplateType } from './forms.types.js';

const STALE_EDIT = 'Someone else saved this form since you opened it: reopen Edit to see their fields';

/**
 * Saves new fields of a form for the administrator's company as its next version (earlier
 * versions, and the forms filled against them, stay as they were); audited with before and after.
 */
export async function updateFormTemplate(em: EntityManager, viewer: Viewer, input: UpdateFormTemplateInput): Promise<FormTemplateType> {
  const companyId = viewer.companyId;
  if (!canEditFormTemplates(viewer) || companyId === null) throw new Forbidden('Only company administrators can edit forms');
  const base = FORM_TEMPLATES.find((template) => template.id === input.templateId);
  if (!base) throw new NotFound('Form template');
  const fields = checkTemplateFields(input.fields);
  try {
    return await em.transactional(async (tx) => {
      const before = await companyFormTemplate(tx, companyId, base);
      await assertEditedLatest(tx, companyId, before.current, input.basedOnVersionId);
      const row = tx.create(FormTemplateVersion, {
        company: tx.getReference(Company, companyId),
        templateType: base.type,
        version: (before.current?.version ?? 0) + 1,
        fields,
        createdBy: tx.getReference(User, viewer.userId),
      });
      await tx.flush();
      recordAudit(tx, viewer, {
        companyId,
        entity: 'form_template',
        entityId: base.type,
        action: 'update',
        before: { version: before.current?.version ?? 0, fields: fieldViews(before.fields) },
        after: { version: row.version, fields: fieldViews(fields) },
      });
      const lastUsed = (await lastUsedByType(tx, viewer)).get(base.type) ?? null;
      return toTemplateView({ ...base, fields, current: row }, viewer, lastUsed);
    });
  } catch (error) {
    // Two saves of the same version at once: the unique (company, type, version) lets one win.
    if (error instanceof UniqueConstraintViolationException) throw new Conflict(STALE_EDIT);
    throw error;
  }
}

/**
 * When the editor says which version it started from, a newer save in between is a conflict.
 * Another company's version id is answered exactly like a missing one.
 */
async function assertEditedLatest(em: EntityManager, companyId: number, current: FormTemplateVersion | null, basedOn: number | null | undefined) {
  if (basedOn === undefined || basedOn === (current?.id ?? null)) return;
  if (basedOn !== null && !(await em.count(FormTemplateVersion, { id: basedOn, company: companyId }))) throw new NotFound('Form template version');
  throw new Conflict(STALE_EDIT);
}
