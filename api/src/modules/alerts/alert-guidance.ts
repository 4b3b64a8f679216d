import type { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import type { EquipmentKind } from '../settings/equipment-kinds.js';
import { crossedLimit } from '../temperature/excursion-rule/out-of-range.js';
import type { ExcursionFacts } from '../temperature/excursion-rule/severity.js';

/** What an alert is about, as far as what to do next differs. */
export type AlertKind =
  | 'cold_too_warm'
  | 'freezer_too_warm'
  | 'cold_too_cold'
  | 'hot_too_cold'
  | 'cooking_too_cold'
  | 'hot_too_hot'
  | 'no_data'
  | 'low_battery'
  | 'overdue_check'
  | 'failed_check'
  | 'process'
  | 'other';

/** THE advice an alert gives its reader (FOOD-SAFETY.md's responses), one line per kind, kept here and nowhere else. */
const GUIDANCE: Record<AlertKind, string> = {
  cold_too_warm:
    'Check the door is shut and its seal is intact, move high-risk food to another cold unit, and re-check the temperature in 30 minutes. Food held above 8 °C for more than 4 hours must be discarded.',
  freezer_too_warm:
    'Keep the door shut, check the unit is running and its seal is intact, move frozen food to another freezer if it does not recover, and re-check in 30 minutes. Food that has thawed must not be refrozen.',
  cold_too_cold: 'Check the thermostat setting and that nothing blocks the air vents; check chilled food has not frozen, and re-check in 30 minutes.',
  hot_too_cold:
    'Reheat the food to 75 °C or above (or discard it if it has been below 63 °C for more than 2 hours), check the unit is switched on and set correctly, and re-check in 30 minutes.',
  cooking_too_cold: 'Continue cooking or reheating until the core reaches 75 °C, probe it again, and do not serve it until it does.',
  hot_too_hot: 'Check the unit’s setting: food kept too hot dries out or burns. Re-check in 30 minutes.',
  no_data:
    'Check the sensor and its gateway have power and signal, take a manual probe reading now, and keep taking one every 30 minutes until the sensor reports again.',
  low_battery: 'Replace the sensor’s battery today; if it stops reporting, take manual probe readings until it is replaced.',
  overdue_check: 'Complete the check now, or record on the action why it could not be done.',
  failed_check: 'Put right what the check found, record what you did, and complete the action with the evidence.',
  process: 'Follow the step in the description (reheat, chill faster or discard), probe the food, and record the reading with the resolution.',
  other: 'Open the action, put the problem right, and record what you did.',
};

export const guidanceFor = (kind: AlertKind): string => GUIDANCE[kind];

const COLD_HOLDING: readonly EquipmentKind[] = ['fridge', 'storage', 'cold_display', 'goods_in', 'delivery', 'cooling'];
const HOT_HOLDING: readonly EquipmentKind[] = ['hot_hold', 'hot_display'];

/** What kind of alert an action is, from what opened it (and, for an excursion, which side of which unit's limit). */
export function alertKindOf(action: CorrectiveAction, excursion: ExcursionFacts | null): AlertKind {
  if (action.silenceSince) return 'no_data';
  if (action.lowBatterySince) return 'low_battery';
  if (action.type === 'compliance_issue' && action.complianceCheck) return action.checkItem ? 'failed_check' : 'overdue_check';
  if (action.type !== 'temperature_alert') return 'other';
  if (!excursion) return 'process';
  const { side } = crossedLimit(excursion.latest, excursion.bounds);
  if (side === 'above') {
    if (excursion.type === 'freezer') return 'freezer_too_warm';
    return HOT_HOLDING.includes(excursion.type) || excursion.type === 'cooking' || excursion.type === 'reheating' ? 'hot_too_hot' : 'cold_too_warm';
  }
  if (HOT_HOLDING.includes(excursion.type)) return 'hot_too_cold';
  if (excursion.type === 'cooking' || excursion.type === 'reheating') return 'cooking_too_cold';
  return COLD_HOLDING.includes(excursion.type) || excursion.type === 'freezer' ? 'cold_too_cold' : 'other';
}
