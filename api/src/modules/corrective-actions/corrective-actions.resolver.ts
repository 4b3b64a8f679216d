import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { CompleteCorrectiveActionArgs, CorrectiveActionSummaryType, CorrectiveActionsArgs, CorrectiveActionType } from './corrective-action.types.js';
import { completeCorrectiveAction, startCorrectiveAction } from './corrective-action-workflow.service.js';
import { listCorrectiveActions, summariseCorrectiveActions } from './corrective-actions.service.js';

@Resolver()
export class CorrectiveActionsResolver {
  @Query(() => [CorrectiveActionType], { description: 'Corrective actions at the locations the user may use, newest first.' })
  correctiveActions(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Args(() => CorrectiveActionsArgs) filter: CorrectiveActionsArgs,
  ): Promise<CorrectiveActionType[]> {
    return listCorrectiveActions(em, viewer, filter);
  }

  @Query(() => CorrectiveActionSummaryType, { description: 'Tile counts, for every reachable location or for one.' })
  correctiveActionSummary(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int, { nullable: true }) locationId?: number | null,
  ): Promise<CorrectiveActionSummaryType> {
    return summariseCorrectiveActions(em, viewer, locationId);
  }

  @Mutation(() => CorrectiveActionType, { description: 'Start Action: an open or pending action moves to in_progress.' })
  startCorrectiveAction(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<CorrectiveActionType> {
    return startCorrectiveAction(em, viewer, id);
  }

  @Mutation(() => CorrectiveActionType, { description: 'Mark Complete: an action in progress becomes resolved, with an optional resolution.' })
  completeCorrectiveAction(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Args(() => CompleteCorrectiveActionArgs) { id, resolution }: CompleteCorrectiveActionArgs,
  ): Promise<CorrectiveActionType> {
    return completeCorrectiveAction(em, viewer, id, resolution);
  }
}
