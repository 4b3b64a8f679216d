export const FORM_TYPES = ['fitness_to_work', 'visitor_log', 'wastage_sheet', 'incident_report'] as const;
export type FormType = (typeof FORM_TYPES)[number];
/** SPEC 3: text, number, date, time, textarea, checkbox, radio, select; the web treats unknown types as text. */
export const FIELD_TYPES = ['text', 'number', 'date', 'time', 'textarea', 'checkbox', 'radio', 'select'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** Field types whose answer is one of the field's options. */
export const CHOICE_TYPES: readonly FieldType[] = ['radio', 'select'];

export interface FormField {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  options: string[] | null;
}

export interface FormTemplate {
  id: number;
  name: string;
  description: string;
  category: 'Daily' | 'As Needed';
  status: 'active';
  type: FormType;
  fields: FormField[];
}

const field = (name: string, label: string, type: FieldType, required = true, options: string[] | null = null): FormField => ({
  name,
  label,
  type,
  required,
  options,
});
const YES_NO = ['Yes', 'No'];

/** The four built-in templates of SPEC 3, defined once here so the web and the server's checks agree. */
export const FORM_TEMPLATES: readonly FormTemplate[] = [
  {
    id: 1,
    name: 'Fitness to Work Declaration',
    description: 'Daily health declaration by food handlers before starting a shift.',
    category: 'Daily',
    status: 'active',
    type: 'fitness_to_work',
    fields: [
      field('employeeName', 'Employee Name', 'text'),
      field('date', 'Date', 'date'),
      field('temperature', 'Temperature (°C)', 'number'),
      field('symptoms', 'Any symptoms?', 'radio', true, YES_NO),
      field('medications', 'Taking any medications?', 'radio', true, YES_NO),
      field('declaration', 'I declare that I am fit to work', 'checkbox'),
    ],
  },
  {
    id: 2,
    name: 'Visitor Log',
    description: 'Record visitors to food preparation areas and their safety briefing.',
    category: 'As Needed',
    status: 'active',
    type: 'visitor_log',
    fields: [
      field('visitorName', 'Visitor Name', 'text'),
      field('company', 'Company', 'text'),
      field('purpose', 'Purpose of Visit', 'text'),
      field('timeIn', 'Time In', 'time'),
      field('timeOut', 'Time Out', 'time', false),
      field('safetyBriefing', 'Safety briefing given', 'checkbox'),
      field('escorted', 'Visitor escorted', 'checkbox'),
    ],
  },
  {
    id: 3,
    name: 'Food Wastage Sheet',
    description: 'Record food thrown away, why, and how it was disposed of.',
    category: 'Daily',
    status: 'active',
    type: 'wastage_sheet',
    fields: [
      field('date', 'Date', 'date'),
      field('foodItem', 'Food Item', 'text'),
      field('quantity', 'Quantity', 'text'),
      field('reason', 'Reason', 'select', true, ['Expired', 'Damaged', 'Overproduction', 'Customer Return', 'Other']),
      field('disposalMethod', 'Disposal Method', 'text'),
      field('cost', 'Cost', 'number', false),
    ],
  },
  {
    id: 4,
    name: 'Incident Report Form',
    description: 'Report a food safety incident and the action taken.',
    category: 'As Needed',
    status: 'active',
    type: 'incident_report',
    fields: [
      field('date', 'Date', 'date'),
      field('time', 'Time', 'time'),
      field('location', 'Location', 'text'),
      field('description', 'Description', 'textarea'),
      field('severity', 'Severity', 'select', true, ['Low', 'Medium', 'High', 'Critical']),
      field('actionTaken', 'Action Taken', 'textarea'),
    ],
  },
];

export const formTemplateOf = (type: string): FormTemplate | undefined => FORM_TEMPLATES.find((template) => template.type === type);
