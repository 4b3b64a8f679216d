import type { IntegrityRule } from '../../graphql/graphql';

/** Short names of the record-integrity rules, for badges; the API's explanation says the rest. */
export const RULE_WORDS: Record<IntegrityRule, string> = {
  IDENTICAL_RUN: 'Identical values',
  LATE_ENTRY: 'Late entry',
  SHIFT_BURST: 'Shift entered at once',
};
