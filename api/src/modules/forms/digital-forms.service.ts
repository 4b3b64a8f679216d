import { raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import { assertLimit } from '../../validation.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { findReachableLocation } from '../locations/locations.service.js';
import type { Location } from '../tenancy/location.entity.js';
import { canEditFormTemplates } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { DigitalForm } from './digital-form.entity.js';
import { checkFormData } from './form-data.js';
import { type CompanyFormTemplate, companyFormTemplate, fieldsFilledAgainst, fieldViews } from './form-template-store.js';
import { FORM_TEMPLATES, formTemplateOf } from './form-templates.js';
import type { DigitalFormType, FormTemplateType, SubmitDigitalFormInput } from './forms.types.js';
import { isRequiredForm } from './required-forms.js';

/** SPEC 2.12: Recent Submissions shows up to 5. */
export const DEFAULT_FORMS_LIMIT = 5;

/** The four forms with the viewer's company's current fields, each with when its type was last stored there. */
export async function listFormTemplates(em: EntityManager, viewer: Viewer): Promise<FormTemplateType[]> {
  const lastUsed = await lastUsedByType(em, viewer);
  const templates: FormTemplateType[] = [];
  for (const base of FORM_TEMPLATES) {
    const template = await companyFormTemplate(em, viewer.allCompanies ? null : viewer.companyId, base);
    templates.push(toTemplateView(template, viewer, lastUsed.get(template.type) ?? null));
  }
  return templates;
}

/** When a form of each type was last stored in the viewer's company. */
export async function lastUsedByType(em: EntityManager, viewer: Viewer): Promise<Map<string, Date>> {
  const rows: { type: string; last_used: Date | string }[] = await em
    .createQueryBuilder(DigitalForm, 'f')
    .select(['f.type', raw('max(f.created_at) as last_used')])
    .where(companyScope(viewer))
    .groupBy('f.type')
    .execute('all', false);
  return new Map(rows.map((row) => [row.type, new Date(row.last_used)]));
}

export function toTemplateView(template: CompanyFormTemplate, viewer: Viewer, lastUsed: Date | null): FormTemplateType {
  const { current, ...rest } = template;
  return {
    ...rest,
    fields: fieldViews(template.fields),
    versionId: current?.id ?? null,
    version: current?.version ?? 0,
    editable: canEditFormTemplates(viewer),
    lastUsed,
    isRequired: isRequiredForm(template.type),
  };
}

/** The newest forms at a location the viewer may reach. */
export async function listDigitalForms(em: EntityManager, viewer: Viewer, locationId: number, limit?: number | null): Promise<DigitalFormType[]> {
  const take = limit ?? DEFAULT_FORMS_LIMIT;
  assertLimit(take);
  const location = await findReachableLocation(em, viewer, locationId);
  const forms = await em.find(DigitalForm, { location }, { populate: ['user', 'templateVersion'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: take });
  return forms.map((form) => toFormView(form));
}

/**
 * Stores a filled-in form checked against its company's current fields, and points it at that
 * version. The client says 'submitted' when it submits; without a status the form stays a draft
 * (the data model's default).
 */
export async function submitDigitalForm(em: EntityManager, viewer: Viewer, input: SubmitDigitalFormInput): Promise<DigitalFormType> {
  const base = formTemplateOf(input.type);
  if (!base) throw new InvalidInput('Unknown form type');
  const location = await findReachableLocation(em, viewer, input.locationId);
  const earlier = input.clientId ? await submittedBefore(em, location.company.id, input.clientId) : null;
  if (earlier) return toFormView(earlier);
  const template = await companyFormTemplate(em, location.company.id, base);
  const formData = checkFormData(template, input.formData);
  return storeForm(em, viewer, location, template, { ...input, formData }).catch(async (error: unknown) => {
    // Two sends of one clientId at once: the second finds the first's row.
    const raced =
      error instanceof UniqueConstraintViolationException && input.clientId ? await submittedBefore(em.fork(), location.company.id, input.clientId) : null;
    if (raced) return toFormView(raced);
    throw error;
  });
}

/** The form this company stored before under clientId (a retry after a lost answer). */
const submittedBefore = (em: EntityManager, companyId: number, clientId: string) =>
  em.findOne(DigitalForm, { company: companyId, clientId }, { populate: ['user', 'templateVersion', 'location'] });

function storeForm(
  em: EntityManager,
  viewer: Viewer,
  location: Location,
  template: CompanyFormTemplate,
  input: SubmitDigitalFormInput,
): Promise<DigitalFormType> {
  const { formData } = input;
  return em.transactional(async (tx) => {
    const form = tx.create(DigitalForm, {
      company: location.company,
      location,
      user: tx.getReference(User, viewer.userId),
      type: template.type,
      templateVersion: template.current,
      formData,
      signature: input.signature || null,
      emailedTo: input.emailedTo?.trim() || null,
      status: input.status === 'submitted' ? 'submitted' : 'draft',
      clientId: input.clientId ?? null,
    });
    await tx.flush();
    const view = toFormView(form, viewer.fullName);
    const action = form.status === 'submitted' ? 'submit' : 'save_draft';
    // The version number says which fields were asked; the fields themselves are in that version's own audit row.
    const { fields, ...audited } = view;
    recordAudit(tx, viewer, { companyId: location.company.id, entity: 'digital_form', entityId: form.id, action, after: audited });
    return view;
  });
}

export function toFormView(form: DigitalForm, submittedBy = form.user.fullName): DigitalFormType {
  return {
    id: form.id,
    type: form.type,
    status: form.status,
    createdAt: form.createdAt,
    locationId: form.location.id,
    submittedBy,
    templateVersion: form.templateVersion?.version ?? 0,
    fields: fieldViews(fieldsFilledAgainst(form.type, form.templateVersion)),
    formData: form.formData,
  };
}
