import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../viewer.js';
import { limitChoices, limitConfigOf } from './haccp-limits.js';
import { planOwner } from './haccp-plan-scope.js';
import { linkFields } from './haccp-steps.js';

/** What the editor's selects offer: every band, process rule and critical item the company has set now. */
export async function haccpLimitChoices(em: EntityManager, viewer: Viewer, locationId?: number | null) {
  // The provider's own view (no company, no site named) has no plan, so nothing to link.
  if (locationId == null && viewer.companyId === null) return [];
  const owner = await planOwner(em, viewer, locationId);
  return limitChoices(await limitConfigOf(em, owner.companyId)).map(({ link, limit }) => ({ link: linkFields(link), limit }));
}
