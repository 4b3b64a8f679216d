import type { EntityManager } from '@mikro-orm/postgresql';
import { FormTemplateVersion } from './form-template-version.entity.js';
import { type FormField, type FormTemplate, formTemplateOf } from './form-templates.js';

/** A built-in form as one company uses it: its newest edited fields, or the built-in ones. */
export interface CompanyFormTemplate extends FormTemplate {
  /** The version whose fields these are; null: the built-in fields. */
  current: FormTemplateVersion | null;
}

/** The company's newest version of a form type, if it ever edited it. */
export function latestFormVersion(em: EntityManager, companyId: number, type: string): Promise<FormTemplateVersion | null> {
  return em.findOne(FormTemplateVersion, { company: companyId, templateType: type }, { orderBy: { version: 'desc' } });
}

/** A company's current template (no company: the provider's view, the built-in fields). */
export async function companyFormTemplate(em: EntityManager, companyId: number | null, base: FormTemplate): Promise<CompanyFormTemplate> {
  const current = companyId === null ? null : await latestFormVersion(em, companyId, base.type);
  return { ...base, fields: current ? current.fields : base.fields, current };
}

/** The fields a stored form was filled against: its version's, or its type's built-in ones. */
export const fieldsFilledAgainst = (type: string, version: FormTemplateVersion | null | undefined): FormField[] =>
  version ? version.fields : (formTemplateOf(type)?.fields ?? []);

/** A plain copy for GraphQL and audit rows (options, help text, unit and range null when absent; not critical). */
export const fieldViews = (fields: readonly FormField[]): Required<FormField>[] =>
  fields.map((field) => ({
    ...field,
    options: field.options ? [...field.options] : null,
    helpText: field.helpText ?? null,
    unit: field.unit ?? null,
    min: field.min ?? null,
    max: field.max ?? null,
    critical: field.critical ?? false,
  }));
