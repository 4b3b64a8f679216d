import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../viewer.js';
import { siteLeague } from '../site-league/site-league.service.js';
import type { SiteLeagueRowType } from '../site-league/site-league.types.js';
import { canReadSiteLeague } from '../tenancy/roles.js';

/** How many of the league's worst sites the company dashboard lists first. */
const WORST_SITES = 5;

/**
 * The company dashboard's "Sites needing attention": the league table's worst five over the last
 * 7 days, by its one rule; nothing for someone who may not read the league or looks after one site.
 */
export async function sitesNeedingAttention(em: EntityManager, viewer: Viewer): Promise<SiteLeagueRowType[]> {
  if (!canReadSiteLeague(viewer) || viewer.locationIds.length < 2) return [];
  return (await siteLeague(em, viewer, { preset: 'last_7_days' })).slice(0, WORST_SITES);
}
