import type { FormType } from './form-templates.js';

/**
 * The forms each location must fill in every day (the phone marks them Required and lists them as
 * due until one is stored that local day). Food handlers declare their fitness before each shift.
 */
export const DAILY_REQUIRED_FORMS: readonly FormType[] = ['fitness_to_work'];

export const isRequiredForm = (type: string): boolean => (DAILY_REQUIRED_FORMS as readonly string[]).includes(type);
