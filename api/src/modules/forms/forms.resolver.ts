import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { DEFAULT_FORMS_LIMIT, listDigitalForms, listFormTemplates, submitDigitalForm } from './digital-forms.service.js';
import { UpdateFormTemplateInput } from './form-template.types.js';
import { updateFormTemplate } from './form-template-edits.service.js';
import { DigitalFormType, FormTemplateType, SubmitDigitalFormInput } from './forms.types.js';
import { requiredFormsDue } from './required-forms.service.js';

@Resolver()
export class DigitalFormsResolver {
  @Query(() => [FormTemplateType], { description: 'The four forms with the company’s current fields and when each was last used.' })
  formTemplates(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<FormTemplateType[]> {
    return listFormTemplates(em, viewer);
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
}
