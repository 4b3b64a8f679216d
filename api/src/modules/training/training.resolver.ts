import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { listTrainingRecords } from './training.service.js';
import { TrainingRecordsArgs, TrainingRecordType } from './training.types.js';

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
}
