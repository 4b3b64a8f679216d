import type { EntityManager } from '@mikro-orm/postgresql';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import type { LocationType } from '../locations/location.types.js';
import { toLocationView } from '../locations/locations.service.js';
import { Area } from '../tenancy/area.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { AREA_MANAGER_ROLES, canManageAreas, hasCompanyWideAccess, reachesByArea } from '../tenancy/roles.js';
import { UserArea } from '../tenancy/user-area.entity.js';
import type { AreaType } from './areas.types.js';

/**
 * The areas the viewer may see: every area of their company for those who reach the whole company
 * (retired ones too when asked), their own active areas for an area manager, none for anyone else.
 */
export async function listAreas(em: EntityManager, viewer: Viewer, includeRetired = false): Promise<AreaType[]> {
  if (viewer.companyId === null) return [];
  const company = viewer.companyId;
  let areas: Area[];
  if (hasCompanyWideAccess(viewer)) {
    areas = await em.find(Area, { company, ...(includeRetired ? {} : { isActive: true }) }, { orderBy: { isActive: 'desc', name: 'asc', id: 'asc' } });
  } else if (reachesByArea(viewer)) {
    const own = await em.find(UserArea, { user: viewer.userId });
    areas = await em.find(Area, { company, isActive: true, id: { $in: own.map((link) => link.area.id) } }, { orderBy: { name: 'asc', id: 'asc' } });
  } else {
    areas = [];
  }
  return toAreaViews(em, areas);
}

/** A new area of the viewer's company, with no sites yet. Audited. */
export async function createArea(em: EntityManager, viewer: Viewer, name: string): Promise<AreaType> {
  const company = companyOfAreaManager(viewer);
  const areaName = await freeName(em, company, name);
  return em.transactional(async (tx) => {
    const area = tx.create(Area, { company, name: areaName });
    await tx.flush();
    recordAudit(tx, viewer, { companyId: company, entity: 'area', entityId: area.id, action: 'create', after: { name: area.name, isActive: true } });
    await tx.flush();
    return (await toAreaViews(tx, [area]))[0];
  });
}

/** Renames an active area. Audited with before and after. */
export async function renameArea(em: EntityManager, viewer: Viewer, id: number, name: string): Promise<AreaType> {
  const company = companyOfAreaManager(viewer);
  const area = await activeArea(em, company, id);
  const areaName = await freeName(em, company, name, area.id);
  const before = { name: area.name };
  area.name = areaName;
  recordAudit(em, viewer, { companyId: company, entity: 'area', entityId: area.id, action: 'rename', before, after: { name: area.name } });
  await em.flush();
  return (await toAreaViews(em, [area]))[0];
}

/**
 * Retires an area: it is kept (its name and history stay readable, its name is free again) and its
 * sites move to no area, each move audited, so its area managers no longer reach them.
 */
export async function retireArea(em: EntityManager, viewer: Viewer, id: number): Promise<AreaType> {
  const company = companyOfAreaManager(viewer);
  return em.transactional(async (tx) => {
    const area = await activeArea(tx, company, id);
    const sites = await tx.find(Location, { area: area.id, company }, { orderBy: { id: 'asc' } });
    for (const site of sites) {
      site.area = null;
      recordAudit(tx, viewer, {
        companyId: company,
        entity: 'location',
        entityId: site.id,
        action: 'set_area',
        before: { areaId: area.id },
        after: { areaId: null },
      });
    }
    area.isActive = false;
    const after = { isActive: false, movedSiteIds: sites.map((site) => site.id) };
    recordAudit(tx, viewer, { companyId: company, entity: 'area', entityId: area.id, action: 'retire', before: { isActive: true }, after });
    await tx.flush();
    return (await toAreaViews(tx, [area]))[0];
  });
}

/** Puts one of the company's sites in an active area, or (null) in no area. Audited with before and after. */
export async function setLocationArea(em: EntityManager, viewer: Viewer, locationId: number, areaId: number | null): Promise<LocationType> {
  const company = companyOfAreaManager(viewer);
  const location = await em.findOne(Location, { id: locationId, company });
  if (!location) throw new NotFound('Location');
  const area = areaId === null ? null : await activeArea(em, company, areaId);
  const before = { areaId: location.area?.id ?? null };
  location.area = area;
  recordAudit(em, viewer, { companyId: company, entity: 'location', entityId: location.id, action: 'set_area', before, after: { areaId: area?.id ?? null } });
  await em.flush();
  return toLocationView(location);
}

/** The company whose areas the viewer manages: a company-wide administrator's own. */
function companyOfAreaManager(viewer: Viewer): number {
  if (!canManageAreas(viewer) || viewer.companyId === null) throw new Forbidden('Only company administrators can manage areas');
  return viewer.companyId;
}

/** An active area of the company; another company's (or a missing) id is not found; a retired one is refused. */
export async function activeArea(em: EntityManager, company: number, id: number): Promise<Area> {
  const area = await em.findOne(Area, { id, company });
  if (!area) throw new NotFound('Area');
  if (!area.isActive) throw new InvalidInput(`The area "${area.name}" is retired`);
  return area;
}

async function freeName(em: EntityManager, company: number, name: string, self?: number): Promise<string> {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 200) throw new InvalidInput('Area name is required (up to 200 characters)');
  const taken = await em.count(Area, {
    company,
    isActive: true,
    name: { $ilike: trimmed.replace(/[\\%_]/g, (c) => `\\${c}`) },
    ...(self ? { id: { $ne: self } } : {}),
  });
  if (taken) throw new Conflict(`An area called "${trimmed}" already exists`);
  return trimmed;
}

async function toAreaViews(em: EntityManager, areas: Area[]): Promise<AreaType[]> {
  const ids = areas.map((area) => area.id);
  const [sites, links] = ids.length
    ? await Promise.all([
        em.find(Location, { area: { $in: ids }, isActive: true }, { orderBy: { name: 'asc', id: 'asc' } }),
        em.find(UserArea, { area: { $in: ids }, user: { isActive: true, role: { $in: AREA_MANAGER_ROLES } } }, { populate: ['user'] }),
      ])
    : [[], []];
  const byName = <T extends { fullName: string }>(a: T, b: T) => a.fullName.localeCompare(b.fullName);
  return areas.map((area) => ({
    id: area.id,
    companyId: area.company.id,
    name: area.name,
    isActive: area.isActive,
    createdAt: area.createdAt,
    sites: sites.filter((site) => site.area?.id === area.id).map((site) => ({ id: site.id, name: site.name })),
    managers: links
      .filter((link) => link.area.id === area.id)
      .map(({ user }) => ({ id: user.id, fullName: user.fullName, username: user.username }))
      .sort(byName),
  }));
}
