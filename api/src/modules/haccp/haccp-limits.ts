import type { EntityManager } from '@mikro-orm/postgresql';
import { celsius, minutesText } from '../alerts/alert-wording.js';
import { templateItemsOf } from '../compliance/check-items.js';
import { ComplianceCheckTemplate } from '../compliance/compliance-check-template.entity.js';
import type { FoodProcessRule } from '../settings/process-rules.js';
import { settingsOf } from '../settings/settings.service.js';
import type { EquipmentPreset } from '../settings/settings-defaults.js';
import { type LimitLink, linkKey } from './haccp-steps.js';

/** The configuration a plan's limits are read from: the company's presets, process rules and checklists, now. */
export interface LimitConfig {
  presets: EquipmentPreset[];
  processRules: FoodProcessRule[];
  /** The company's active templates (its own and the provider's), by id. */
  templates: Map<number, ComplianceCheckTemplate>;
}

/** A limit as the configuration states it today: its words, and the figures a signed version keeps to notice a change. */
export interface LiveLimit {
  key: string;
  /** Where it is set, e.g. "Fridge preset band". */
  source: string;
  text: string;
  values: unknown;
}

export async function limitConfigOf(em: EntityManager, companyId: number): Promise<LimitConfig> {
  const settings = await settingsOf(em, companyId);
  const templates = await em.find(ComplianceCheckTemplate, { $or: [{ company: companyId }, { company: null }], isActive: true }, { orderBy: { id: 'asc' } });
  return { presets: settings.presets, processRules: settings.processRules, templates: new Map(templates.map((t) => [t.id, t])) };
}

/** The limit a link points at, read live; null when it points at nothing (no band, no rule, no such critical item). */
export function liveLimit(link: LimitLink, config: LimitConfig): LiveLimit | null {
  const key = linkKey(link);
  if (link.kind === 'equipment_band') {
    const preset = config.presets.find((p) => p.type === link.equipmentType);
    if (!preset || (preset.minTemp === null && preset.maxTemp === null)) return null;
    const { minTemp, maxTemp } = preset;
    return { key, source: `${typeWords(link.equipmentType)} preset band`, text: bandText(minTemp, maxTemp), values: { minTemp, maxTemp } };
  }
  if (link.kind === 'process_rule') {
    const rule = config.processRules.find((r) => r.kind === link.processKind);
    if (!rule?.stages.length) return null;
    const text = rule.stages.map((stage) => stageText(link.processKind, stage)).join('; then ');
    return { key, source: `${typeWords(link.processKind)} process rule`, text, values: rule.stages };
  }
  const template = config.templates.get(link.templateId);
  const item = templateItemsOf(template).find((i) => i.description === link.item && i.critical);
  if (!template || !item) return null;
  return { key, source: `Critical item of "${template.name}"`, text: item.description, values: { templateId: template.id, item: item.description } };
}

/** Every limit a CCP may link to, as the configuration holds them now: what the editor's selects offer. */
export function limitChoices(config: LimitConfig): { link: LimitLink; limit: LiveLimit }[] {
  const links: LimitLink[] = [
    ...config.presets.map((p): LimitLink => ({ kind: 'equipment_band', equipmentType: p.type })),
    ...config.processRules.map((r): LimitLink => ({ kind: 'process_rule', processKind: r.kind })),
    ...[...config.templates.values()].flatMap((template) =>
      templateItemsOf(template)
        .filter((item) => item.critical)
        .map((item): LimitLink => ({ kind: 'checklist_item', templateId: template.id, item: item.description })),
    ),
  ];
  return links.flatMap((link) => {
    const limit = liveLimit(link, config);
    return limit ? [{ link, limit }] : [];
  });
}

const typeWords = (type: string): string => {
  const words = type.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function bandText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${celsius(min)} to ${celsius(max)}`;
  return min !== null ? `${celsius(min)} or above` : `${celsius(max as number)} or below`;
}

function stageText(kind: string, stage: FoodProcessRule['stages'][number]): string {
  const direction = kind === 'cooling' ? 'down to' : 'up to';
  const hold = stage.holdC !== null && stage.holdMinutes !== null ? ` (or ${celsius(stage.holdC)} held for ${minutesText(stage.holdMinutes)})` : '';
  return `${direction} ${celsius(stage.targetC)}${hold} within ${minutesText(stage.withinMinutes)} of the start`;
}
