import * as yup from 'yup';
import type { FormFieldInput } from '../../graphql/graphql';
import type { FormTemplate } from './form-values';

/** The field types of SPEC 3, worded for the person editing the form. */
export const FIELD_TYPE_CHOICES = [
  { value: 'text', label: 'Text' },
  { value: 'textarea', label: 'Long text' },
  { value: 'number', label: 'Number' },
  { value: 'date', label: 'Date' },
  { value: 'time', label: 'Time' },
  { value: 'checkbox', label: 'Tick box' },
  { value: 'radio', label: 'Choice buttons' },
  { value: 'select', label: 'Drop-down list' },
] as const;
const CHOICE_TYPES = ['radio', 'select'];
export const takesOptions = (type: string): boolean => CHOICE_TYPES.includes(type);
/** The API's bounds (form-template.types.ts), checked here too so mistakes show as people type. */
const MAX_FIELDS = 40;
const MAX_LABEL = 100;

/** One field as it is edited; `key` tells rows apart while they move, `name` is null for a new field. */
export type EditedField = { key: string; name: string | null; label: string; type: string; required: boolean; options: string };
export type EditFormValues = { fields: EditedField[] };

let nextKey = 0;
const newKey = () => `field-${++nextKey}`;

export const blankField = (): EditedField => ({ key: newKey(), name: null, label: '', type: 'text', required: false, options: '' });

export const editValuesOf = (template: FormTemplate): EditFormValues => ({
  fields: template.fields.map((field) => ({
    key: newKey(),
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required,
    options: (field.options ?? []).join('\n'),
  })),
});

const optionList = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean);

/** What the API is sent: labels trimmed, options one per line and only for choice fields. */
export const fieldInputsOf = (values: EditFormValues): FormFieldInput[] =>
  values.fields.map(({ name, label, type, required, options }) => ({
    name,
    label: label.trim(),
    type,
    required,
    options: takesOptions(type) ? optionList(options) : null,
  }));

const fieldSchema = yup.object({
  label: yup.string().trim().required('Every field needs a label').max(MAX_LABEL, `A field label is at most ${MAX_LABEL} characters`),
  type: yup.string().required(),
  options: yup.string().test('has-options', 'List at least one option, one per line', function hasOptions(text) {
    return !takesOptions(this.parent.type) || optionList(text).length > 0;
  }),
});

export const editFormSchema = yup.object({
  fields: yup
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
    }),
});
