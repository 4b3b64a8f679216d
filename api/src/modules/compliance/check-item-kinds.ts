import { InvalidInput } from '../../errors.js';

/** What a checklist item asks for (issue 35): yes/no/N.A. as before, or a value the server judges. */
export const CHECK_ITEM_TYPES = ['yes_no', 'number', 'temperature', 'text', 'choice', 'date', 'photo', 'signature'] as const;
export type CheckItemKind = (typeof CHECK_ITEM_TYPES)[number];
/** Items answered with a number that must fall in the item's range (a temperature band is in °C). */
export const RANGED_ITEM_TYPES: readonly CheckItemKind[] = ['number', 'temperature'];
/** Items answered with an upload (a photo, or a drawn signature stored as an image). */
export const UPLOAD_ITEM_TYPES: readonly CheckItemKind[] = ['photo', 'signature'];

/** An item of a template's checklist as stored; older rows hold only a description and maybe a critical flag (a yes/no item). */
export interface CheckItem {
  /** The item's label: unique in its template, whatever the case. */
  description: string;
  critical?: boolean;
  type?: CheckItemKind;
  helpText?: string | null;
  required?: boolean;
  unit?: string | null;
  min?: number | null;
  max?: number | null;
  options?: string[] | null;
}

/** An item with every setting spelled out. */
export type FullCheckItem = Required<CheckItem> & { options: string[] };

const isRanged = (type: CheckItemKind) => RANGED_ITEM_TYPES.includes(type);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A stored item read with its defaults: an older plain item is a required yes/no item. */
export function fullItemOf(item: CheckItem): FullCheckItem {
  const type = (CHECK_ITEM_TYPES as readonly string[]).includes(item.type ?? '') ? (item.type as CheckItemKind) : 'yes_no';
  return {
    description: item.description,
    critical: item.critical === true,
    type,
    helpText: item.helpText?.trim() || null,
    required: item.required !== false,
    unit: type === 'number' ? item.unit?.trim() || null : type === 'temperature' ? '°C' : null,
    min: isRanged(type) ? numberOrNull(item.min) : null,
    max: isRanged(type) ? numberOrNull(item.max) : null,
    options: type === 'choice' ? (item.options ?? []).map((option) => option.trim()) : [],
  };
}

/**
 * A template's checklist as an administrator wrote it, refused whole when it says something
 * impossible: no items, an unworded item, two items with one label (whatever the case), an item
 * of no known type, a number or temperature item without a range or with min above max, a choice
 * without options (or with one option twice).
 */
export function checklistOf(items: readonly CheckItem[]): FullCheckItem[] {
  if (items.length === 0) throw new InvalidInput('Add at least one item');
  const checklist = items.map((item) => {
    if (item.type && !(CHECK_ITEM_TYPES as readonly string[]).includes(item.type)) {
      throw new InvalidInput(`An item's type must be one of ${CHECK_ITEM_TYPES.join(', ')}`);
    }
    return fullItemOf({ ...item, description: item.description.trim() });
  });
  if (checklist.some((item) => !item.description)) throw new InvalidInput('Each item needs a description');
  const labels = new Set(checklist.map((item) => item.description.toLowerCase()));
  if (labels.size !== checklist.length) throw new InvalidInput('Each item must be worded differently');
  for (const item of checklist) assertSettings(item);
  return checklist;
}

function assertSettings(item: FullCheckItem): void {
  if (isRanged(item.type)) {
    if (item.min === null && item.max === null) throw new InvalidInput(`"${item.description}" needs a range: a minimum, a maximum or both`);
    if (item.min !== null && item.max !== null && item.min > item.max) {
      throw new InvalidInput(`"${item.description}": the minimum must not be above the maximum`);
    }
  }
  if (item.type === 'choice') {
    if (item.options.length === 0 || item.options.some((option) => !option)) throw new InvalidInput(`"${item.description}" needs its options`);
    if (new Set(item.options.map((option) => option.toLowerCase())).size !== item.options.length) {
      throw new InvalidInput(`"${item.description}": each option must be worded differently`);
    }
  }
}

const DEFAULT_SETTINGS: Omit<FullCheckItem, 'description' | 'critical'> = {
  type: 'yes_no',
  helpText: null,
  required: true,
  unit: null,
  min: null,
  max: null,
  options: [],
};

/** An item (or an answered item) as stored: the settings its type leaves at their defaults are left out, so a yes/no item is stored as it always was. */
export function storedItemOf<T extends FullCheckItem & { value?: string | null }>(item: T): Partial<T> & CheckItem {
  const stored: Partial<T> & CheckItem = { ...item };
  for (const [key, fallback] of Object.entries({ ...DEFAULT_SETTINGS, value: null })) {
    const value = stored[key as keyof T];
    if (value === fallback || (Array.isArray(value) && value.length === 0)) delete stored[key as keyof T];
  }
  if (item.type === 'temperature') delete stored.unit;
  return stored;
}
