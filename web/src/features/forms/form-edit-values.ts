import * as yup from 'yup';
import { allSites, type PublicationValues, publicationInputOf, publicationSchema, publicationValuesOf } from '../../components/templates/publication-values';
import type { FormFieldInput } from '../../graphql/graphql';
import type { FormTemplate } from './form-values';

/** The field types of SPEC 3 and issue 35, worded for the person building the form. */
export const FIELD_TYPE_CHOICES = [
  { value: 'text', label: 'Text' },
  { value: 'textarea', label: 'Long text' },
  { value: 'number', label: 'Number' },
  { value: 'temperature', label: 'Temperature (°C)' },
  { value: 'yes_no_na', label: 'Yes / No / N.A.' },
  { value: 'date', label: 'Date' },
  { value: 'time', label: 'Time' },
  { value: 'checkbox', label: 'Tick box' },
  { value: 'radio', label: 'Choice buttons' },
  { value: 'select', label: 'Drop-down list' },
  { value: 'photo', label: 'Photo' },
  { value: 'signature', label: 'Signature' },
] as const;
export const FORM_CATEGORY_CHOICES = ['Daily', 'Weekly', 'Monthly', 'As Needed'].map((category) => ({ value: category, label: category }));
const CHOICE_TYPES = ['radio', 'select'];
export const takesOptions = (type: string): boolean => CHOICE_TYPES.includes(type);
/** Number and temperature fields have an acceptable range, and only they can be critical. */
export const takesRange = (type: string): boolean => type === 'number' || type === 'temperature';
/** The API's bounds (form-template.types.ts), checked here too so mistakes show as people type. */
const MAX_FIELDS = 40;
const MAX_LABEL = 100;

/** One field as it is edited; `key` tells rows apart while they move, `name` is null for a new field; min and max as typed. */
export type EditedField = {
  key: string;
  name: string | null;
  label: string;
  type: string;
  required: boolean;
  options: string;
  helpText: string;
  unit: string;
  min: string;
  max: string;
  critical: boolean;
};
/** A built-in form edits its fields only; a company's own form (and a new one) also its name, category and publication. */
export type EditFormValues = { name: string; description: string; category: string; publication: PublicationValues; fields: EditedField[] };

let nextKey = 0;
const newKey = () => `field-${++nextKey}`;

export const blankField = (): EditedField => ({
  key: newKey(),
  name: null,
  label: '',
  type: 'text',
  required: false,
  options: '',
  helpText: '',
  unit: '',
  min: '',
  max: '',
  critical: false,
});

export const newFormValues = (): EditFormValues => ({ name: '', description: '', category: 'Daily', publication: allSites(), fields: [blankField()] });

const typed = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const editValuesOf = (template: FormTemplate): EditFormValues => ({
  name: template.name,
  description: template.description,
  category: template.category,
  publication: publicationValuesOf(template.publication),
  fields: template.fields.map((field) => ({
    key: newKey(),
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required,
    options: (field.options ?? []).join('\n'),
    helpText: field.helpText ?? '',
    unit: field.type === 'number' ? (field.unit ?? '') : '',
    min: typed(field.min),
    max: typed(field.max),
    critical: field.critical,
  })),
});

const optionList = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean);
const bound = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** What the API is sent: labels trimmed, options one per line and only for choice fields, ranges only for numbers and temperatures. */
export const fieldInputsOf = (values: Pick<EditFormValues, 'fields'>): FormFieldInput[] =>
  values.fields.map(({ name, label, type, required, options, helpText, unit, min, max, critical }) => ({
    name,
    label: label.trim(),
    type,
    required,
    options: takesOptions(type) ? optionList(options) : null,
    helpText: helpText.trim() || null,
    unit: type === 'number' ? unit.trim() || null : null,
    min: takesRange(type) ? bound(min) : null,
    max: takesRange(type) ? bound(max) : null,
    critical: takesRange(type) && critical,
  }));

/** A custom form's name, description, category and publication as the API takes them. */
export const descriptionInputOf = (values: EditFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  category: values.category,
  publication: publicationInputOf(values.publication),
});

const numberText = yup.string().test('number', 'Enter a number', (text) => !text?.trim() || Number.isFinite(Number(text)));

const fieldSchema = yup.object({
  label: yup.string().trim().required('Every field needs a label').max(MAX_LABEL, `A field label is at most ${MAX_LABEL} characters`),
  type: yup.string().required(),
  options: yup.string().test('has-options', 'List at least one option, one per line', function hasOptions(text) {
    return !takesOptions(this.parent.type) || optionList(text).length > 0;
  }),
  min: numberText,
  max: numberText
    .test('above-min', 'The highest value must not be below the lowest', function aboveMin(text) {
      const [min, max] = [bound(this.parent.min ?? ''), bound(text ?? '')];
      return !takesRange(this.parent.type) || min === null || max === null || min <= max;
    })
    .test('has-range', 'Give a lowest or a highest acceptable value', function hasRange(text) {
      const needed = this.parent.type === 'temperature' || (takesRange(this.parent.type) && this.parent.critical);
      return !needed || bound(this.parent.min ?? '') !== null || bound(text ?? '') !== null;
    }),
});

const fieldsSchema = yup
  .array(fieldSchema)
  .min(1, 'A form needs at least one field')
  .max(MAX_FIELDS, `A form can have at most ${MAX_FIELDS} fields`)
  .test('distinct-labels', 'Each label must be different', function distinctLabels(fields) {
    const seen = new Set<string>();
    for (const [index, field] of (fields ?? []).entries()) {
      const label = (field.label ?? '').trim().toLowerCase();
      if (label && seen.has(label)) return this.createError({ path: `fields[${index}].label`, message: 'Each label must be different' });
      seen.add(label);
    }
    return true;
  });

/** A built-in form: its fields only. */
export const editFormSchema = yup.object({ fields: fieldsSchema });

/** A company's own form: a name and where it is published too. */
export const customFormSchema = yup.object({
  name: yup.string().trim().required('A form needs a name').max(200, 'A form name is at most 200 characters'),
  publication: publicationSchema,
  fields: fieldsSchema,
});
