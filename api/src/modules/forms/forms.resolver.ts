import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { DEFAULT_FORMS_LIMIT, listDigitalForms, submitDigitalForm } from './digital-forms.service.js';
import { CreateFormTemplateInput, UpdateFormTemplateInput } from './form-template.types.js';
import { createFormTemplate, retireFormTemplate } from './form-template-builder.service.js';
import { updateFormTemplate } from './form-template-edits.service.js';
import { listFormTemplates } from './form-template-list.service.js';
import { DigitalFormType, FormTemplateType, SubmitDigitalFormInput } from './forms.types.js';
import { requiredFormsDue } from './required-forms.service.js';

@Resolver()
export class DigitalFormsResolver {
  @Query(() => [FormTemplateType], {
    description:
      'The four built-in forms and the company’s own, with the current fields and when each was last used; with locationId, only those offered there (published there, not retired).',
  })
  formTemplates(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int, { nullable: true }) locationId: number | null,
  ): Promise<FormTemplateType[]> {
    return listFormTemplates(em, viewer, locationId ?? null);
  }

  @Query(() => [DigitalFormType], { description: 'The newest forms stored at a location (1 to 100).' })
  digitalForms(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: DEFAULT_FORMS_LIMIT }) limit: number | null,
  ): Promise<DigitalFormType[]> {
    return listDigitalForms(em, viewer, locationId, limit);
  }

  @Query(() => [FormTemplateType], { description: 'The required forms not yet filled in at a location today (its local day).' })
  requiredFormsDue(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
  ): Promise<FormTemplateType[]> {
    return requiredFormsDue(em, viewer, locationId);
  }

  @Mutation(() => DigitalFormType, { description: 'Stores a filled-in form; required fields of its template must be answered.' })
  submitDigitalForm(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => SubmitDigitalFormInput) input: SubmitDigitalFormInput,
  ): Promise<DigitalFormType> {
    return submitDigitalForm(em, viewer, input);
  }

  @Mutation(() => FormTemplateType, {
    description: 'Company-wide administrators: saves new fields of a form as the company’s next version; later submissions are checked against them.',
  })
  updateFormTemplate(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => UpdateFormTemplateInput) input: UpdateFormTemplateInput,
  ): Promise<FormTemplateType> {
    return updateFormTemplate(em, viewer, input);
  }

  @Mutation(() => FormTemplateType, {
    description:
      'Builds a new form from scratch as version 1: head office (company-wide administrators) for chosen sites, or a site administrator for their site.',
  })
  createFormTemplate(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateFormTemplateInput) input: CreateFormTemplateInput,
  ): Promise<FormTemplateType> {
    return createFormTemplate(em, viewer, input);
  }

  @Mutation(() => FormTemplateType, { description: 'Retires a custom form: no longer offered; forms filled against it and its versions stay.' })
  retireFormTemplate(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('templateId', () => Int) templateId: number,
  ): Promise<FormTemplateType> {
    return retireFormTemplate(em, viewer, templateId);
  }
}
