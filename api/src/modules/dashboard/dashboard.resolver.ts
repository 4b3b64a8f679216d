import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { dashboard } from './dashboard.service.js';
import { DashboardType } from './dashboard.types.js';

@Resolver()
export class DashboardResolver {
  @Query(() => DashboardType, { description: 'The site dashboard for a location (default: the user’s first), or the provider overview for the super user.' })
  dashboard(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int, { nullable: true }) locationId?: number,
  ): Promise<DashboardType> {
    return dashboard(em, viewer, locationId);
  }
}
