import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { siteLeague } from './site-league.service.js';
import { LeaguePeriodInput, SiteLeagueRowType } from './site-league.types.js';

@Resolver()
export class SiteLeagueResolver {
  @Query(() => [SiteLeagueRowType], {
    description: 'The league table: every site within reach over the period, worst first. Company-wide administrators and area managers only.',
  })
  siteLeague(@Ctx() { em, services }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('period', () => LeaguePeriodInput) period: LeaguePeriodInput) {
    return services.historyDb.read(em, (records) => siteLeague(records, viewer, period));
  }
}
