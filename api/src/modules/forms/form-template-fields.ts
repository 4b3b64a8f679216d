import { InvalidInput } from '../../errors.js';
import type { FormFieldInput } from './form-template.types.js';
import { CHOICE_TYPES, type FieldType, type FormField, RANGE_TYPES } from './form-templates.js';

const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Keys that request validation refuses in form data (they would reach Object.prototype). */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * An administrator's edited fields as they will be stored: labels trimmed and different from each
 * other, options only (and always) on choice fields, and every field a stable answer key — kept
 * from the field it was, or made from the label for a new one.
 */
export function checkTemplateFields(fields: FormFieldInput[]): FormField[] {
  const labels = fields.map((field) => field.label.trim());
  if (labels.some((label) => !label)) throw new InvalidInput('Every field needs a label');
  const repeated = labels.find((label, i) => labels.findIndex((other) => other.toLowerCase() === label.toLowerCase()) !== i);
  if (repeated) throw new InvalidInput(`"${repeated}" is the label of two fields: each label must be different`);
  const names = answerKeys(fields);
  return fields.map((field, i) => ({
    name: names[i],
    label: labels[i],
    type: field.type as FieldType,
    required: field.required,
    options: optionsOf(field, labels[i]),
    helpText: field.helpText?.trim() || null,
    unit: field.type === 'number' ? field.unit?.trim() || null : field.type === 'temperature' ? '°C' : null,
    ...rangeOf(field, labels[i]),
  }));
}

/**
 * A number's or temperature's acceptable range: either end may be open, but a temperature needs a
 * band and a critical field a range (else nothing could ever be out of it), and min ≤ max. Other
 * types carry none.
 */
function rangeOf(field: FormFieldInput, label: string): Pick<FormField, 'min' | 'max' | 'critical'> {
  const critical = field.critical === true;
  if (!RANGE_TYPES.includes(field.type as FieldType)) {
    if (critical) throw new InvalidInput(`"${label}" cannot be critical: only number and temperature fields have a range to be outside of`);
    return { min: null, max: null, critical: false };
  }
  const min = field.min ?? null;
  const max = field.max ?? null;
  if (min === null && max === null && (critical || field.type === 'temperature')) {
    throw new InvalidInput(`"${label}" needs an acceptable range: give a lowest or a highest value`);
  }
  if (min !== null && max !== null && min > max) throw new InvalidInput(`"${label}" has an empty range: the lowest value is above the highest`);
  return { min, max, critical };
}

function optionsOf(field: FormFieldInput, label: string): string[] | null {
  if (!CHOICE_TYPES.includes(field.type as FieldType)) return null;
  const options = (field.options ?? []).map((option) => option.trim()).filter(Boolean);
  if (options.length === 0) throw new InvalidInput(`"${label}" needs at least one option`);
  if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) throw new InvalidInput(`"${label}" lists an option twice`);
  return options;
}

/** Given names stay (so earlier answers keep their key); new fields get one made from their label. */
function answerKeys(fields: FormFieldInput[]): string[] {
  const taken = new Set<string>();
  for (const { name } of fields) {
    if (name === null || name === undefined) continue;
    if (!NAME_PATTERN.test(name) || RESERVED_NAMES.has(name)) throw new InvalidInput(`"${name}" is not a usable field name: letters, digits and _ only`);
    if (taken.has(name)) throw new InvalidInput(`Two fields are both named "${name}"`);
    taken.add(name);
  }
  return fields.map(({ name, label }) => {
    if (name) return name;
    const base = keyFromLabel(label);
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}${n}`;
    taken.add(key);
    return key;
  });
}

/** 'Allergen briefing given?' → 'allergenBriefingGiven'. */
function keyFromLabel(label: string): string {
  const words = label.match(/[A-Za-z0-9]+/g) ?? [];
  const key = words.map((word, i) => (i === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase())).join('');
  const usable = /^[A-Za-z]/.test(key) ? key.slice(0, 50) : `field${key}`.slice(0, 50);
  return RESERVED_NAMES.has(usable) ? `${usable}Field` : usable;
}
