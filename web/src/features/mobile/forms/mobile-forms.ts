import type { MobileFormTemplatesQuery } from '../../../graphql/graphql';

export type MobileFormTemplate = MobileFormTemplatesQuery['formTemplates'][number];

/** SPEC 2.20's category chips. */
export type MobileFormCategory = 'Daily' | 'Weekly' | 'Monthly' | 'Safety';
export const formCategories: MobileFormCategory[] = ['Daily', 'Weekly', 'Monthly', 'Safety'];

/** Forms about safety go under the Safety chip; the others under their template's category (Daily, As Needed). */
const SAFETY_FORMS = ['incident_report'];

/** The phone's category badge (and chip) of a form. */
export const phoneCategory = (form: Pick<MobileFormTemplate, 'type' | 'category'>): string => (SAFETY_FORMS.includes(form.type) ? 'Safety' : form.category);
