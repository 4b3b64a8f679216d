import { InvalidInput } from '../../errors.js';
import { type ItemResult, judgedAnswer } from './check-answers.js';
import { type CheckItem, type FullCheckItem, fullItemOf } from './check-item-kinds.js';
import type { ComplianceCheck } from './compliance-check.entity.js';
import type { ComplianceCheckTemplate } from './compliance-check-template.entity.js';

/** SPEC 2.20: what a template without items of its own asks. */
export const DEFAULT_CHECK_ITEMS: readonly string[] = ['Temperature Verification', 'Visual Inspection', 'Documentation Review'];

/** One item of a check as it is worked: the template's item and its answer (null until answered; the server's verdict). */
export interface CheckItemAnswer extends FullCheckItem {
  result: ItemResult | null;
  /** The value given for an item other than yes/no (a number, °C, text, choice, date, or an upload id). */
  value: string | null;
  note: string | null;
}

export interface AnswerInput {
  description: string;
  result?: string | null;
  value?: string | null;
  note?: string | null;
}

/** What the item rules read of a template: an entity, or the same field read by hand (the dashboard's statement). */
export type TemplateItemsFields = Pick<ComplianceCheckTemplate, 'checklistItems'>;

/** A template's items; older rows hold plain strings or items without a critical flag (yes/no items). */
export function templateItemsOf(template: TemplateItemsFields | null | undefined): FullCheckItem[] {
  const own = ((template?.checklistItems ?? []) as (CheckItem | string | null)[])
    .map((item): CheckItem | null => (typeof item === 'string' ? { description: item } : item))
    .filter((item): item is CheckItem => Boolean(item?.description));
  const items: CheckItem[] = own.length ? own : DEFAULT_CHECK_ITEMS.map((description) => ({ description }));
  return items.map(fullItemOf);
}

/** A fresh, unanswered checklist from the template, stored on the check so a later template edit leaves it alone. */
export const blankAnswers = (template: TemplateItemsFields | null | undefined): CheckItemAnswer[] =>
  templateItemsOf(template).map((item) => ({ ...item, result: null, value: null, note: null }));

type StoredItem = CheckItem & { result?: ItemResult | null; value?: string | null; note?: string | null; checked?: boolean };
interface StoredChecklist {
  items?: StoredItem[];
  ticked?: string[];
}

/**
 * The check's items and answers. Older checks stored items ticked or not (`checked`) or only the
 * ticked descriptions (`ticked`): a tick reads as a pass, anything else as unanswered.
 */
export function answersOf(check: Pick<ComplianceCheck, 'checklistData'> & { template?: TemplateItemsFields | null }): CheckItemAnswer[] {
  const stored = (check.checklistData ?? {}) as StoredChecklist;
  const critical = new Set(
    templateItemsOf(check.template)
      .filter((item) => item.critical)
      .map((item) => item.description),
  );
  if (stored.items?.length) {
    return stored.items.map((item) => ({
      ...fullItemOf({ ...item, description: item.description ?? '', critical: item.critical ?? critical.has(item.description ?? '') }),
      result: item.result ?? (item.checked ? 'pass' : null),
      value: item.value ?? null,
      note: item.note ?? null,
    }));
  }
  const ticked = new Set(stored.ticked ?? []);
  return blankAnswers(check.template).map((item) => ({ ...item, result: ticked.has(item.description) ? 'pass' : null }));
}

/** The checklist with these answers applied and judged by the server; an item not on it, or an answer it cannot take, is refused. */
export function applyAnswers(items: CheckItemAnswer[], answers: AnswerInput[], checkName: string): CheckItemAnswer[] {
  const byDescription = new Map(items.map((item) => [item.description, { ...item }]));
  const unknown = answers.filter((answer) => !byDescription.has(answer.description)).map((answer) => answer.description);
  if (unknown.length) throw new InvalidInput(`Not an item of "${checkName}": ${unknown.join(', ')}`);
  for (const answer of answers) {
    const item = byDescription.get(answer.description) as CheckItemAnswer;
    Object.assign(item, judgedAnswer(item, answer), { note: answer.note?.trim() || null });
  }
  return [...byDescription.values()];
}

/** Nothing completes empty: every item needs an answer (an item not required may be left empty: not applicable). */
export function assertAllAnswered(items: CheckItemAnswer[]): void {
  const open = items.filter((item) => item.result === null).map((item) => item.description);
  if (open.length) throw new InvalidInput(`Answer every item before completing the check. Unanswered: ${open.join(', ')}`);
}
