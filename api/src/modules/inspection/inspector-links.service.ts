import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { Location } from '../tenancy/location.entity.js';
import { canManageInspectorLinks } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import type { CreatedInspectorLinkType, CreateInspectorLinkInput, InspectorLinkType } from './inspection.types.js';
import { InspectorLink } from './inspector-link.entity.js';

const DAY_MS = 86_400_000;
const MAX_PERIOD_DAYS = 366;
export const DEFAULT_LINK_DAYS = 7;

/** 256 random bits: unguessable, so a plain SHA-256 (not a password hash) keys the look-up. */
export const hashInspectorToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A link for locations of the viewer's company within the given range; its token is answered here and nowhere else. */
export async function createInspectorLink(em: EntityManager, viewer: Viewer, input: CreateInspectorLinkInput): Promise<CreatedInspectorLinkType> {
  const companyId = managedCompany(viewer);
  const label = input.label.trim();
  if (!label) throw new InvalidInput('Give the link a label (up to 200 characters)');
  const { periodStart, periodEnd } = input;
  if (!(periodStart < periodEnd) || periodEnd.getTime() - periodStart.getTime() > MAX_PERIOD_DAYS * DAY_MS) {
    throw new InvalidInput(`The period must end after it starts and span at most ${MAX_PERIOD_DAYS} days`);
  }
  const locationIds = [...new Set(input.locationIds)];
  const locations = await em.find(Location, { id: { $in: locationIds }, company: companyId });
  if (locations.length !== locationIds.length) throw new NotFound('Location');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.expiresInDays ?? DEFAULT_LINK_DAYS) * DAY_MS);
  return em.transactional(async (tx) => {
    const link = tx.create(InspectorLink, {
      company: companyId,
      label,
      locationIds,
      periodStart,
      periodEnd,
      tokenHash: hashInspectorToken(token),
      expiresAt,
      createdBy: viewer.userId,
    });
    await tx.flush();
    const view = await toView(tx, link);
    recordAudit(tx, viewer, { companyId, entity: 'inspector_link', entityId: link.id, action: 'create', after: view });
    return { link: view, token };
  });
}

/** The company's links, newest first, revoked and expired ones included. */
export async function listInspectorLinks(em: EntityManager, viewer: Viewer): Promise<InspectorLinkType[]> {
  const links = await em.find(InspectorLink, { company: managedCompany(viewer) }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return Promise.all(links.map((link) => toView(em, link)));
}

/** Stops a link at once and for good; its next use is refused like an unknown link. */
export async function revokeInspectorLink(em: EntityManager, viewer: Viewer, id: number): Promise<InspectorLinkType> {
  const companyId = managedCompany(viewer);
  const link = await em.findOne(InspectorLink, { id, company: companyId });
  if (!link) throw new NotFound('Inspector link');
  if (link.revokedAt) throw new InvalidInput('This inspector link is already revoked');
  const before = await toView(em, link);
  link.revokedAt = new Date();
  link.revokedBy = em.getReference(User, viewer.userId);
  const after = await toView(em, link);
  recordAudit(em, viewer, { companyId, entity: 'inspector_link', entityId: id, action: 'revoke', before, after });
  await em.flush();
  return after;
}

function managedCompany(viewer: Viewer): number {
  if (!canManageInspectorLinks(viewer) || viewer.companyId === null) throw new Forbidden('Only company administrators can manage inspector links');
  return viewer.companyId;
}

async function toView(em: EntityManager, link: InspectorLink): Promise<InspectorLinkType> {
  const locations = await em.find(Location, { id: { $in: link.locationIds } }, { orderBy: { name: 'asc' } });
  const creator = await em.findOneOrFail(User, link.createdBy.id);
  return {
    id: link.id,
    label: link.label,
    locationNames: locations.map((location) => location.name),
    periodStart: link.periodStart,
    periodEnd: link.periodEnd,
    expiresAt: link.expiresAt,
    createdByName: creator.fullName,
    createdAt: link.createdAt,
    revokedAt: link.revokedAt ?? null,
  };
}
