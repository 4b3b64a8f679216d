import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { CompleteComplianceCheckInput, ComplianceCheckType } from '../compliance/compliance.types.js';
import { completeComplianceCheck } from './checklist.service.js';
import { DueChecksType } from './checklists.types.js';
import { listDueChecks } from './due-checks.service.js';

@Resolver()
export class ChecklistsResolver {
  @Query(() => DueChecksType, { description: 'Today’s scheduled checks still to do at a location (its local day), overdue first.' })
  dueChecks(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('locationId', () => Int) locationId: number): Promise<DueChecksType> {
    return listDueChecks(em, viewer, locationId);
  }

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
