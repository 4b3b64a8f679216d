import { Ctx, FieldResolver, Float, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { ActivityEntryType } from '../audit/audit.types.js';
import { recentActivity } from '../audit/recent-activity.service.js';
import { weeklyCompletion } from '../compliance/check-figures.service.js';
import { SiteDashboardType, SystemStatusType } from './dashboard.types.js';
import { systemStatus } from './system-status.service.js';

/** The site dashboard's live figures, each asked of the service that owns it, only when the screen asks. */
@Resolver(() => SiteDashboardType)
export class SiteFiguresResolver {
  @FieldResolver(() => Float, {
    nullable: true,
    description: 'Completed ÷ due checks over the location’s last 7 local days, one decimal; null when none were due.',
  })
  weeklyCompletion(@Root() site: SiteDashboardType, @Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<number | null> | null {
    return site.locationId === null ? null : weeklyCompletion(em, viewer, site.locationId);
  }

  @FieldResolver(() => [ActivityEntryType], { description: 'The newest audit events the user may see, in words, newest first.' })
  recentActivity(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<ActivityEntryType[]> {
    return recentActivity(em, viewer);
  }

  @FieldResolver(() => SystemStatusType, { nullable: true, description: 'Null for a user with no location yet.' })
  systemStatus(@Root() site: SiteDashboardType, @Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<SystemStatusType> | null {
    return site.locationId === null ? null : systemStatus(em, viewer, site.locationId);
  }
}
