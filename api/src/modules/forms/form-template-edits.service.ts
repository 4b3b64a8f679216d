import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { ALL_SITES, publicationOf } from '../publishing/publication.js';
import { assertMayEditTemplate, checkedPublication } from '../publishing/publication.service.js';
import { Company } from '../tenancy/company.entity.js';
import { canEditFormTemplates } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { customTemplateBase, findCustomTemplate, publicationRow } from './custom-form-template-store.js';
import type { UpdateFormTemplateInput } from './form-template.types.js';
import { checkTemplateFields } from './form-template-fields.js';
import { lastUsedByType, type PublishedFormTemplate, toTemplateView } from './form-template-list.service.js';
import { companyFormTemplate, fieldViews } from './form-template-store.js';
import { FormTemplateVersion } from './form-template-version.entity.js';
import { FORM_TEMPLATES, type FormField } from './form-templates.js';
import type { FormTemplateType } from './forms.types.js';

const STALE_EDIT = 'Someone else saved this form since you opened it: reopen Edit to see their fields';

/**
 * Saves new fields of a form for the administrator's company as its next version (earlier
 * versions, and the forms filled against them, stay as they were); audited with before and after.
 * A custom form may also get a new name, description, category or publication; a built-in one
 * keeps its own and is offered everywhere.
 */
export async function updateFormTemplate(em: EntityManager, viewer: Viewer, input: UpdateFormTemplateInput): Promise<FormTemplateType> {
  const fields = checkTemplateFields(input.fields);
  return inFormTransaction(em, async (tx) => {
    const before = await templateToEdit(tx, viewer, input);
    return saveVersion(tx, viewer, before, fields, input.basedOnVersionId);
  });
}

/** The form as it is before the edit, its custom row (if any) already changed as the input says. */
async function templateToEdit(em: EntityManager, viewer: Viewer, input: UpdateFormTemplateInput): Promise<PublishedFormTemplate> {
  const builtIn = FORM_TEMPLATES.find((template) => template.id === input.templateId);
  if (builtIn) {
    if (!canEditFormTemplates(viewer) || viewer.companyId === null) throw new Forbidden('Only company administrators can edit forms');
    if (input.publication || input.name || input.description || input.category) {
      throw new InvalidInput('A built-in form keeps its name and is offered at every site: only its fields can change');
    }
    return { ...(await companyFormTemplate(em, viewer.companyId, builtIn)), publication: ALL_SITES };
  }
  const row = await findCustomTemplate(em, viewer, input.templateId);
  assertMayEditTemplate(viewer, publicationOf(row));
  if (!row.isActive) throw new InvalidInput('This form is retired: it can no longer be edited');
  const before = { ...(await companyFormTemplate(em, row.company.id, customTemplateBase(row))), publication: publicationOf(row) };
  const publication = input.publication ? await checkedPublication(em, viewer, input.publication) : before.publication;
  em.assign(row, {
    name: input.name?.trim() || row.name,
    description: input.description?.trim() ?? row.description,
    category: input.category ?? row.category,
    ...publicationRow(em, publication),
  });
  return { ...before, ...customTemplateBase(row), fields: before.fields, publication };
}

/** Runs a template write in one transaction; two saves of one version at once: the unique (company, type, version) lets one win. */
export async function inFormTransaction<T>(em: EntityManager, write: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await em.transactional(write);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new Conflict(STALE_EDIT);
    throw error;
  }
}

/** Appends the template's next version (a new custom form: version 1) and audits it; flushes any change to its row too. */
export async function saveVersion(
  tx: EntityManager,
  viewer: Viewer,
  template: PublishedFormTemplate,
  fields: FormField[],
  basedOnVersionId: number | null | undefined,
): Promise<FormTemplateType> {
  const companyId = viewer.companyId as number;
  await assertEditedLatest(tx, companyId, template.current, basedOnVersionId);
  const row = tx.create(FormTemplateVersion, {
    company: tx.getReference(Company, companyId),
    templateType: template.type,
    version: (template.current?.version ?? 0) + 1,
    fields,
    createdBy: tx.getReference(User, viewer.userId),
  });
  await tx.flush();
  const isNew = row.version === 1 && template.id > FORM_TEMPLATES.length;
  recordAudit(tx, viewer, {
    companyId,
    entity: 'form_template',
    entityId: template.type,
    action: isNew ? 'create' : 'update',
    before: isNew ? null : { version: template.current?.version ?? 0, fields: fieldViews(template.fields) },
    after: { version: row.version, fields: fieldViews(fields), name: template.name, publication: template.publication },
  });
  const lastUsed = (await lastUsedByType(tx, viewer)).get(template.type) ?? null;
  return toTemplateView(tx, { ...template, fields, current: row }, viewer, lastUsed);
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
