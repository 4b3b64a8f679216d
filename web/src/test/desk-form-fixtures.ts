import type { MockedResponse } from '@apollo/client/testing';
import { FormTemplatesDocument, OfferedFormTemplatesDocument } from '../graphql/graphql';

/** One field of a form as the Digital Forms page reads it (FormTemplateParts). */
export const deskFormField = (name: string, label: string, type = 'text', required = true, options: string[] | null = null) => ({
  __typename: 'FormField' as const,
  name,
  label,
  type,
  required,
  options,
  helpText: null as string | null,
  unit: null as string | null,
  min: null as number | null,
  max: null as number | null,
  critical: false,
});
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
