import type { Severity } from '../corrective-actions/corrective-action.entity.js';
import type { EquipmentKind } from '../settings/equipment-kinds.js';

/** Units that keep food hot: for them too cold is the hazard. Every other kind keeps food cold. */
const HOT_KINDS: readonly EquipmentKind[] = ['hot_hold', 'hot_display', 'cooking', 'reheating'];

/**
 * Legal lines (FOOD-SAFETY.md; UK Food Safety (Temperature Control) Regulations 1995): cold holding
 * at most 8 °C, hot holding at least 63 °C, cooking and reheating to at least 75 °C.
 */
const LEGAL_LIMITS: Partial<Record<EquipmentKind, { above?: number; below?: number }>> = {
  fridge: { above: 8 },
  storage: { above: 8 },
  goods_in: { above: 8 },
  delivery: { above: 8 },
  cold_display: { above: 8 },
  hot_hold: { below: 63 },
  hot_display: { below: 63 },
  cooking: { below: 75 },
  reheating: { below: 75 },
};

/** An excursion as the severity rule and the description see it. */
export interface ExcursionFacts {
  unitName: string;
  type: EquipmentKind;
  bounds: { min: number; max: number };
  /** The latest reading, and the one furthest out of range. */
  latest: number;
  worst: number;
  /** How long the unit has been out of range. */
  minutes: number;
}

const TWO_HOURS = 120;
const STEPS: readonly Severity[] = ['low', 'medium', 'high', 'critical'];

/**
 * THE severity rule for temperature excursions, from how far and how long the unit was out:
 * - on the safe side (a fridge too cold, a hot cupboard too hot) it is quality, not safety: low;
 * - past a legal line (cold above 8 °C, hot holding below 63 °C, cooking or reheating below 75 °C): critical;
 * - otherwise by distance from the limit: under 2 °C medium, under 5 °C high, 5 °C or more critical;
 *   and two hours or more out of range raises it one step.
 */
export function excursionSeverity(facts: ExcursionFacts): Severity {
  const { type, bounds, worst, minutes } = facts;
  const hot = HOT_KINDS.includes(type);
  const unsafe = hot ? worst < bounds.min : worst > bounds.max;
  if (!unsafe) return 'low';
  const legal = LEGAL_LIMITS[type];
  if ((legal?.above !== undefined && worst > legal.above) || (legal?.below !== undefined && worst < legal.below)) return 'critical';
  const distance = hot ? bounds.min - worst : worst - bounds.max;
  const step = distance < 2 ? 1 : distance < 5 ? 2 : 3;
  return STEPS[Math.min(3, step + (minutes >= TWO_HOURS ? 1 : 0))];
}

/** What was found, in plain words: "Walk-in Fridge at 9.5 °C, above its 4 °C limit for 35 minutes". */
export function describeExcursion(facts: ExcursionFacts): string {
  const { unitName, bounds, latest, worst, minutes } = facts;
  const above = latest > bounds.max;
  const limit = above ? bounds.max : bounds.min;
  const duration = minutes >= 1 ? ` for ${minutesText(minutes)}` : '';
  const peak = worst !== latest ? ` (peak ${celsius(worst)})` : '';
  return `${unitName} at ${celsius(latest)}, ${above ? 'above' : 'below'} its ${celsius(limit)} limit${duration}${peak}`;
}

export const celsius = (value: number): string => `${Number(value.toFixed(2))} °C`;

/** "1 minute", "35 minutes". */
export const minutesText = (minutes: number): string => `${minutes} minute${minutes === 1 ? '' : 's'}`;
