/**
 * The time rules that inform what is done with chilled food after an excursion (issue 36), in one
 * place. They inform a person's decision; they never decide it (FOOD-SAFETY.md, "what happens to
 * the food"). Which rule applies follows the company's temperature unit: °C companies are taken to
 * follow UK guidance, °F companies the FDA Food Code.
 */
export interface TimeControlRule {
  key: 'uk_chilled_tolerance' | 'fda_time_as_control';
  /** Food above this temperature (°C) counts as out of temperature control. */
  thresholdC: number;
  /** The threshold in the rule's own scale, e.g. '41 °F'. */
  thresholdLabel: string;
  /** How long it may be out of temperature control, once, before it must be used or discarded. */
  maxMinutes: number;
  /** The rule in the words shown beside the exposure and kept with a "kept" decision. */
  text: string;
}

/**
 * UK: Food Safety (Temperature Control) Regulations 1995 (England and Wales), reg. 7(2) and the
 * FSA's guidance: chilled food may be above 8 °C once, for up to 4 hours, for service or display.
 */
const UK_CHILLED_TOLERANCE: TimeControlRule = {
  key: 'uk_chilled_tolerance',
  thresholdC: 8,
  thresholdLabel: '8 °C',
  maxMinutes: 240,
  text: 'UK guidance: chilled food above 8 °C may be kept out of temperature control once, for up to 4 hours.',
};

/**
 * US: FDA Food Code 3-501.19 (time as a public health control): cold food above 41 °F (5 °C) may be
 * held without temperature control for up to 4 hours, then cooked and served, served, or discarded.
 */
const FDA_TIME_AS_CONTROL: TimeControlRule = {
  key: 'fda_time_as_control',
  thresholdC: 5,
  thresholdLabel: '41 °F',
  maxMinutes: 240,
  text: 'FDA Food Code 3-501.19: food above 41 °F may be held for up to 4 hours, then it must be cooked, served or discarded.',
};

export const timeControlRuleFor = (temperatureUnit: 'celsius' | 'fahrenheit'): TimeControlRule =>
  temperatureUnit === 'fahrenheit' ? FDA_TIME_AS_CONTROL : UK_CHILLED_TOLERANCE;
