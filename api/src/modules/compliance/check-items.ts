import { InvalidInput } from '../../errors.js';
import type { ComplianceCheck } from './compliance-check.entity.js';
import type { CheckItem, ComplianceCheckTemplate } from './compliance-check-template.entity.js';

export const ITEM_RESULTS = ['pass', 'fail', 'not_applicable'] as const;
export type ItemResult = (typeof ITEM_RESULTS)[number];

/** SPEC 2.20: what a template without items of its own asks. */
export const DEFAULT_CHECK_ITEMS: readonly string[] = ['Temperature Verification', 'Visual Inspection', 'Documentation Review'];

/** One item of a check as it is worked: the template's item and its answer (null until answered). */
export interface CheckItemAnswer {
  description: string;
  critical: boolean;
  result: ItemResult | null;
  note: string | null;
}

export interface AnswerInput {
  description: string;
  result?: string | null;
  note?: string | null;
}

/** What the item rules read of a template: an entity, or the same field read by hand (the dashboard's statement). */
export type TemplateItemsFields = Pick<ComplianceCheckTemplate, 'checklistItems'>;

/** A template's items; older rows hold plain strings or items without a critical flag. */
export function templateItemsOf(template: TemplateItemsFields | null | undefined): CheckItem[] {
  const own = ((template?.checklistItems ?? []) as (CheckItem | string | null)[])
    .map((item): CheckItem | null => (typeof item === 'string' ? { description: item } : item))
    .filter((item): item is CheckItem => Boolean(item?.description));
  const items: CheckItem[] = own.length ? own : DEFAULT_CHECK_ITEMS.map((description) => ({ description }));
  return items.map(({ description, critical }) => ({ description, critical: critical === true }));
}

/** A template's checklist as an administrator wrote it: wording trimmed; every item worded, and worded differently. */
export function checklistOf(items: readonly CheckItem[]): CheckItem[] {
  const checklist = items.map(({ description, critical }) => ({ description: description.trim(), critical: critical === true }));
  if (checklist.some((item) => !item.description)) throw new InvalidInput('Each item needs a description');
  if (new Set(checklist.map((item) => item.description)).size !== checklist.length) throw new InvalidInput('Each item must be worded differently');
  return checklist;
}

/** A fresh, unanswered checklist from the template, stored on the check so a later template edit leaves it alone. */
export const blankAnswers = (template: TemplateItemsFields | null | undefined): CheckItemAnswer[] =>
  templateItemsOf(template).map(({ description, critical }) => ({ description, critical: critical === true, result: null, note: null }));

interface StoredChecklist {
  items?: { description?: string; critical?: boolean; result?: ItemResult | null; note?: string | null; checked?: boolean }[];
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
      description: item.description ?? '',
      critical: item.critical ?? critical.has(item.description ?? ''),
      result: item.result ?? (item.checked ? 'pass' : null),
      note: item.note ?? null,
    }));
  }
  const ticked = new Set(stored.ticked ?? []);
  return blankAnswers(check.template).map((item) => ({ ...item, result: ticked.has(item.description) ? 'pass' : null }));
}

/** The checklist with these answers applied; an item not on it, or a result not pass/fail/not_applicable, is refused. */
export function applyAnswers(items: CheckItemAnswer[], answers: AnswerInput[], checkName: string): CheckItemAnswer[] {
  const byDescription = new Map(items.map((item) => [item.description, { ...item }]));
  const unknown = answers.filter((answer) => !byDescription.has(answer.description)).map((answer) => answer.description);
  if (unknown.length) throw new InvalidInput(`Not an item of "${checkName}": ${unknown.join(', ')}`);
  for (const answer of answers) {
    if (answer.result != null && !(ITEM_RESULTS as readonly string[]).includes(answer.result)) {
      throw new InvalidInput(`An item's result must be one of ${ITEM_RESULTS.join(', ')}`);
    }
    const item = byDescription.get(answer.description) as CheckItemAnswer;
    item.result = (answer.result ?? null) as ItemResult | null;
    item.note = answer.note?.trim() || null;
  }
  return [...byDescription.values()];
}

/** Nothing completes empty: every item needs pass, fail or not applicable. */
export function assertAllAnswered(items: CheckItemAnswer[]): void {
  const open = items.filter((item) => item.result === null).map((item) => item.description);
  if (open.length) throw new InvalidInput(`Answer every item before completing the check. Unanswered: ${open.join(', ')}`);
}
