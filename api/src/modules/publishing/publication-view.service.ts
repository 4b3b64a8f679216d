import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../viewer.js';
import { Area } from '../tenancy/area.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { canPublishHeadOfficeTemplates } from '../tenancy/roles.js';
import type { Publication } from './publication.js';
import type { PublicationType, PublishTargetsType } from './publication.types.js';

const names = (rows: { name: string }[]) =>
  rows
    .map((row) => row.name)
    .sort((a, b) => a.localeCompare(b))
    .join(', ');

/** A publication with its summary in words, for the template lists. */
export async function publicationView(em: EntityManager, publication: Publication): Promise<PublicationType> {
  return { ...publication, summary: await summaryOf(em, publication) };
}

async function summaryOf(em: EntityManager, publication: Publication): Promise<string> {
  if (publication.ownerLocationId !== null) {
    const site = await em.findOne(Location, { id: publication.ownerLocationId }, { fields: ['name'] });
    return `Site only: ${site?.name ?? 'a retired site'}`;
  }
  if (publication.scope === 'areas') return `Areas: ${names(await em.find(Area, { id: { $in: publication.areaIds } }, { fields: ['name'] }))}`;
  if (publication.scope === 'sites') return `Sites: ${names(await em.find(Location, { id: { $in: publication.locationIds } }, { fields: ['name'] }))}`;
  return 'All sites';
}

/** The picker's choices: the company's active areas with their sites, and the active sites the viewer reaches. */
export async function publishTargets(em: EntityManager, viewer: Viewer): Promise<PublishTargetsType> {
  const company = viewer.companyId ?? -1;
  const [areas, sites] = await Promise.all([
    em.find(Area, { company, isActive: true }, { orderBy: { name: 'asc' } }),
    em.find(Location, { company, isActive: true }, { fields: ['name', 'area'], orderBy: { name: 'asc' } }),
  ]);
  const headOffice = canPublishHeadOfficeTemplates(viewer);
  return {
    areas: headOffice
      ? areas.map((area) => ({
          id: area.id,
          name: area.name,
          locationIds: sites
            .filter((site) => site.area?.id === area.id)
            .map((site) => site.id)
            .sort((a, b) => a - b),
        }))
      : [],
    sites: sites
      .filter((site) => headOffice || viewer.locationIds.includes(site.id))
      .map((site) => ({ id: site.id, name: site.name, areaId: site.area?.id ?? null })),
    canPublishHeadOffice: headOffice,
  };
}
