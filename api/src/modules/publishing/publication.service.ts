import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import { canReachLocation, type Viewer } from '../../viewer.js';
import { Area } from '../tenancy/area.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { canPublishHeadOfficeTemplates, canPublishSiteTemplates } from '../tenancy/roles.js';
import { ALL_SITES, isHeadOfficeTemplate, PUBLISH_SCOPES, type Publication, type PublishScope } from './publication.js';

/** What a builder sends: the scope and its targets, or the one site a site-only template belongs to. */
export interface PublicationRequest {
  scope: string;
  areaIds?: number[] | null;
  locationIds?: number[] | null;
  ownerLocationId?: number | null;
}

const HEAD_OFFICE_ONLY = 'Only company-wide administrators can publish or change a head-office template';
const SITE_ONLY = 'Only an administrator of the site can add or change its own templates';

/**
 * The publication a template will carry, checked: targets are active areas and sites of the
 * viewer's company (anything else is missing, as another company's id must be), a scope names
 * at least one target, and the viewer may publish it. Nothing given: every site (head office).
 */
export async function checkedPublication(em: EntityManager, viewer: Viewer, request: PublicationRequest | null | undefined): Promise<Publication> {
  const wanted = request ?? { scope: 'all' };
  if (wanted.ownerLocationId != null) return siteOnly(viewer, wanted.ownerLocationId);
  if (!canPublishHeadOfficeTemplates(viewer)) throw new Forbidden(HEAD_OFFICE_ONLY);
  if (!(PUBLISH_SCOPES as readonly string[]).includes(wanted.scope)) throw new InvalidInput(`Publish to must be one of ${PUBLISH_SCOPES.join(', ')}`);
  const scope = wanted.scope as PublishScope;
  if (scope === 'all') return ALL_SITES;
  if (scope === 'areas') return { ...ALL_SITES, scope, areaIds: await companyAreas(em, viewer, wanted.areaIds ?? []) };
  return { ...ALL_SITES, scope, locationIds: await companySites(em, viewer, wanted.locationIds ?? []) };
}

/** A template of one site: published there alone, by an administrator who reaches it. */
function siteOnly(viewer: Viewer, locationId: number): Publication {
  if (!canPublishSiteTemplates(viewer)) throw new Forbidden(SITE_ONLY);
  if (!canReachLocation(viewer, locationId)) throw new NotFound('Location');
  return { scope: 'sites', areaIds: [], locationIds: [locationId], ownerLocationId: locationId };
}

async function companyAreas(em: EntityManager, viewer: Viewer, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (!wanted.length) throw new InvalidInput('Choose at least one area to publish to');
  const found = await em.find(Area, { id: { $in: wanted }, company: viewer.companyId ?? -1, isActive: true }, { fields: ['id'] });
  if (found.length !== wanted.length) throw new NotFound('Area');
  return wanted;
}

async function companySites(em: EntityManager, viewer: Viewer, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (!wanted.length) throw new InvalidInput('Choose at least one site to publish to');
  const found = await em.find(Location, { id: { $in: wanted }, company: viewer.companyId ?? -1, isActive: true }, { fields: ['id'] });
  if (found.length !== wanted.length) throw new NotFound('Location');
  return wanted;
}

/** Why the viewer may not change the template, or null when they may: head office's only company-wide administrators, a site's own that site's administrators. */
function editRefusal(viewer: Viewer, publication: Publication): string | null {
  if (isHeadOfficeTemplate(publication)) return canPublishHeadOfficeTemplates(viewer) ? null : HEAD_OFFICE_ONLY;
  return canPublishSiteTemplates(viewer) && canReachLocation(viewer, publication.ownerLocationId as number) ? null : SITE_ONLY;
}

export function assertMayEditTemplate(viewer: Viewer, publication: Publication): void {
  const refusal = editRefusal(viewer, publication);
  if (refusal) throw new Forbidden(refusal);
}

/** Whether the viewer may change it (the screens' Edit and Retire buttons). */
export const mayEditTemplate = (viewer: Viewer, publication: Publication): boolean => editRefusal(viewer, publication) === null;
