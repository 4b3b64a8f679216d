import { InvalidInput } from '../../errors.js';
import { type FullCheckItem, RANGED_ITEM_TYPES, UPLOAD_ITEM_TYPES } from './check-item-kinds.js';

export const ITEM_RESULTS = ['pass', 'fail', 'not_applicable'] as const;
export type ItemResult = (typeof ITEM_RESULTS)[number];

/** What someone answered for one item: a yes/no item's result, or any other item's value (an upload id for a photo or signature). */
export interface ItemAnswer {
  result?: string | null;
  value?: string | null;
}

/** The verdict and the value kept for an item's answer. */
export interface JudgedAnswer {
  result: ItemResult | null;
  value: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The server's verdict on an answer, never the client's: a yes/no item takes the result given; a
 * number or temperature (°C) outside its range fails, inside it passes; any other value passes once
 * given. An item left empty is unanswered, or not applicable when it is not required.
 */
export function judgedAnswer(item: FullCheckItem, answer: ItemAnswer): JudgedAnswer {
  if (item.type === 'yes_no') {
    if (answer.result != null && !(ITEM_RESULTS as readonly string[]).includes(answer.result)) {
      throw new InvalidInput(`An item's result must be one of ${ITEM_RESULTS.join(', ')}`);
    }
    return { result: (answer.result ?? null) as ItemResult | null, value: null };
  }
  const value = answer.value?.trim() || null;
  if (value === null) return { result: item.required ? null : 'not_applicable', value: null };
  return { result: verdictOn(item, value), value };
}

function verdictOn(item: FullCheckItem, value: string): ItemResult {
  const refuse = (what: string): never => {
    throw new InvalidInput(`"${item.description}" needs ${what}`);
  };
  if (RANGED_ITEM_TYPES.includes(item.type)) {
    const number = Number(value);
    if (!Number.isFinite(number)) refuse('a number');
    const inRange = (item.min === null || number >= item.min) && (item.max === null || number <= item.max);
    return inRange ? 'pass' : 'fail';
  }
  if (item.type === 'choice' && !item.options.includes(value)) refuse(`one of: ${item.options.join(', ')}`);
  if (item.type === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) refuse('a date (YYYY-MM-DD)');
  if (UPLOAD_ITEM_TYPES.includes(item.type) && !/^[1-9]\d{0,9}$/.test(value)) refuse('an uploaded image (its upload id)');
  return 'pass';
}

/** The upload ids a checklist's photo and signature answers name: kept with the check as its photos. */
export const answerUploadIds = (items: readonly (FullCheckItem & JudgedAnswer)[]): number[] =>
  items.filter((item) => UPLOAD_ITEM_TYPES.includes(item.type) && item.value).map((item) => Number(item.value));
