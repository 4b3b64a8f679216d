import * as yup from 'yup';
import { allSites, type PublicationValues, publicationInputOf, publicationSchema, publicationValuesOf } from '../../components/templates/publication-values';
import type { CheckItemInput, CheckTemplateCardFragment, CreateComplianceTemplateInput } from '../../graphql/graphql';
import { fromDisplayedTemperature, toDisplayedTemperature } from '../../lib/format/temperature';

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

/** What an item asks for (the API's item types). */
export const ITEM_TYPES = [
  { value: 'yes_no', label: 'Yes / No / N.A.' },
  { value: 'number', label: 'Number' },
  { value: 'temperature', label: 'Temperature' },
  { value: 'text', label: 'Text' },
  { value: 'choice', label: 'Choice' },
  { value: 'date', label: 'Date' },
  { value: 'photo', label: 'Photo' },
  { value: 'signature', label: 'Signature' },
] as const;
const RANGED = ['number', 'temperature'];

/** One item as it is written (numbers as typed; a temperature band in the company's unit); `key` tells rows apart while they move. */
export type ChecklistItemValues = {
  key: string;
  description: string;
  critical: boolean;
  type: string;
  helpText: string;
  required: boolean;
  unit: string;
  min: string;
  max: string;
  /** One option a line. */
  options: string;
};
export type ChecklistValues = {
  name: string;
  type: string;
  description: string;
  frequency: string;
  dueTime: string;
  estimatedMinutes: string;
  items: ChecklistItemValues[];
  publication: PublicationValues;
};

let nextKey = 0;
export const blankItem = (): ChecklistItemValues => ({
  key: `item-${++nextKey}`,
  description: '',
  critical: false,
  type: 'yes_no',
  helpText: '',
  required: true,
  unit: '',
  min: '',
  max: '',
  options: '',
});

export const newChecklistValues = (): ChecklistValues => ({
  name: '',
  type: 'daily',
  description: '',
  frequency: 'daily',
  dueTime: '',
  estimatedMinutes: '',
  items: [blankItem()],
  publication: allSites(),
});

const typed = (value: number | null | undefined, temperature: boolean) => (value == null ? '' : String(temperature ? toDisplayedTemperature(value) : value));

/** A template's current version as the builder edits it (Edit makes the next version). */
export const checklistValuesOf = (template: CheckTemplateCardFragment): ChecklistValues => ({
  name: template.name,
  type: template.type,
  description: template.description ?? '',
  frequency: template.frequency ?? '',
  dueTime: template.dueTime ?? '',
  estimatedMinutes: '',
  publication: publicationValuesOf(template.publication),
  items: template.checkItems.map((item) => ({
    ...blankItem(),
    description: item.description,
    critical: item.critical,
    type: item.type,
    helpText: item.helpText ?? '',
    required: item.required,
    unit: item.type === 'number' ? (item.unit ?? '') : '',
    min: typed(item.min, item.type === 'temperature'),
    max: typed(item.max, item.type === 'temperature'),
    options: item.options.join('\n'),
  })),
});

/** A typed bound (a number input may hand Formik a number or ''), as the API takes it. */
const bound = (value: string | number, temperature: boolean) => {
  const text = String(value ?? '').trim();
  if (text === '') return null;
  return temperature ? fromDisplayedTemperature(Number(text)) : Number(text);
};

/** An item as the API takes it: only the settings its type uses; a temperature band in °C. */
export function itemInputOf(item: ChecklistItemValues): CheckItemInput {
  const temperature = item.type === 'temperature';
  return {
    description: item.description.trim(),
    critical: item.critical,
    type: item.type,
    helpText: item.helpText.trim() || null,
    required: item.type === 'yes_no' ? true : item.required,
    ...(item.type === 'number' ? { unit: item.unit.trim() || null } : {}),
    ...(RANGED.includes(item.type) ? { min: bound(item.min, temperature), max: bound(item.max, temperature) } : {}),
    ...(item.type === 'choice' ? { options: optionsOf(item.options) } : {}),
  };
}

const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean);

/** What the API is sent: text trimmed, blanks as null, a due time only for a scheduled checklist. */
export const checklistInputOf = (values: ChecklistValues): CreateComplianceTemplateInput => ({
  name: values.name.trim(),
  type: values.type,
  description: values.description.trim() || null,
  frequency: values.frequency || null,
  dueTime: values.frequency && values.dueTime ? values.dueTime : null,
  estimatedMinutes: values.estimatedMinutes ? Number(values.estimatedMinutes) : null,
  checkItems: values.items.map(itemInputOf),
  publication: publicationInputOf(values.publication),
});

const optionalNumber = yup
  .number()
  .transform((value, typedValue) => (typedValue === '' ? undefined : value))
  .typeError('Enter a number');

const itemSchema = yup.object({
  description: yup.string().trim().required('Each item needs a description').max(MAX_ITEM_LENGTH, `An item is at most ${MAX_ITEM_LENGTH} characters`),
  min: optionalNumber.test('range', 'Give a minimum, a maximum or both', function hasRange(min) {
    return !RANGED.includes(this.parent.type) || min !== undefined || String(this.parent.max ?? '').trim() !== '';
  }),
  max: optionalNumber.test('order', 'The maximum must not be below the minimum', function inOrder(max) {
    const min = String(this.parent.min ?? '').trim();
    return !RANGED.includes(this.parent.type) || max === undefined || min === '' || Number(min) <= max;
  }),
  options: yup.string().test('options', 'Give the options, one a line', function hasOptions(options) {
    return this.parent.type !== 'choice' || optionsOf(options ?? '').length > 0;
  }),
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
        const wording = (item.description ?? '').trim().toLowerCase();
        if (wording && seen.has(wording)) return this.createError({ path: `items[${index}].description`, message: 'Each item must be worded differently' });
        seen.add(wording);
      }
      return true;
    }),
  publication: publicationSchema,
});
