import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { publicationOf } from '../publishing/publication.js';
import { assertMayEditTemplate, checkedPublication } from '../publishing/publication.service.js';
import { Company } from '../tenancy/company.entity.js';
import { User } from '../tenancy/user.entity.js';
import { CustomFormTemplate } from './custom-form-template.entity.js';
import { customTemplateBase, findCustomTemplate, publicationRow } from './custom-form-template-store.js';
import type { CreateFormTemplateInput } from './form-template.types.js';
import { inFormTransaction, saveVersion } from './form-template-edits.service.js';
import { checkTemplateFields } from './form-template-fields.js';
import { lastUsedByType, toTemplateView } from './form-template-list.service.js';
import { companyFormTemplate } from './form-template-store.js';
import { FORM_TEMPLATES } from './form-templates.js';
import type { FormTemplateType } from './forms.types.js';

/**
 * A form built from scratch: head office's (company-wide administrators) published to all sites,
 * chosen areas or chosen sites, or one site's own (its administrator). Its fields are version 1.
 */
export async function createFormTemplate(em: EntityManager, viewer: Viewer, input: CreateFormTemplateInput): Promise<FormTemplateType> {
  const publication = await checkedPublication(em, viewer, input.publication);
  const name = input.name.trim();
  if (!name) throw new InvalidInput('A form needs a name');
  const fields = checkTemplateFields(input.fields);
  return inFormTransaction(em, async (tx) => {
    const row = tx.create(CustomFormTemplate, {
      company: tx.getReference(Company, viewer.companyId as number),
      name,
      description: input.description?.trim() ?? '',
      category: input.category ?? 'As Needed',
      ...publicationRow(tx, publication),
      createdBy: tx.getReference(User, viewer.userId),
    });
    await tx.flush();
    return saveVersion(tx, viewer, { ...customTemplateBase(row), current: null, publication }, fields, null);
  });
}

/** Retires a custom form: no longer offered anywhere; the forms filled against it and its versions stay. */
export async function retireFormTemplate(em: EntityManager, viewer: Viewer, templateId: number): Promise<FormTemplateType> {
  if (FORM_TEMPLATES.some((template) => template.id === templateId)) throw new InvalidInput('A built-in form cannot be retired');
  const row = await findCustomTemplate(em, viewer, templateId);
  const publication = publicationOf(row);
  assertMayEditTemplate(viewer, publication);
  if (row.isActive) {
    await em.transactional(async (tx) => {
      tx.assign(row, { isActive: false });
      recordAudit(tx, viewer, {
        companyId: row.company.id,
        entity: 'form_template',
        entityId: customTemplateBase(row).type,
        action: 'retire',
        after: { status: 'retired' },
      });
      await tx.flush();
    });
  }
  const template = await companyFormTemplate(em, row.company.id, customTemplateBase(row));
  return toTemplateView(em, { ...template, publication }, viewer, (await lastUsedByType(em, viewer)).get(template.type) ?? null);
}
