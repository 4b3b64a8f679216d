import { Arg, Args, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Unauthenticated } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { temperatureLoaders } from '../temperature/temperature.loaders.js';
import { EquipmentType } from '../temperature/temperature.types.js';
import { actionChangesAt, type CorrectiveActionChangedEvent } from './action-events.js';
import { ActionEventType, actionHistory } from './action-history.js';
import {
  CompleteCorrectiveActionArgs,
  CorrectiveActionSummaryType,
  CorrectiveActionsArgs,
  CorrectiveActionType,
  CreateCorrectiveActionInput,
  VerificationRequirementType,
} from './corrective-action.types.js';
import { createCorrectiveAction } from './corrective-action-create.service.js';
import { completeCorrectiveAction, startCorrectiveAction } from './corrective-action-workflow.service.js';
import {
  countOpenActions,
  getCorrectiveAction,
  listCorrectiveActions,
  summariseCorrectiveActions,
  verificationRequirement,
} from './corrective-actions.service.js';

@ObjectType('CorrectiveActionChanged')
class CorrectiveActionChangedType {
  @Field(() => Int)
  locationId!: number;

  @Field(() => String, { description: 'opened, escalated, acknowledged, started or resolved.' })
  change!: string;

  @Field(() => CorrectiveActionType)
  action!: CorrectiveActionType;

  @Field(() => Int, { description: "Actions still requiring attention at the location once this change committed (the dashboard's Pending Actions)." })
  openActions!: number;
}

@Resolver(() => CorrectiveActionType)
export class CorrectiveActionsResolver {
  @Query(() => [CorrectiveActionType], { description: 'Corrective actions at the locations the user may use, newest first.' })
  correctiveActions(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Args(() => CorrectiveActionsArgs) filter: CorrectiveActionsArgs,
  ): Promise<CorrectiveActionType[]> {
    return listCorrectiveActions(em, viewer, filter);
  }

  @Query(() => CorrectiveActionType, { description: 'One action the user may see (its details and history); another company’s id is NOT_FOUND.' })
  correctiveAction(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<CorrectiveActionType> {
    return getCorrectiveAction(em, viewer, id);
  }

  @Query(() => CorrectiveActionSummaryType, { description: 'Tile counts, for every reachable location or for one.' })
  correctiveActionSummary(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int, { nullable: true }) locationId?: number | null,
  ): Promise<CorrectiveActionSummaryType> {
    return summariseCorrectiveActions(em, viewer, locationId);
  }

  @Mutation(() => CorrectiveActionType, { description: 'Records a corrective action (source manual) about a unit, a check or a location.' })
  createCorrectiveAction(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateCorrectiveActionInput) input: CreateCorrectiveActionInput,
  ): Promise<CorrectiveActionType> {
    return createCorrectiveAction(em, viewer, services.events, input);
  }

  @Mutation(() => CorrectiveActionType, { description: 'Start Action: an open or pending action moves to in_progress.' })
  startCorrectiveAction(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
  ): Promise<CorrectiveActionType> {
    return startCorrectiveAction(em, viewer, services.events, id);
  }

  @Mutation(() => CorrectiveActionType, { description: 'Mark Complete: an action in progress becomes resolved, with what was done.' })
  completeCorrectiveAction(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Args(() => CompleteCorrectiveActionArgs) { id, resolution, verification }: CompleteCorrectiveActionArgs,
  ): Promise<CorrectiveActionType> {
    return completeCorrectiveAction(em, viewer, services.events, id, resolution, verification);
  }

  @FieldResolver(() => VerificationRequirementType, {
    nullable: true,
    description: 'What Mark Complete needs to verify this action; null when it resolves without a verification.',
  })
  verificationRequirement(
    @Root() action: CorrectiveActionType,
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
  ): Promise<VerificationRequirementType | null> {
    return verificationRequirement(em, viewer, action.id);
  }

  @FieldResolver(() => EquipmentType, { nullable: true, description: 'The unit concerned, as its card shows it now.' })
  equipment(@Root() action: CorrectiveActionType, @Ctx() { em }: GraphQLContext): Promise<EquipmentType> | null {
    return action.equipmentId === null ? null : temperatureLoaders(em).equipment.load(action.equipmentId);
  }

  @FieldResolver(() => [ActionEventType], { description: 'Who opened, escalated, started and completed the action, and when, oldest first.' })
  history(@Root() action: CorrectiveActionType, @Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<ActionEventType[]> {
    return actionHistory(em, viewer, action.id);
  }

  @Subscription(() => CorrectiveActionChangedType, {
    description: 'Corrective actions opened, escalated, acknowledged, started or resolved at a location the user may see, after each change commits.',
    subscribe: async ({ args, context }) => {
      const { em, viewer, services } = context as GraphQLContext;
      if (!viewer) throw new Unauthenticated();
      await findReachableLocation(em, viewer, args.locationId);
      return actionChangesAt(services.events, args.locationId);
    },
  })
  async correctiveActionChanged(
    @Arg('locationId', () => Int) _locationId: number,
    @Root() event: CorrectiveActionChangedEvent,
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
  ): Promise<CorrectiveActionChangedType> {
    return { ...event, openActions: await countOpenActions(em, viewer, event.locationId) };
  }
}
