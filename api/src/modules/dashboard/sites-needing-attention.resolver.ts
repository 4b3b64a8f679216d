import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { SiteLeagueRowType } from '../site-league/site-league.types.js';
import { sitesNeedingAttention } from './sites-needing-attention.service.js';

@Resolver()
export class SitesNeedingAttentionResolver {
  @Query(() => [SiteLeagueRowType], {
    description: 'The company dashboard’s sites needing attention: the league table’s worst five over the last 7 days; empty for one site or a branch role.',
  })
  sitesNeedingAttention(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<SiteLeagueRowType[]> {
    return sitesNeedingAttention(em, viewer);
  }
}
