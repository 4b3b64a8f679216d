import type { EntityManager } from '@mikro-orm/postgresql';
import type { DateFormat } from '../../database/local-time.js';
import { NotFound } from '../../errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { PackScope } from '../reports/pack-records.js';
import type { StreamedCover } from '../reports/pack-writer.js';
import { settingsOf } from '../settings/settings.service.js';
import { Company } from '../tenancy/company.entity.js';
import { isCompanyActive } from '../tenancy/company-status.js';
import { Location } from '../tenancy/location.entity.js';
import { type InspectionLocation, inspectionLocations } from './inspection.sql.js';
import { InspectorLink } from './inspector-link.entity.js';
import { hashInspectorToken } from './inspector-links.service.js';

/** What a valid link lets its holder read: one company's chosen locations over [from, to). */
export interface InspectionScope {
  linkId: number;
  label: string;
  companyId: number;
  companyName: string;
  locationIds: number[];
  from: Date;
  to: Date;
  expiresAt: Date;
}

export interface Inspection extends Omit<InspectionScope, 'companyId' | 'locationIds' | 'linkId'> {
  /** The company's (Settings, General): the page has no session to read it from. */
  dateFormat: DateFormat;
  locations: InspectionLocation[];
}

/**
 * The seam every inspector read goes through (the page and the due-diligence pack): an unknown, expired or revoked token, or one of a
 * suspended company, is NotFound, exactly
 * like a missing one; a valid one is audited as a use (what was opened) before anything is read.
 */
export async function openInspection(em: EntityManager, token: string, what: 'records' | 'pack'): Promise<InspectionScope> {
  const link = await em.findOne(InspectorLink, { tokenHash: hashInspectorToken(token), revokedAt: null, expiresAt: { $gt: new Date() } });
  // A suspended company's links answer as an expired one does.
  if (!link || !(await isCompanyActive(em, link.company.id))) throw new NotFound('Inspector link');
  const company = await em.findOneOrFail(Company, link.company.id);
  await em.transactional(async (tx) => {
    recordAudit(tx, null, { companyId: company.id, entity: 'inspector_link', entityId: link.id, action: 'use', after: { opened: what } });
  });
  return {
    linkId: link.id,
    label: link.label,
    companyId: company.id,
    companyName: company.name,
    locationIds: link.locationIds,
    from: link.periodStart,
    to: link.periodEnd,
    expiresAt: link.expiresAt,
  };
}

/** The read-only inspector view: per chosen location, its units' daily min/max, excursions with their actions, and checks. */
export async function inspectionFor(em: EntityManager, token: string): Promise<Inspection> {
  const { linkId: _linkId, companyId, locationIds, ...scope } = await openInspection(em, token, 'records');
  const { dateFormat } = (await settingsOf(em, companyId)).general;
  return { ...scope, dateFormat, locations: await inspectionLocations(em, companyId, locationIds, scope.from, scope.to) };
}

/** What the inspector's due-diligence PDF covers: the link's locations and period, named on its cover. */
export async function inspectionPackFor(em: EntityManager, token: string): Promise<{ scope: PackScope; cover: StreamedCover }> {
  const { companyId, companyName, locationIds, from, to, label } = await openInspection(em, token, 'pack');
  const locations = await em.find(Location, { id: { $in: locationIds }, company: companyId }, { fields: ['id', 'name'], orderBy: { id: 'asc' } });
  return {
    scope: { companyId, locationIds: locations.map((l) => l.id), from, to },
    cover: { companyName, locations: locations.map(({ id, name }) => ({ id, name })), requestedBy: `inspector link "${label}"`, generatedAt: new Date() },
  };
}
