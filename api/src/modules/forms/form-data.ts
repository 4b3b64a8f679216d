import { InvalidInput } from '../../errors.js';
import type { FormTemplate } from './form-templates.js';

const MAX_FIELDS = 50;
const MAX_NAME_LENGTH = 100;
const MAX_TEXT_LENGTH = 5000;

type FormValue = string | number | boolean | null;

const isFormValue = (value: unknown): value is FormValue =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= MAX_TEXT_LENGTH);

/**
 * What a submitted form may hold: a flat object of answers, and every required field of its
 * template answered. "Answered" is JavaScript truthiness, exactly as the form dialog judges it
 * (SPEC 5), so an unticked checkbox or an empty text counts as missing.
 */
export function checkFormData(template: FormTemplate, formData: Record<string, unknown>): Record<string, FormValue> {
  const entries = Object.entries(formData);
  if (entries.length > MAX_FIELDS) throw new InvalidInput(`Form data can have at most ${MAX_FIELDS} fields`);
  for (const [name, value] of entries) {
    if (name.length > MAX_NAME_LENGTH) throw new InvalidInput(`Form field names must be at most ${MAX_NAME_LENGTH} characters`);
    if (!isFormValue(value)) {
      throw new InvalidInput(`Form field "${name}" must be text (up to ${MAX_TEXT_LENGTH} characters), a number, true/false or empty`);
    }
  }
  const missing = template.fields.filter((field) => field.required && !formData[field.name]).map((field) => field.label);
  if (missing.length) throw new InvalidInput(`Please fill in: ${missing.join(', ')}`);
  return formData as Record<string, FormValue>;
}
