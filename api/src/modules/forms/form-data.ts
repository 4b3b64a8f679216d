import { InvalidInput } from '../../errors.js';
import { type FormField, type FormTemplate, RANGE_TYPES, YES_NO_NA } from './form-templates.js';

const MAX_FIELDS = 50;
const MAX_NAME_LENGTH = 100;
const MAX_TEXT_LENGTH = 5000;
/** A drawn signature as a PNG data URL (a phone's canvas at its usual size stays well inside). */
const MAX_SIGNATURE_LENGTH = 200_000;
const SIGNATURE_PREFIX = 'data:image/png;base64,';

type FormValue = string | number | boolean | null;

const isFormValue = (value: unknown, maxText: number): value is FormValue =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= maxText);

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * What a submitted form may hold: a flat object of answers, and every required field of its
 * template answered. "Answered" is JavaScript truthiness, exactly as the form dialog judges it
 * (SPEC 5), so an unticked checkbox or an empty text counts as missing. Answers of the typed
 * fields (numbers, yes/no/N.A., photos, signatures) must be of their type.
 */
export function checkFormData(template: FormTemplate, formData: Record<string, unknown>): Record<string, FormValue> {
  const entries = Object.entries(formData);
  if (entries.length > MAX_FIELDS) throw new InvalidInput(`Form data can have at most ${MAX_FIELDS} fields`);
  const byName = new Map(template.fields.map((field) => [field.name, field]));
  for (const [name, value] of entries) {
    if (name.length > MAX_NAME_LENGTH) throw new InvalidInput(`Form field names must be at most ${MAX_NAME_LENGTH} characters`);
    const maxText = byName.get(name)?.type === 'signature' ? MAX_SIGNATURE_LENGTH : MAX_TEXT_LENGTH;
    if (!isFormValue(value, maxText)) {
      throw new InvalidInput(`Form field "${name}" must be text (up to ${MAX_TEXT_LENGTH} characters), a number, true/false or empty`);
    }
  }
  const missing = template.fields.filter((field) => field.required && !formData[field.name]).map((field) => field.label);
  if (missing.length) throw new InvalidInput(`Please fill in: ${missing.join(', ')}`);
  for (const field of template.fields) if (!isBlank(formData[field.name])) assertAnswerOfType(field, formData[field.name]);
  return formData as Record<string, FormValue>;
}

function assertAnswerOfType(field: FormField, value: unknown): void {
  // A number without a range (the built-in forms') keeps taking what it always took.
  if (hasRange(field) && typeof value !== 'number') throw new InvalidInput(`"${field.label}" must be a number`);
  if (field.type === 'yes_no_na' && !(YES_NO_NA as readonly unknown[]).includes(value)) {
    throw new InvalidInput(`"${field.label}" must be one of ${YES_NO_NA.join(', ')}`);
  }
  if (field.type === 'photo' && !(Number.isInteger(value) && (value as number) > 0)) throw new InvalidInput(`"${field.label}" must be an uploaded photo`);
  if (field.type === 'signature' && !(typeof value === 'string' && value.startsWith(SIGNATURE_PREFIX))) {
    throw new InvalidInput(`"${field.label}" must be a drawn signature`);
  }
}

/** The upload ids a form's photo fields name (checked as the viewer's photos before the form is stored). */
export const photoAnswers = (fields: readonly FormField[], formData: Record<string, unknown>): number[] =>
  fields.filter((field) => field.type === 'photo' && typeof formData[field.name] === 'number').map((field) => formData[field.name] as number);

const hasRange = (field: FormField) => RANGE_TYPES.includes(field.type) && (field.min != null || field.max != null || field.type === 'temperature');

/** The number and temperature fields answered outside their acceptable range: the server's verdict, shown on the form. */
export function outOfRangeFields(fields: readonly FormField[], formData: Record<string, unknown>): FormField[] {
  return fields.filter((field) => {
    const value = formData[field.name];
    if (!RANGE_TYPES.includes(field.type) || typeof value !== 'number') return false;
    return (field.min != null && value < field.min) || (field.max != null && value > field.max);
  });
}

/** '0–5 °C', 'at least 75 °C', 'at most 8 kg'. */
export function rangeText(field: FormField): string {
  const unit = field.unit ? ` ${field.unit}` : '';
  if (field.min != null && field.max != null) return `${field.min}–${field.max}${unit}`;
  return field.min != null ? `at least ${field.min}${unit}` : `at most ${field.max}${unit}`;
}
