import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound } from '../../errors.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { ALL_SITES, type Publication, publicationOf } from '../publishing/publication.js';
import { mayEditTemplate } from '../publishing/publication.service.js';
import { publicationView } from '../publishing/publication-view.service.js';
import { canEditFormTemplates } from '../tenancy/roles.js';
import { CustomFormTemplate, customFormType, customTemplateIdOf } from './custom-form-template.entity.js';
import { customTemplateBase, findCustomTemplate, isOfferedAt, visibleCustomTemplates } from './custom-form-template-store.js';
import { DigitalForm } from './digital-form.entity.js';
import { type CompanyFormTemplate, companyFormTemplate, fieldViews } from './form-template-store.js';
import { FORM_TEMPLATES, formTemplateOf } from './form-templates.js';
import type { FormTemplateType } from './forms.types.js';
import { isRequiredForm } from './required-forms.js';

/** A template as one company uses it, with where it is published (built-in forms: every site). */
export interface PublishedFormTemplate extends CompanyFormTemplate {
  publication: Publication;
}

/**
 * The four built-in forms and the company's own, with the company's current fields and when each
 * was last stored. At a location: only those offered there (published there, not retired).
 */
export async function listFormTemplates(em: EntityManager, viewer: Viewer, locationId: number | null = null): Promise<FormTemplateType[]> {
  if (locationId !== null) await findReachableLocation(em, viewer, locationId);
  const lastUsed = await lastUsedByType(em, viewer);
  const companyId = viewer.allCompanies ? null : viewer.companyId;
  const templates: PublishedFormTemplate[] = [];
  for (const base of FORM_TEMPLATES) templates.push({ ...(await companyFormTemplate(em, companyId, base)), publication: ALL_SITES });
  for (const row of await visibleCustomTemplates(em, viewer, locationId)) {
    templates.push({ ...(await companyFormTemplate(em, row.company.id, customTemplateBase(row))), publication: publicationOf(row) });
  }
  return Promise.all(templates.map((template) => toTemplateView(em, template, viewer, lastUsed.get(template.type) ?? null)));
}

/**
 * The template a form of this type is filled against at the location: a built-in one, or a custom
 * one of the location's company that is offered there (else it is missing, as another company's is).
 */
export async function templateToFill(em: EntityManager, viewer: Viewer, type: string, locationId: number, companyId: number): Promise<CompanyFormTemplate> {
  const customId = customTemplateIdOf(type);
  if (customId === null) {
    const base = formTemplateOf(type);
    if (!base) throw new NotFound('Form template');
    return companyFormTemplate(em, companyId, base);
  }
  const row = await findCustomTemplate(em, { ...viewer, companyId }, customId);
  if (!(await isOfferedAt(em, row.id, locationId))) throw new NotFound('Form template');
  return companyFormTemplate(em, companyId, customTemplateBase(row));
}

/** The names of the custom forms among these types, by type (retired ones too: their records stay readable). */
export async function customFormNames(em: EntityManager, types: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(types.map(customTemplateIdOf).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const rows = await em.find(CustomFormTemplate, { id: { $in: ids } }, { fields: ['name'] });
  return new Map(rows.map((row) => [customFormType(row.id), row.name]));
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

export async function toTemplateView(em: EntityManager, template: PublishedFormTemplate, viewer: Viewer, lastUsed: Date | null): Promise<FormTemplateType> {
  const { current, publication, ...rest } = template;
  const isCustom = customTemplateIdOf(template.type) !== null;
  const editable = isCustom ? template.status === 'active' && mayEditTemplate(viewer, publication) : canEditFormTemplates(viewer);
  return {
    ...rest,
    fields: fieldViews(template.fields),
    versionId: current?.id ?? null,
    version: current?.version ?? 0,
    editable,
    lastUsed,
    isRequired: isRequiredForm(template.type),
    isCustom,
    publication: await publicationView(em, publication),
  };
}
