import type { EntityManager } from '@mikro-orm/postgresql';
import { equipmentLoader } from './equipment.loader.js';
import { presetsLoader } from './presets.loader.js';
import { recentReadingsLoader } from './recent-readings.loader.js';

function createLoaders(em: EntityManager) {
  return { recentReadings: recentReadingsLoader(em), equipment: equipmentLoader(em), presets: presetsLoader(em) };
}

const perRequest = new WeakMap<EntityManager, ReturnType<typeof createLoaders>>();

/**
 * Batch loaders for one request: every HTTP request and every subscription operation forks its
 * own EntityManager, so the loaders (and their caches) live exactly as long as that request.
 */
export function temperatureLoaders(em: EntityManager): ReturnType<typeof createLoaders> {
  const existing = perRequest.get(em);
  if (existing) return existing;
  const loaders = createLoaders(em);
  perRequest.set(em, loaders);
  return loaders;
}
