import * as yup from 'yup';
import type { CreateComplianceTemplateInput } from '../../graphql/graphql';

/** The check types a checklist can be (the API's list); each has its own screen or shows on Compliance Checks. */
export const CHECKLIST_TYPES = [
  { value: 'daily_opening', label: 'Daily Opening' },
  { value: 'closing', label: 'Closing' },
  { value: 'allergen', label: 'Allergen' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const;
/** '' is a checklist started by hand, never by the schedule. */
export const CHECKLIST_SCHEDULES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: '', label: 'Not scheduled (started by hand)' },
] as const;
const DAY_BOUND_TYPES = ['daily_opening', 'closing'];
/** The API's bounds (check-template-input.types.ts), checked here too so mistakes show as people type. */
const MAX_ITEMS = 100;
const MAX_ITEM_LENGTH = 500;
const MINUTES_RULE = 'Estimated minutes must be a whole number from 1 to 480';

/** One item as it is written; `key` tells rows apart while they move. */
export type ChecklistItemValues = { key: string; description: string; critical: boolean };
export type ChecklistValues = {
  name: string;
  type: string;
  description: string;
  frequency: string;
  dueTime: string;
  estimatedMinutes: string;
  items: ChecklistItemValues[];
};

let nextKey = 0;
export const blankItem = (): ChecklistItemValues => ({ key: `item-${++nextKey}`, description: '', critical: false });

export const newChecklistValues = (): ChecklistValues => ({
  name: '',
  type: 'daily',
  description: '',
  frequency: 'daily',
  dueTime: '',
  estimatedMinutes: '',
  items: [blankItem()],
});

/** What the API is sent: text trimmed, blanks as null, a due time only for a scheduled checklist. */
export const checklistInputOf = (values: ChecklistValues): CreateComplianceTemplateInput => ({
  name: values.name.trim(),
  type: values.type,
  description: values.description.trim() || null,
  frequency: values.frequency || null,
  dueTime: values.frequency && values.dueTime ? values.dueTime : null,
  estimatedMinutes: values.estimatedMinutes ? Number(values.estimatedMinutes) : null,
  checkItems: values.items.map(({ description, critical }) => ({ description: description.trim(), critical })),
});

const itemSchema = yup.object({
  description: yup.string().trim().required('Each item needs a description').max(MAX_ITEM_LENGTH, `An item is at most ${MAX_ITEM_LENGTH} characters`),
});

export const checklistSchema = yup.object({
  name: yup.string().label('Name').trim().required('Name is required').max(200),
  type: yup.string().required(),
  description: yup.string().label('Description').trim().max(2000),
  frequency: yup.string().test('day-bound', 'Opening and closing checks are daily', function dailyWhenDayBound(frequency) {
    return !DAY_BOUND_TYPES.includes(this.parent.type) || frequency === 'daily';
  }),
  dueTime: yup.string().matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Due time must be a 24-hour time such as 08:00', excludeEmptyString: true }),
  estimatedMinutes: yup
    .number()
    .transform((value, typed) => (typed === '' ? undefined : value))
    .typeError(MINUTES_RULE)
    .integer(MINUTES_RULE)
    .min(1, MINUTES_RULE)
    .max(480, MINUTES_RULE),
  items: yup
    .array(itemSchema)
    .min(1, 'Add at least one item')
    .max(MAX_ITEMS, `A checklist can have at most ${MAX_ITEMS} items`)
    .test('distinct-items', 'Each item must be worded differently', function distinctItems(items) {
      const seen = new Set<string>();
      for (const [index, item] of (items ?? []).entries()) {
        const wording = (item.description ?? '').trim();
        if (wording && seen.has(wording)) return this.createError({ path: `items[${index}].description`, message: 'Each item must be worded differently' });
        seen.add(wording);
      }
      return true;
    }),
});
