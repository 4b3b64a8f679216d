import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { foodProcesses, recordProcessTemperature, startFoodProcess } from './food-processes.service.js';
import { FoodProcessType, RecordProcessTemperatureInput, StartFoodProcessInput } from './food-processes.types.js';

@Resolver()
export class FoodProcessesResolver {
  @Query(() => [FoodProcessType], { description: 'The location’s cooling, cooking and reheating logs, newest first (at most 100).' })
  foodProcesses(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
    @Arg('state', () => String, { nullable: true, description: 'open, finished, on_track, stage_passed, missed or complete; all when left out.' })
    state?: string | null,
  ): Promise<FoodProcessType[]> {
    return foodProcesses(em, viewer, locationId, state);
  }

  @Mutation(() => FoodProcessType, { description: 'Starts a timed log; its stages’ deadlines come from the company’s process rules.' })
  startFoodProcess(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => StartFoodProcessInput) input: StartFoodProcessInput,
  ): Promise<FoodProcessType> {
    return startFoodProcess(em, services, viewer, input);
  }

  @Mutation(() => FoodProcessType, { description: 'Records a probe temperature against an open process (append-only).' })
  recordProcessTemperature(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => RecordProcessTemperatureInput) input: RecordProcessTemperatureInput,
  ): Promise<FoodProcessType> {
    return recordProcessTemperature(em, services, viewer, input);
  }
}
