import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import { argumentOf, selectedFields } from '../../graphql/selections.js';
import type { Viewer } from '../../viewer.js';
import { dashboard } from './dashboard.service.js';
import { DashboardType } from './dashboard.types.js';

/** Equipment.recentReadings' default limit. */
const RECENT_READINGS_DEFAULT = 5;

@Resolver()
export class DashboardResolver {
  @Query(() => DashboardType, { description: 'The site dashboard for a location (default: the user’s first), or the provider overview for the super user.' })
  dashboard(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Info() info: GraphQLResolveInfo,
    @Arg('locationId', () => Int, { nullable: true }) locationId?: number,
  ): Promise<DashboardType> {
    // The units' recentReadings, when asked, come with the dashboard's one statement instead of a second.
    const recentReadingLimits = selectedFields(info, ['site', 'equipment', 'recentReadings']).map((field) =>
      Number(argumentOf(field, 'limit', info, RECENT_READINGS_DEFAULT)),
    );
    return dashboard(em, viewer, locationId, { recentReadingLimits });
  }
}
