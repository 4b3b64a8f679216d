import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Location } from '../tenancy/location.entity.js';

export interface SiteArea {
  areaId: number | null;
  areaName: string | null;
}

const perRequest = new WeakMap<EntityManager, DataLoader<number, SiteArea>>();

/** Each site's area in one query per request; callers pass sites the viewer already reached. */
export function siteAreaLoader(em: EntityManager): DataLoader<number, SiteArea> {
  const existing = perRequest.get(em);
  if (existing) return existing;
  const loader = new DataLoader<number, SiteArea>(async (ids) => {
    const sites = await em.find(Location, { id: { $in: [...ids] } }, { populate: ['area'] });
    const byId = new Map(sites.map((site) => [site.id, { areaId: site.area?.id ?? null, areaName: site.area?.name ?? null }]));
    return ids.map((id) => byId.get(id) ?? { areaId: null, areaName: null });
  });
  perRequest.set(em, loader);
  return loader;
}
