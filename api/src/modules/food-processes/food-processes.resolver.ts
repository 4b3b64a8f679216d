import { Arg, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { foodProcesses, processReadingConcern, recordProcessTemperature, startFoodProcess } from './food-processes.service.js';
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

  @Query(() => String, {
    nullable: true,
    description: 'Why this probe reading, recorded now, would be flagged (it falls faster than food can cool); null when it would not. Ask before recording.',
  })
  foodProcessReadingConcern(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('processId', () => Int) processId: number,
    @Arg('temperature', () => Float) temperature: number,
    @Arg('unit', () => String, { nullable: true, defaultValue: 'C', description: 'C (default) or F.' }) unit?: string | null,
  ): Promise<string | null> {
    return processReadingConcern(em, viewer, processId, temperature, unit);
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
