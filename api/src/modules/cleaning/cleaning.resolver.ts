import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { listCleaningSchedules, toCleaningScheduleViews } from './cleaning.service.js';
import { CleaningSchedulesArgs, CleaningScheduleType } from './cleaning.types.js';
import { CreateCleaningScheduleInput } from './cleaning-input.types.js';
import { createCleaningSchedule, recordCleaningDone } from './cleaning-write.service.js';

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

  @Mutation(() => CleaningScheduleType, { description: 'Add Schedule / Create Schedule: company and branch administrators.' })
  async createCleaningSchedule(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateCleaningScheduleInput) input: CreateCleaningScheduleInput,
  ): Promise<CleaningScheduleType> {
    const [view] = await toCleaningScheduleViews(em, [await createCleaningSchedule(em, viewer, input)]);
    return view;
  }

  @Mutation(() => CleaningScheduleType, { description: 'Marks the cleaning done now by the signed-in user (kept as a record).' })
  async recordCleaningDone(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('scheduleId', () => Int) scheduleId: number,
    @Arg('notes', () => String, { nullable: true }) notes?: string | null,
  ): Promise<CleaningScheduleType> {
    const [view] = await toCleaningScheduleViews(em, [await recordCleaningDone(em, viewer, scheduleId, notes)]);
    return view;
  }
}
