import type { MockedResponse } from '@apollo/client/testing';
import { MobileFormTemplatesDocument, RequiredFormsDueDocument } from '../graphql/graphql';

/** Form templates as the API serves them to the phone (the company's current fields). */
export const formField = (name: string, label: string, type: string, required = true, options: string[] | null = null) => ({
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

export const formTemplate = (id: number, type: string, name: string, category: string, isRequired: boolean, fields: ReturnType<typeof formField>[]) => ({
  __typename: 'FormTemplate' as const,
  id,
  type,
  name,
  description: `${name} description`,
  category,
  isRequired,
  version: 0,
  fields,
});

export const phoneFormTemplates = [
  formTemplate(1, 'fitness_to_work', 'Fitness to Work Declaration', 'Daily', true, [
    formField('employeeName', 'Employee Name', 'text'),
    formField('temperature', 'Temperature (°C)', 'number'),
    formField('symptoms', 'Any symptoms?', 'radio', true, ['Yes', 'No']),
    formField('declaration', 'I declare that I am fit to work', 'checkbox'),
  ]),
  formTemplate(2, 'visitor_log', 'Visitor Log', 'As Needed', false, [
    formField('visitorName', 'Visitor Name', 'text'),
    formField('timeOut', 'Time Out', 'time', false),
  ]),
  formTemplate(4, 'incident_report', 'Incident Report Form', 'As Needed', false, [
    formField('description', 'Description', 'textarea'),
    formField('severity', 'Severity', 'select', true, ['Low', 'High']),
  ]),
];

/** The forms offered at location 1, answered as often as the phone asks. */
export const formTemplatesMock = (templates = phoneFormTemplates): MockedResponse => ({
  request: { query: MobileFormTemplatesDocument, variables: { locationId: 1 } },
  result: { data: { formTemplates: templates } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The required forms due at location 1 today (none unless given). */
export const requiredFormsDueMock = (due: { type: string; name: string; id: number }[] = []): MockedResponse => ({
  request: { query: RequiredFormsDueDocument, variables: { locationId: 1 } },
  result: { data: { requiredFormsDue: due.map((form) => ({ __typename: 'FormTemplate' as const, ...form })) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
