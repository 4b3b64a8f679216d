import type { ActionOutcomeFieldsFragment } from '../../../graphql/graphql';
import { formatTemperature, temperatureScale, temperatureSymbol } from '../../../lib/format/temperature';

export type ActionOutcome = ActionOutcomeFieldsFragment;
export type Exposure = NonNullable<ActionOutcome['exposure']>;
export type Disposition = ActionOutcome['dispositions'][number];

/** The root causes the API takes (issue 36), with their labels. */
export const ROOT_CAUSE_OPTIONS = [
  { value: 'equipment_failure', label: 'Equipment failure' },
  { value: 'door_left_open', label: 'Door left open' },
  { value: 'overloading', label: 'Overloading' },
  { value: 'power_cut', label: 'Power cut' },
  { value: 'process_not_followed', label: 'Process not followed' },
  { value: 'other', label: 'Other' },
] as const;

export const DECISION_OPTIONS = [
  { value: 'kept_within_limits', label: 'Kept (within safe limits)' },
  { value: 'use_within_hours', label: 'Use within hours' },
  { value: 'recooked_reheated', label: 'Re-cooked or reheated' },
  { value: 'discarded', label: 'Discarded' },
] as const;

export const QUANTITY_UNITS = ['kg', 'g', 'lb', 'oz', 'l', 'ml', 'portions', 'items'] as const;

/** "Discarded", "Use within 4 hours". */
export function decisionWords(row: Pick<Disposition, 'decision' | 'useWithinHours'>): string {
  if (row.decision === 'use_within_hours') return `Use within ${row.useWithinHours} hour${row.useWithinHours === 1 ? '' : 's'}`;
  return DECISION_OPTIONS.find((option) => option.value === row.decision)?.label ?? row.decision;
}

/** Degree-minutes in the viewer's scale: a °C difference is 1.8 °F. */
export function degreeMinutesWords(degreeMinutesC: number): string {
  const value = temperatureScale() === 'F' ? degreeMinutesC * 1.8 : degreeMinutesC;
  return `${Math.round(value * 10) / 10} ${temperatureSymbol()}·min`;
}

/** Exact minutes, as evidence reads them: "50 min", "1 h 20 min", "4 h". */
export function minutesWords(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const rest = whole % 60;
  return `${Math.floor(whole / 60)} h${rest ? ` ${rest} min` : ''}`;
}

/** "1 h 20 min above 4 °C (430 °C·min)". */
export function exposureWords(exposure: Exposure): string {
  return `${minutesWords(exposure.minutesAboveLimit)} above ${formatTemperature(exposure.limit)} (${degreeMinutesWords(exposure.degreeMinutesAboveLimit)})`;
}

/** "50 min above 8 °C of the 4 h the rule allows". */
export function ruleWords(exposure: Exposure): string {
  return `${minutesWords(exposure.minutesAboveRule)} above ${exposure.ruleThreshold} of the ${minutesWords(exposure.ruleMaxMinutes)} the rule allows`;
}
