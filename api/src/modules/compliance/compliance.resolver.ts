import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import {
  CompleteComplianceCheckInput,
  ComplianceCheckType,
  ComplianceSummaryType,
  ComplianceTemplateType,
  StartComplianceCheckInput,
} from './compliance.types.js';
import { completeComplianceCheck, DEFAULT_CHECKS_LIMIT, listComplianceChecks, startComplianceCheck } from './compliance-checks.service.js';
import { complianceSummary } from './compliance-summary.service.js';
import { listComplianceTemplates } from './compliance-templates.service.js';

@Resolver()
export class ComplianceResolver {
  @Query(() => [ComplianceTemplateType], { description: 'Active check templates of the user’s company and the provider, by name.' })
  complianceTemplates(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('type', () => String, { nullable: true }) type?: string | null,
  ): Promise<ComplianceTemplateType[]> {
    return listComplianceTemplates(em, viewer, type);
  }

  @Query(() => [ComplianceCheckType], { description: 'The newest checks at a location (1 to 100).' })
  complianceChecks(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: DEFAULT_CHECKS_LIMIT }) limit: number | null,
    @Arg('status', () => String, { nullable: true, description: 'pending, in_progress, completed, overdue or scheduled.' }) status?: string | null,
    @Arg('type', () => String, { nullable: true, description: 'Template type, e.g. daily_opening.' }) type?: string | null,
  ): Promise<ComplianceCheckType[]> {
    return listComplianceChecks(em, viewer, locationId, limit, { status, type });
  }

  @Query(() => ComplianceSummaryType)
  complianceSummary(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
  ): Promise<ComplianceSummaryType> {
    return complianceSummary(em, viewer, locationId);
  }

  @Mutation(() => ComplianceCheckType, { description: 'Creates a pending check from a template at a location.' })
  startComplianceCheck(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => StartComplianceCheckInput) input: StartComplianceCheckInput,
  ): Promise<ComplianceCheckType> {
    return startComplianceCheck(em, viewer, input);
  }

  @Mutation(() => ComplianceCheckType, { description: 'Records a check completed on the phone, with its ticked items.' })
  completeComplianceCheck(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CompleteComplianceCheckInput) input: CompleteComplianceCheckInput,
  ): Promise<ComplianceCheckType> {
    return completeComplianceCheck(em, viewer, input);
  }
}
