import type { EntityManager } from '@mikro-orm/postgresql';
import { equipmentLoader } from '../modules/temperature/equipment.loader.js';
import { recentReadingsLoader } from '../modules/temperature/recent-readings.loader.js';

/** Per-request batching, so lists of units cost a constant number of queries. */
export function createLoaders(em: EntityManager) {
  return { recentReadings: recentReadingsLoader(em), equipment: equipmentLoader(em) };
}

export type Loaders = ReturnType<typeof createLoaders>;
