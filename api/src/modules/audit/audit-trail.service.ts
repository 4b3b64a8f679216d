import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { canReadAuditTrail } from '../tenancy/roles.js';
import { type ChainVerification, verifyChain } from './audit-chain.js';

/** The company whose audit trail the viewer may read; anyone else (the provider's super user included, who has none) is refused. */
export function auditedCompany(viewer: Viewer): number {
  if (!canReadAuditTrail(viewer) || viewer.companyId === null) throw new Forbidden('Only company administrators can read the audit trail');
  return viewer.companyId;
}

/** Walks the viewer's company chain and names the first broken link. */
export function verifyAuditChain(em: EntityManager, viewer: Viewer): Promise<ChainVerification> {
  return verifyChain(em, auditedCompany(viewer));
}
