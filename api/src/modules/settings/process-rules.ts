import { InvalidInput } from '../../errors.js';

/** The timed food processes (issue 16): cooked food cooling down, food cooking or reheating up to a core temperature. */
export const FOOD_PROCESS_KINDS = ['cooling', 'cooking', 'reheating'] as const;
export type FoodProcessKind = (typeof FOOD_PROCESS_KINDS)[number];

/**
 * One stage of a process: reach targetC within withinMinutes of the start (cumulative, not per stage).
 * Cooling passes at or below the target; cooking and reheating at or above it, or — when holdC is
 * set — by staying at or above holdC for holdMinutes.
 */
export interface ProcessStageRule {
  targetC: number;
  withinMinutes: number;
  holdC: number | null;
  holdMinutes: number | null;
}

export interface FoodProcessRule {
  kind: FoodProcessKind;
  stages: ProcessStageRule[];
}

const fahrenheit = (f: number): number => Math.round((((f - 32) * 5) / 9) * 100) / 100;
const stage = (targetC: number, withinMinutes: number, holdC: number | null = null, holdMinutes: number | null = null): ProcessStageRule => ({
  targetC,
  withinMinutes,
  holdC,
  holdMinutes,
});

/**
 * UK practice (FOOD-SAFETY.md): cooling 63 → 21 °C within 2 h, then → 5 °C within 4 more hours
 * (6 h from the start); cooking and reheating to a core 75 °C, or 70 °C held for 2 minutes. The time
 * allowed to reach the core temperature is 2 hours, the FDA's reheating limit.
 */
const UK_RULES: FoodProcessRule[] = [
  { kind: 'cooling', stages: [stage(21, 120), stage(5, 360)] },
  { kind: 'cooking', stages: [stage(75, 120, 70, 2)] },
  { kind: 'reheating', stages: [stage(75, 120, 70, 2)] },
];

/**
 * FDA Food Code 3-501.14: cooling 135 → 70 °F within 2 h and → 41 °F within 6 h in total;
 * 3-403.11 reheating for hot holding to 165 °F within 2 h; cooking to 165 °F (poultry, the
 * strictest of 3-401.11's core temperatures; a company lowers it for whole cuts).
 */
const US_RULES: FoodProcessRule[] = [
  { kind: 'cooling', stages: [stage(fahrenheit(70), 120), stage(fahrenheit(41), 360)] },
  { kind: 'cooking', stages: [stage(fahrenheit(165), 120)] },
  { kind: 'reheating', stages: [stage(fahrenheit(165), 120)] },
];

/** A company working in °F is taken to follow the FDA Food Code; one in °C, UK practice. */
export function defaultProcessRules(temperatureUnit: 'celsius' | 'fahrenheit'): FoodProcessRule[] {
  return structuredClone(temperatureUnit === 'fahrenheit' ? US_RULES : UK_RULES);
}

/** Stages follow one another: each later deadline, and cooling's each lower target (or heating's higher). */
export function assertValidProcessRule(rule: FoodProcessRule): void {
  const cooling = rule.kind === 'cooling';
  rule.stages.forEach((current, index) => {
    const previous = rule.stages[index - 1];
    if (!previous) return;
    if (current.withinMinutes <= previous.withinMinutes) throw new InvalidInput(`Each ${rule.kind} stage must end after the one before it`);
    if (cooling ? current.targetC >= previous.targetC : current.targetC <= previous.targetC) {
      throw new InvalidInput(`Each ${rule.kind} stage's target must be ${cooling ? 'below' : 'above'} the one before it`);
    }
  });
}
