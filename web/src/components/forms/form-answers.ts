/** One field of a form's current template, as the API serves it (FormTemplate.fields). */
export type TemplateField = { name: string; label: string; type: string; required: boolean; options?: string[] | null };
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
