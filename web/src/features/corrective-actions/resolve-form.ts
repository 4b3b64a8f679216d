import * as yup from 'yup';
import type { ActionVerificationInput } from '../../graphql/graphql';
import { temperatureScale } from '../../lib/format/temperature';

/**
 * How Mark Complete verifies a critical temperature or food-process action (issue 30): the unit's
 * in-range reading since it opened (existing), a reading taken now (reading), or a manager's
 * override (override). None chosen sends none: the API then says what is missing.
 */
export type VerificationMethod = '' | 'existing' | 'reading' | 'override';

const isNumber = (value: string | undefined) => value !== undefined && value.trim() !== '' && Number.isFinite(Number(value));

export const resolveSchema = yup.object({
  resolution: yup.string().label('Resolution').trim().required('Please describe what was done').max(2000),
  // Not required: none chosen is sent as none (Formik validates a blank choice as undefined).
  method: yup.mixed<VerificationMethod>().oneOf(['', 'existing', 'reading', 'override']).default(''),
  temperature: yup
    .string()
    .when('method', ([method], field) =>
      method === 'reading' ? field.required('Please enter the verification reading').test('number', 'Please enter a number', isNumber) : field,
    ),
  overrideReason: yup
    .string()
    .trim()
    .max(2000)
    .when('method', ([method], field) => (method === 'override' ? field.required('Please give the reason for the override') : field)),
});
export type ResolveValues = yup.InferType<typeof resolveSchema>;

export const blankResolution: ResolveValues = { resolution: '', method: '', temperature: '', overrideReason: '' };

/** The verification as the API takes it: a typed reading goes in the company's scale, which the API converts to °C. */
export function verificationInput(values: ResolveValues, existingReadingId: number | null): ActionVerificationInput | undefined {
  if (values.method === 'existing' && existingReadingId !== null) return { readingId: existingReadingId };
  if (values.method === 'reading') return { temperature: Number(values.temperature), unit: temperatureScale() };
  if (values.method === 'override') return { overrideReason: (values.overrideReason ?? '').trim() };
  return undefined;
}
