import { Args, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { CorrectiveActionType } from '../corrective-actions/corrective-action.types.js';
import { ActionAssigneeType, AssignCorrectiveActionArgs } from '../corrective-actions/outcome/outcome.types.js';
import { assignCorrectiveAction, assigneeChoices } from './action-assignment.service.js';

@Resolver(() => CorrectiveActionType)
export class ActionAssignmentResolver {
  @Mutation(() => CorrectiveActionType, {
    description:
      'Gives the action its owner and due time, or another owner (administrators and managers, within their locations). Audited; the new owner is notified.',
  })
  assignCorrectiveAction(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Args(() => AssignCorrectiveActionArgs) { id, assigneeId, dueDate }: AssignCorrectiveActionArgs,
  ): Promise<CorrectiveActionType> {
    return assignCorrectiveAction(em, viewer, services, { actionId: id, assigneeId, dueDate });
  }

  @FieldResolver(() => [ActionAssigneeType], { description: 'Who the viewer may give the action to; empty when they may not assign it.' })
  async assigneeChoices(@Root() action: CorrectiveActionType, @Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<ActionAssigneeType[]> {
    return (await assigneeChoices(em, viewer, action.id)).map((person) => ({ id: person.id, fullName: person.fullName }));
  }
}
