import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { CorrectiveActionType } from '../corrective-actions/corrective-action.types.js';
import { acknowledgeCorrectiveAction } from './acknowledgement.service.js';

@Resolver(() => CorrectiveActionType)
export class AcknowledgementResolver {
  @Mutation(() => CorrectiveActionType, {
    description:
      "Acknowledge (\"I've got it\"): records who and when, stops the action's escalation and tells the others who were alerted; the action still needs its resolution. A second acknowledgement changes nothing and answers the first's.",
  })
  acknowledgeCorrectiveAction(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
  ): Promise<CorrectiveActionType> {
    return acknowledgeCorrectiveAction(em, viewer, services, id);
  }
}
