import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertLimit } from '../../validation.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { findReachableLocation } from '../locations/locations.service.js';
import type { Location } from '../tenancy/location.entity.js';
import { User } from '../tenancy/user.entity.js';
import { type PhotoEvidence, photoEvidenceFor, storedPhotos } from '../uploads/photo-evidence.js';
import { DigitalForm } from './digital-form.entity.js';
import { checkFormData, outOfRangeFields, photoAnswers } from './form-data.js';
import { actionIdsByForm, openOutOfRangeActions } from './form-field-actions.js';
import { customFormNames, templateToFill } from './form-template-list.service.js';
import { type CompanyFormTemplate, fieldsFilledAgainst, fieldViews } from './form-template-store.js';
import { formTemplateOf } from './form-templates.js';
import type { DigitalFormType, SubmitDigitalFormInput } from './forms.types.js';

/** SPEC 2.12: Recent Submissions shows up to 5. */
export const DEFAULT_FORMS_LIMIT = 5;

/** The newest forms at a location the viewer may reach. */
export async function listDigitalForms(em: EntityManager, viewer: Viewer, locationId: number, limit?: number | null): Promise<DigitalFormType[]> {
  const take = limit ?? DEFAULT_FORMS_LIMIT;
  assertLimit(take);
  const location = await findReachableLocation(em, viewer, locationId);
  const forms = await em.find(DigitalForm, { location }, { populate: ['user', 'templateVersion'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: take });
  return withActions(em, forms);
}

/** The forms' views with their forms' names and the actions their critical fields opened. */
async function withActions(em: EntityManager, forms: DigitalForm[]): Promise<DigitalFormType[]> {
  const actions = await actionIdsByForm(
    em,
    forms.map((form) => form.id),
  );
  const names = await customFormNames(
    em,
    forms.map((form) => form.type),
  );
  return forms.map((form) => ({ ...toFormView(form, form.user.fullName, names.get(form.type)), correctiveActionIds: actions.get(form.id) ?? [] }));
}

/**
 * Stores a filled-in form checked against its company's current fields, and points it at that
 * version. The client says 'submitted' when it submits; without a status the form stays a draft
 * (the data model's default). A submitted form's critical field out of range opens an action.
 */
export async function submitDigitalForm(em: EntityManager, viewer: Viewer, input: SubmitDigitalFormInput): Promise<DigitalFormType> {
  const location = await findReachableLocation(em, viewer, input.locationId);
  const earlier = input.clientId ? await submittedBefore(em, location.company.id, input.clientId) : null;
  if (earlier) return (await withActions(em, [earlier]))[0];
  const template = await templateToFill(em, viewer, input.type, location.id, location.company.id);
  const formData = checkFormData(template, input.formData);
  const photos = await photoEvidenceFor(em, viewer, photoAnswers(template.fields, formData));
  return storeForm(em, viewer, location, template, { ...input, formData }, photos).catch(async (error: unknown) => {
    // Two sends of one clientId at once: the second finds the first's row.
    const raced =
      error instanceof UniqueConstraintViolationException && input.clientId ? await submittedBefore(em.fork(), location.company.id, input.clientId) : null;
    if (raced) return (await withActions(em.fork(), [raced]))[0];
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
  photos: PhotoEvidence[],
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
      photoEvidence: photos.length ? photos : null,
    });
    await tx.flush();
    const actions = form.status === 'submitted' ? await openOutOfRangeActions(tx, form, template) : [];
    const view = { ...toFormView(form, viewer.fullName, template.name), correctiveActionIds: actions.map((action) => action.id) };
    const action = form.status === 'submitted' ? 'submit' : 'save_draft';
    // The version number says which fields were asked; the fields themselves are in that version's own audit row.
    const { fields, ...audited } = view;
    recordAudit(tx, viewer, { companyId: location.company.id, entity: 'digital_form', entityId: form.id, action, after: audited });
    return view;
  });
}

export function toFormView(form: DigitalForm, submittedBy = form.user.fullName, formName = formTemplateOf(form.type)?.name ?? form.type): DigitalFormType {
  const fields = fieldsFilledAgainst(form.type, form.templateVersion);
  return {
    id: form.id,
    type: form.type,
    formName,
    status: form.status,
    createdAt: form.createdAt,
    locationId: form.location.id,
    submittedBy,
    templateVersion: form.templateVersion?.version ?? 0,
    fields: fieldViews(fields),
    formData: form.formData,
    outOfRange: outOfRangeFields(fields, form.formData).map((field) => field.name),
    photoEvidence: storedPhotos(form.photoEvidence),
    correctiveActionIds: [],
  };
}
