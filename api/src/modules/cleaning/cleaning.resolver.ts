import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { listCleaningSchedules } from './cleaning.service.js';
import { CleaningSchedulesArgs, CleaningScheduleType } from './cleaning.types.js';

@Resolver()
export class CleaningResolver {
  @Query(() => [CleaningScheduleType], { description: 'Active cleaning schedules at the locations the user may use, and company-wide ones.' })
  cleaningSchedules(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Args(() => CleaningSchedulesArgs) { frequency }: CleaningSchedulesArgs,
  ): Promise<CleaningScheduleType[]> {
    return listCleaningSchedules(em, viewer, frequency);
  }
}
