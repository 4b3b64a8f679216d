export const FORM_TYPES = ['fitness_to_work', 'visitor_log', 'wastage_sheet', 'incident_report'] as const;
export type FormType = (typeof FORM_TYPES)[number];
/**
 * SPEC 3: text, number, date, time, textarea, checkbox, radio, select; issue 35 adds yes/no/N.A.,
 * temperature (°C, with a band), photo (an upload's id) and signature (a drawn image). The web
 * treats unknown types as text.
 */
export const FIELD_TYPES = [
  'text',
  'number',
  'date',
  'time',
  'textarea',
  'checkbox',
  'radio',
  'select',
  'yes_no_na',
  'temperature',
  'photo',
  'signature',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** Field types whose answer is one of the field's options. */
export const CHOICE_TYPES: readonly FieldType[] = ['radio', 'select'];
/** Field types answered with a number that may have an acceptable range (critical: outside it opens an action). */
export const RANGE_TYPES: readonly FieldType[] = ['number', 'temperature'];
/** The answers of a yes/no/N.A. field. */
export const YES_NO_NA = ['Yes', 'No', 'N/A'] as const;
export const FORM_CATEGORIES = ['Daily', 'Weekly', 'Monthly', 'As Needed'] as const;

export interface FormField {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  options: string[] | null;
  /** Shown under the label while filling in. */
  helpText?: string | null;
  /** A number's unit ('kg', 'ppm'); a temperature is always °C. */
  unit?: string | null;
  /** The acceptable range of a number or temperature field (either end may be open). */
  min?: number | null;
  max?: number | null;
  /** An answer outside the range opens a corrective action. */
  critical?: boolean;
}

export interface FormTemplate {
  /** 1–4: the built-in forms; from 101: a company's own (custom) forms. */
  id: number;
  name: string;
  description: string;
  category: string;
  status: 'active' | 'retired';
  /** A built-in type (fitness_to_work, …) or custom_<id> for a company's own form. */
  type: string;
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
