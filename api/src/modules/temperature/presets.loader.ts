import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { EquipmentKind } from '../settings/equipment-kinds.js';
import { settingsOf } from '../settings/settings.service.js';
import type { EquipmentPreset } from '../settings/settings-defaults.js';

/** Each company's equipment presets by type, read once per request (a screen's units nearly always share one company). */
export function presetsLoader(em: EntityManager): DataLoader<number, Map<EquipmentKind, EquipmentPreset>> {
  return new DataLoader(async (companyIds) =>
    Promise.all(companyIds.map(async (id) => new Map((await settingsOf(em, id)).presets.map((preset) => [preset.type, preset])))),
  );
}
