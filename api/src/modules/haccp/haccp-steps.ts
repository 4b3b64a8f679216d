import { InvalidInput } from '../../errors.js';
import { EQUIPMENT_TYPES, type EquipmentKind } from '../settings/equipment-kinds.js';
import { FOOD_PROCESS_KINDS, type FoodProcessKind } from '../settings/process-rules.js';

/** The process steps a plan walks through, in the order food moves (FOOD-SAFETY.md: the HACCP plan). */
export const PROCESS_STEPS = ['goods_in', 'cold_storage', 'preparation', 'cooking', 'cooling', 'reheating', 'hot_holding', 'display', 'delivery'] as const;
export type ProcessStep = (typeof PROCESS_STEPS)[number];

/** Codex CXC 1-1969's hazard kinds a plan names per step. */
export const HAZARD_TYPES = ['biological', 'chemical', 'physical', 'allergen'] as const;
export type HazardType = (typeof HAZARD_TYPES)[number];

/**
 * Where a CCP's critical limit lives: the plan stores the link, never the figures, so a limit is
 * written once (in Settings & Presets, the process rules, or a checklist) and read live.
 */
export type LimitLink =
  | { kind: 'equipment_band'; equipmentType: EquipmentKind }
  | { kind: 'process_rule'; processKind: FoodProcessKind }
  | { kind: 'checklist_item'; templateId: number; item: string };

export interface PlanHazard {
  type: HazardType;
  hazard: string;
  controlMeasure: string;
}

export interface PlanCcp {
  limit: LimitLink;
  /** Which records show the limit is kept, and how often they are made. */
  monitoring: string;
  correctiveAction: string;
  /** How the monitoring itself is checked: probe calibration, manager review. */
  verification: string;
}

export interface PlanStep {
  step: ProcessStep;
  hazards: PlanHazard[];
  /** Empty: the step is not a CCP. */
  ccps: PlanCcp[];
}

/** A link's key: the same limit has the same key in every version (the signed snapshot is keyed by it). */
export function linkKey(link: LimitLink): string {
  if (link.kind === 'equipment_band') return `band:${link.equipmentType}`;
  if (link.kind === 'process_rule') return `process:${link.processKind}`;
  return `item:${link.templateId}:${link.item}`;
}

/** What a client sends for a link: exactly one of a band, a process rule, or a checklist item (template and item). */
export interface LimitLinkFields {
  equipmentType?: string | null;
  processKind?: string | null;
  checklistTemplateId?: number | null;
  checklistItem?: string | null;
}

/** A link as the API shows it: the one field (or template and item) that names its limit. */
export function linkFields(link: LimitLink): LimitLinkFields {
  if (link.kind === 'equipment_band') return { equipmentType: link.equipmentType };
  if (link.kind === 'process_rule') return { processKind: link.processKind };
  return { checklistTemplateId: link.templateId, checklistItem: link.item };
}

/** The one link the fields name; none, or more than one, is refused: a CCP needs exactly one critical limit. */
export function linkOf(fields: LimitLinkFields, step: string): LimitLink {
  const chosen = [fields.equipmentType, fields.processKind, fields.checklistTemplateId ?? fields.checklistItem].filter(
    (value) => value != null && value !== '',
  );
  if (chosen.length !== 1)
    throw new InvalidInput(
      `Each critical control point of ${stepLabel(step)} needs exactly one critical limit: an equipment band, a process rule or a critical checklist item`,
    );
  if (fields.equipmentType) {
    if (!(EQUIPMENT_TYPES as readonly string[]).includes(fields.equipmentType)) throw new InvalidInput(`${fields.equipmentType} is not an equipment type`);
    return { kind: 'equipment_band', equipmentType: fields.equipmentType as EquipmentKind };
  }
  if (fields.processKind) {
    if (!(FOOD_PROCESS_KINDS as readonly string[]).includes(fields.processKind)) throw new InvalidInput(`${fields.processKind} is not a food process`);
    return { kind: 'process_rule', processKind: fields.processKind as FoodProcessKind };
  }
  if (!fields.checklistTemplateId || !fields.checklistItem?.trim()) throw new InvalidInput('A checklist limit needs its checklist and its item');
  return { kind: 'checklist_item', templateId: fields.checklistTemplateId, item: fields.checklistItem.trim() };
}

/** "cold_storage" → "Cold storage". */
export const stepLabel = (step: string): string => {
  const words = step.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
