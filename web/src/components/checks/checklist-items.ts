import { formatTemperature, fromDisplayedTemperature, toDisplayedTemperature } from '../../lib/format/temperature';

export type ItemResult = 'pass' | 'fail' | 'not_applicable';
/** An item of a checklist as the API describes it; items written before types are yes/no items. */
export type ChecklistItem = {
  description: string;
  critical: boolean;
  type?: string;
  helpText?: string | null;
  required?: boolean;
  unit?: string | null;
  min?: number | null;
  max?: number | null;
  options?: string[];
};
/** Answers by item description: a yes/no item's result, any other item's value (a temperature in the displayed unit; an upload id for a photo or signature). */
export type Answers = Record<string, { result: ItemResult | null; value: string; note: string }>;

export const isYesNo = (item: ChecklistItem): boolean => !item.type || item.type === 'yes_no';

/** The acceptable range in words: 'Acceptable: 100 to 400 ppm', or '0°C to 5°C' in the company's unit. */
export function rangeHint(item: ChecklistItem): string | null {
  if (item.type !== 'number' && item.type !== 'temperature') return null;
  const show = (value: number) => (item.type === 'temperature' ? formatTemperature(value) : `${value}${item.unit ? ` ${item.unit}` : ''}`);
  const { min, max } = item;
  if (min != null && max != null) return `Acceptable: ${show(min)} to ${show(max)}`;
  if (min != null) return `Acceptable: at least ${show(min)}`;
  return max != null ? `Acceptable: at most ${show(max)}` : null;
}

/** The answers of a check as the API returns its items (a temperature shown in the company's unit). */
export const answersFrom = (items: (ChecklistItem & { result?: string | null; value?: string | null; note?: string | null })[]): Answers =>
  Object.fromEntries(
    items.map((item) => {
      const value = item.value ?? '';
      const shown = item.type === 'temperature' && value !== '' ? String(toDisplayedTemperature(Number(value))) : value;
      return [item.description, { result: (item.result ?? null) as ItemResult | null, value: shown, note: item.note ?? '' }];
    }),
  );

const answered = (item: ChecklistItem, answer: Answers[string] | undefined) =>
  isYesNo(item) ? Boolean(answer?.result) : item.required === false || Boolean(answer?.value.trim());

/** The items still to answer: a yes/no item without pass, fail or N/A; a required item without its value. */
export const unanswered = (items: ChecklistItem[], answers: Answers): string[] =>
  items.filter((item) => !answered(item, answers[item.description])).map((item) => item.description);

export type CheckAnswerInput = { description: string; result?: string | null; value?: string | null; note: string | null };

/** One answer as the API takes it: the server judges every value (a temperature is sent in °C). */
export function answerInputOf(item: ChecklistItem, answer: Answers[string] | undefined): CheckAnswerInput {
  const note = answer?.note || null;
  if (isYesNo(item)) return { description: item.description, result: answer?.result ?? null, note };
  const value = answer?.value.trim() || null;
  const sent = item.type === 'temperature' && value !== null && Number.isFinite(Number(value)) ? String(fromDisplayedTemperature(Number(value))) : value;
  return { description: item.description, value: sent, note };
}
