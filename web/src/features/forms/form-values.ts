import type { FormTemplatesQuery } from '../../graphql/graphql';
import { formatTimeAgo } from '../../lib/format/date';

export type FormTemplate = FormTemplatesQuery['formTemplates'][number];
export type TemplateField = FormTemplate['fields'][number];
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

/** 'Last used 2 days ago' from the template's lastUsed, or 'Never used'. */
export function lastUsedText(lastUsed: string | null | undefined, now = Date.now()): string {
  return lastUsed ? `Last used ${formatTimeAgo(lastUsed, now)}` : 'Never used';
}
