import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { CompleteComplianceCheckInput, ComplianceCheckType } from '../compliance/compliance.types.js';
import { completeComplianceCheck } from './checklist.service.js';

@Resolver()
export class ChecklistsResolver {
  @Mutation(() => ComplianceCheckType, {
    description: 'Completes a check with every item answered; a failed critical item opens a corrective action. The check is sealed from then on.',
  })
  completeComplianceCheck(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CompleteComplianceCheckInput) input: CompleteComplianceCheckInput,
  ): Promise<ComplianceCheckType> {
    return completeComplianceCheck(em, services, viewer, input);
  }
}
