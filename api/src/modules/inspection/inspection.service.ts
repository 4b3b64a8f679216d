import type { EntityManager } from '@mikro-orm/postgresql';
import type { DateFormat } from '../../database/local-time.js';
import { NotFound } from '../../errors.js';
import type { AppServices } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import { settingsOf } from '../settings/settings.service.js';
import { Company } from '../tenancy/company.entity.js';
import { isCompanyActive } from '../tenancy/company-status.js';
import { type InspectionLocation, inspectionLocations } from './inspection.sql.js';
import { InspectorLink } from './inspector-link.entity.js';
import { hashInspectorToken } from './inspector-links.service.js';
import type { InspectorThrottle } from './inspector-throttle.js';

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

/** An inspector's request: the link's token and the address it came from (the routes throttle by it). */
export interface InspectorRequest {
  token: string;
  address: string;
}

/**
 * The seam every inspector read goes through (the page and the due-diligence pack): an unknown, expired or revoked token, or one of a suspended company, is NotFound, exactly
 * like a missing one; a valid one is audited as a use (what was opened) before anything is read, once an hour per address and kind of use.
 */
export async function openInspection(
  em: EntityManager,
  throttle: InspectorThrottle,
  { token, address }: InspectorRequest,
  what: 'records' | 'pack',
): Promise<InspectionScope> {
  const link = await em.findOne(InspectorLink, { tokenHash: hashInspectorToken(token), revokedAt: null, expiresAt: { $gt: new Date() } });
  // A suspended company's links answer as an expired one does.
  if (!link || !(await isCompanyActive(em, link.company.id))) throw new NotFound('Inspector link');
  const company = await em.findOneOrFail(Company, link.company.id);
  if (await throttle.firstUseThisHour(link.id, address, what)) {
    await em.transactional(async (tx) => {
      recordAudit(tx, null, { companyId: company.id, entity: 'inspector_link', entityId: link.id, action: 'use', after: { opened: what } });
    });
  }
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

/**
 * The read-only inspector view: per chosen location, its units' daily min/max, excursions with their
 * actions, and checks. The link is checked on the primary (a revoked link stops at once); the records
 * are past ones, read where history is (services.historyDb).
 */
export async function inspectionFor(
  em: EntityManager,
  { inspectorThrottle, historyDb }: Pick<AppServices, 'inspectorThrottle' | 'historyDb'>,
  request: InspectorRequest,
): Promise<Inspection> {
  const { linkId: _linkId, companyId, locationIds, ...scope } = await openInspection(em, inspectorThrottle, request, 'records');
  const { dateFormat } = (await settingsOf(em, companyId)).general;
  const locations = await historyDb.read(em, (records) => inspectionLocations(records, companyId, locationIds, scope.from, scope.to));
  return { ...scope, dateFormat, locations };
}
