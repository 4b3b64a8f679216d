/** One field of a form's current template, as the API serves it (FormTemplate.fields). */
export type TemplateField = {
  name: string;
  label: string;
  type: string;
  required: boolean;
  options?: string[] | null;
  helpText?: string | null;
  unit?: string | null;
  min?: number | null;
  max?: number | null;
  critical?: boolean | null;
};

/** The answers of a yes/no/N.A. field (the API's YES_NO_NA). */
export const YES_NO_NA = ['Yes', 'No', 'N/A'];

/** 'Acceptable: 0–5 °C', 'Acceptable: at least 75 °C', or null without a range: the server judges, this only tells. */
export function rangeHint(field: TemplateField): string | null {
  const unit = field.unit ? ` ${field.unit}` : '';
  if (field.min != null && field.max != null) return `Acceptable: ${field.min}–${field.max}${unit}`;
  if (field.min != null) return `Acceptable: at least ${field.min}${unit}`;
  if (field.max != null) return `Acceptable: at most ${field.max}${unit}`;
  return null;
}

/** The server's verdict on a submitted form, in words: which fields were out of range and which actions opened. */
export function outOfRangeNotice(form: { outOfRange: string[]; correctiveActionIds: number[]; fields: { name: string; label: string }[] }) {
  if (form.outOfRange.length === 0) return null;
  const labels = form.outOfRange.map((name) => form.fields.find((field) => field.name === name)?.label ?? name);
  const actions = form.correctiveActionIds.map((id) => `#${id}`).join(', ');
  return {
    title: `Out of range: ${labels.join(', ')}`,
    description: actions ? `Corrective action ${actions} opened` : 'Recorded as out of range',
    variant: 'destructive',
  } as const;
}
/** One answer: text, a number (or '' once a number field is cleared), or a ticked box. */
export type FormValue = string | number | boolean;
export type FormValues = Record<string, FormValue>;

/**
 * SPEC 5: a required field is answered when its value is truthy, so an unticked box or an
 * empty entry is missing. The flags come from the API's template, which re-checks on submit.
 */
export function missingRequiredLabels(fields: readonly TemplateField[], values: FormValues): string[] {
  return fields.filter((field) => field.required && !values[field.name]).map((field) => field.label);
}

/** SPEC 5: number fields keep a number, or an empty string when nothing (valid) is entered. */
export function numberAnswer(input: HTMLInputElement): number | '' {
  return input.value === '' || Number.isNaN(input.valueAsNumber) ? '' : input.valueAsNumber;
}

/** SPEC 8's notice for a form with required fields left empty; nothing is sent. */
export const missingFieldsNotice = (missing: readonly string[]) =>
  ({ title: 'Missing required fields', description: `Please fill in: ${missing.join(', ')}`, variant: 'destructive' }) as const;
