import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { toUserReference } from '../people/users.service.js';
import { UserReferenceType } from '../people/users.types.js';
import { listTrainingRecords, toTrainingRecordView } from './training.service.js';
import { TrainingRecordsArgs, TrainingRecordType } from './training.types.js';
import { CreateTrainingRecordInput, UpdateTrainingRecordInput } from './training-input.types.js';
import { createTrainingRecord, listTrainees, updateTrainingRecord } from './training-write.service.js';

@Resolver()
export class TrainingResolver {
  @Query(() => [TrainingRecordType], { description: 'Staff training records at the locations the user may use, newest first.' })
  trainingRecords(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Args(() => TrainingRecordsArgs) { status }: TrainingRecordsArgs,
  ): Promise<TrainingRecordType[]> {
    return listTrainingRecords(em, viewer, status);
  }

  @Query(() => [UserReferenceType], {
    description:
      'The people a training record can be added for: those within reach (a branch administrator’s: the people working at their locations). Company and branch administrators.',
  })
  async trainees(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<UserReferenceType[]> {
    return (await listTrainees(em, viewer)).map(toUserReference);
  }

  @Mutation(() => TrainingRecordType, { description: 'Add Training Record: company and branch administrators.' })
  async createTrainingRecord(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateTrainingRecordInput) input: CreateTrainingRecordInput,
  ): Promise<TrainingRecordType> {
    return toTrainingRecordView(await createTrainingRecord(em, viewer, input), new Date());
  }

  @Mutation(() => TrainingRecordType, { description: 'Moves a record forward (scheduled → in_progress → completed) or fills in its dates and certificate.' })
  async updateTrainingRecord(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateTrainingRecordInput) input: UpdateTrainingRecordInput,
  ): Promise<TrainingRecordType> {
    return toTrainingRecordView(await updateTrainingRecord(em, viewer, id, input), new Date());
  }
}
