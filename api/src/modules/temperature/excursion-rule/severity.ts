import type { EquipmentKind } from '../../settings/equipment-kinds.js';
import { bandOf, distanceOutside, type TargetBand, type UnitBounds } from './out-of-range.js';

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

/** An excursion as the severity rule and the action's description see it. */
export interface ExcursionFacts {
  unitName: string;
  type: EquipmentKind;
  bounds: TargetBand;
  /** The latest reading, and the one furthest out of range. */
  latest: number;
  worst: number;
  /** How long the unit has been out of range. */
  minutes: number;
}

/** The facts of an excursion from its readings (oldest first, at least one), as of `now`. */
export function excursionFacts(
  unit: UnitBounds & { name: string; type: EquipmentKind },
  readings: { temperature: number }[],
  startedAt: Date,
  now: Date,
): ExcursionFacts {
  const bounds = bandOf(unit);
  const distance = (t: number) => distanceOutside(t, bounds);
  const worst = readings.reduce((w, r) => (distance(r.temperature) > distance(w) ? r.temperature : w), readings[0].temperature);
  const minutes = Math.floor((now.getTime() - startedAt.getTime()) / 60_000);
  return { unitName: unit.name, type: unit.type, bounds, latest: readings.at(-1)!.temperature, worst, minutes };
}

const TWO_HOURS = 120;
/** The corrective action's severities, mildest first. */
const STEPS = ['low', 'medium', 'high', 'critical'] as const;
export type ExcursionSeverity = (typeof STEPS)[number];

/**
 * THE severity rule for temperature excursions, from how far and how long the unit was out:
 * - on the safe side (a fridge too cold, a hot cupboard too hot) it is quality, not safety: low;
 * - past a legal line (cold above 8 °C, hot holding below 63 °C, cooking or reheating below 75 °C): critical;
 * - otherwise by distance from the limit: under 2 °C medium, under 5 °C high, 5 °C or more critical;
 *   and two hours or more out of range raises it one step.
 */
export function excursionSeverity(facts: ExcursionFacts): ExcursionSeverity {
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
