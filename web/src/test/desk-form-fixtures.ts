import type { MockedResponse } from '@apollo/client/testing';
import { FormTemplatesDocument, OfferedFormTemplatesDocument } from '../graphql/graphql';
import { formField } from './form-fixtures';

/** One field of a form as the Digital Forms page reads it (FormTemplateParts): the phone's fixture, text by default. */
export const deskFormField = (name: string, label: string, type = 'text', required = true, options: string[] | null = null) =>
  formField(name, label, type, required, options);
export type DeskFormField = ReturnType<typeof deskFormField>;

/** A built-in form (published at every site) as the Digital Forms page reads it. */
export const deskFormTemplate = (id: number, type: string, name: string, fields: DeskFormField[]) => ({
  __typename: 'FormTemplate' as const,
  id,
  type,
  name,
  description: `${name} description`,
  category: 'Daily',
  status: 'active',
  lastUsed: null as string | null,
  version: 0,
  versionId: null as number | null,
  editable: false,
  isCustom: false,
  publication: {
    __typename: 'Publication' as const,
    scope: 'all',
    areaIds: [] as number[],
    locationIds: [] as number[],
    ownerLocationId: null,
    summary: 'All sites',
  },
  fields,
});

/** The page's two questions: every form the user sees, and those offered at the selected location. */
export const deskFormMocks = (templates: { id: number }[], locationId: number, usage = 2): MockedResponse[] => [
  { request: { query: FormTemplatesDocument }, result: { data: { formTemplates: templates } }, maxUsageCount: usage },
  {
    request: { query: OfferedFormTemplatesDocument, variables: { locationId } },
    result: { data: { formTemplates: templates.map(({ id }) => ({ __typename: 'FormTemplate' as const, id })) } },
    maxUsageCount: usage,
  },
];
