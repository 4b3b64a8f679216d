import { type AlertKind, guidanceFor } from '../alerts/alert-guidance.js';
import { minutesText } from '../alerts/alert-wording.js';
import type { EquipmentKind } from '../settings/equipment-kinds.js';
import type { FoodProcessKind } from '../settings/process-rules.js';
import { type LimitConfig, limitChoices } from './haccp-limits.js';
import { type LimitLink, type PlanCcp, type PlanHazard, type PlanStep, PROCESS_STEPS, type ProcessStep } from './haccp-steps.js';

/** The step an equipment type's readings control. */
const STEP_OF_TYPE: Record<EquipmentKind, ProcessStep> = {
  goods_in: 'goods_in',
  fridge: 'cold_storage',
  freezer: 'cold_storage',
  storage: 'cold_storage',
  cooking: 'cooking',
  cooling: 'cooling',
  reheating: 'reheating',
  hot_hold: 'hot_holding',
  hot_display: 'display',
  cold_display: 'display',
  delivery: 'delivery',
};

/** The automatic action's guidance a breach of each type's band opens with (alerts/alert-guidance.ts). */
const ALERT_OF_TYPE: Record<EquipmentKind, AlertKind> = {
  goods_in: 'cold_too_warm',
  fridge: 'cold_too_warm',
  storage: 'cold_too_warm',
  cold_display: 'cold_too_warm',
  delivery: 'cold_too_warm',
  cooling: 'cold_too_warm',
  freezer: 'freezer_too_warm',
  hot_hold: 'hot_too_cold',
  hot_display: 'hot_too_cold',
  cooking: 'cooking_too_cold',
  reheating: 'cooking_too_cold',
};

/** The usual hazards of each step (FSA "Safer food, better business"; FDA Food Code Annex 4), for the company to edit. */
const STARTER_HAZARDS: Record<ProcessStep, PlanHazard[]> = {
  goods_in: [
    {
      type: 'biological',
      hazard: 'Chilled or frozen food delivered too warm',
      controlMeasure: 'Probe chilled and frozen deliveries; reject any above the limit',
    },
  ],
  cold_storage: [
    {
      type: 'biological',
      hazard: 'Growth of bacteria in food kept too warm',
      controlMeasure: 'Keep fridges and freezers within their band; check them through the day',
    },
  ],
  preparation: [
    { type: 'biological', hazard: 'Cross-contamination from raw to ready-to-eat food', controlMeasure: 'Separate boards, utensils and areas; wash hands' },
    { type: 'allergen', hazard: 'Allergen cross-contact', controlMeasure: 'Follow the allergen matrix; clean down between dishes' },
  ],
  cooking: [{ type: 'biological', hazard: 'Survival of bacteria in undercooked food', controlMeasure: 'Cook to the core temperature; probe every batch' }],
  cooling: [
    {
      type: 'biological',
      hazard: 'Spore-forming bacteria growing while food cools slowly',
      controlMeasure: 'Cool within the stage times; use a blast chiller or shallow trays',
    },
  ],
  reheating: [
    { type: 'biological', hazard: 'Survival of bacteria in food reheated too little', controlMeasure: 'Reheat to the core temperature; probe every batch' },
  ],
  hot_holding: [
    { type: 'biological', hazard: 'Growth of bacteria in food held too cool', controlMeasure: 'Hold food at or above the limit; check through service' },
  ],
  display: [
    { type: 'physical', hazard: 'Foreign bodies falling into displayed food', controlMeasure: 'Cover displayed food; keep displays within their band' },
  ],
  delivery: [{ type: 'biological', hazard: 'Food warming up on the way to the customer', controlMeasure: 'Insulated boxes; probe food before it leaves' }],
};

const CALIBRATION = 'Probes checked monthly in iced and boiling water (Compliance Checks → Calibration); a manager reviews the records weekly';
const REVIEW = 'A manager reviews the completed checks and any failed item weekly';

/**
 * A starter plan from the company's own set-up, not a blank page: a CCP for the band of every
 * equipment type it uses, for each process rule, and for each critical checklist item (under
 * preparation); the other steps with their usual hazards only.
 */
export function starterSteps(config: LimitConfig, typesInUse: EquipmentKind[]): PlanStep[] {
  const ccps = new Map<ProcessStep, PlanCcp[]>(PROCESS_STEPS.map((step) => [step, []]));
  for (const { link, limit } of limitChoices(config)) {
    const step = stepOfLink(link, typesInUse);
    if (step) ccps.get(step)?.push({ limit: link, ...starterMonitoring(link, config, limit.source) });
  }
  return PROCESS_STEPS.map((step) => ({ step, hazards: STARTER_HAZARDS[step], ccps: ccps.get(step) ?? [] }));
}

function stepOfLink(link: LimitLink, typesInUse: EquipmentKind[]): ProcessStep | null {
  if (link.kind === 'equipment_band') return typesInUse.includes(link.equipmentType) ? STEP_OF_TYPE[link.equipmentType] : null;
  if (link.kind === 'process_rule') return link.processKind as FoodProcessKind;
  return 'preparation';
}

function starterMonitoring(link: LimitLink, config: LimitConfig, source: string): Omit<PlanCcp, 'limit'> {
  if (link.kind === 'equipment_band') {
    const interval = config.presets.find((p) => p.type === link.equipmentType)?.readingIntervalMinutes;
    const often = interval ? `every ${minutesText(interval)}` : 'at least twice a day';
    return {
      monitoring: `Temperature readings of each unit (${source}), ${often}`,
      correctiveAction: guidanceFor(ALERT_OF_TYPE[link.equipmentType]),
      verification: CALIBRATION,
    };
  }
  if (link.kind === 'process_rule') {
    return {
      monitoring: `A timed ${link.processKind} log for every batch, probed at each stage`,
      correctiveAction: guidanceFor('process'),
      verification: CALIBRATION,
    };
  }
  return { monitoring: `The checklist's item, each time its check falls due (${source})`, correctiveAction: guidanceFor('failed_check'), verification: REVIEW };
}
