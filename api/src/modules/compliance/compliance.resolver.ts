import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { PublicationType } from '../publishing/publication.types.js';
import { publicationView } from '../publishing/publication-view.service.js';
import { todaysCheckCounts } from './check-figures.service.js';
import { createComplianceTemplate } from './check-template-creation.service.js';
import { CreateComplianceTemplateInput, UpdateComplianceTemplateInput } from './check-template-input.types.js';
import { saveCheckProgress } from './check-work.service.js';
import {
  ComplianceCheckType,
  ComplianceSummaryType,
  ComplianceTemplateType,
  SaveCheckProgressInput,
  StartComplianceCheckInput,
  TodaysCheckCountsType,
} from './compliance.types.js';
import { DEFAULT_CHECKS_LIMIT, listComplianceChecks, startComplianceCheck } from './compliance-checks.service.js';
import { complianceSummary } from './compliance-summary.service.js';
import { listComplianceTemplates, retireComplianceTemplate, updateComplianceTemplate } from './compliance-templates.service.js';

@Resolver()
export class ComplianceResolver {
  @Query(() => TodaysCheckCountsType, { description: 'The phone’s Pending / Completed / Overdue checks at a location, for its local day.' })
  todaysCheckCounts(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
  ): Promise<TodaysCheckCountsType> {
    return todaysCheckCounts(em, viewer, locationId);
  }

  @Query(() => [ComplianceTemplateType], {
    description:
      'Active check templates of the user’s company and the provider, by name: with locationId, those published at that site; without it, those published at a site the user reaches (all, for company-wide users).',
  })
  complianceTemplates(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('type', () => String, { nullable: true }) type?: string | null,
    @Arg('locationId', () => Int, { nullable: true, description: 'Only the templates published at this site.' }) locationId?: number | null,
    @Arg('includeRetired', () => Boolean, { nullable: true, defaultValue: false, description: 'Retired templates too (template management).' })
    includeRetired?: boolean | null,
  ): Promise<ComplianceTemplateType[]> {
    return listComplianceTemplates(em, viewer, { type, locationId, includeRetired });
  }

  @Query(() => [ComplianceCheckType], { description: 'The newest checks at a location (1 to 100).' })
  complianceChecks(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: DEFAULT_CHECKS_LIMIT }) limit: number | null,
    @Arg('status', () => String, {
      nullable: true,
      description: 'pending, in_progress, completed, overdue, scheduled, or open (pending, in progress or overdue).',
    })
    status?: string | null,
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

  @Mutation(() => ComplianceCheckType, { description: 'Saves answers of a check being worked; a pending check becomes in progress.' })
  saveCheckProgress(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => SaveCheckProgressInput) input: SaveCheckProgressInput,
  ): Promise<ComplianceCheckType> {
    return saveCheckProgress(em, viewer, input.checkId, input.answers);
  }

  @Mutation(() => ComplianceTemplateType, { description: 'New checklist: a company template written from scratch (its administrators). Audited.' })
  createComplianceTemplate(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateComplianceTemplateInput) input: CreateComplianceTemplateInput,
  ): Promise<ComplianceTemplateType> {
    return createComplianceTemplate(em, viewer, input);
  }

  @Mutation(() => ComplianceTemplateType, {
    description:
      'A new version of a company template: its checklist items and, when given, its schedule (administrators). Checks already started keep their version.',
  })
  updateComplianceTemplate(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => UpdateComplianceTemplateInput) input: UpdateComplianceTemplateInput,
  ): Promise<ComplianceTemplateType> {
    return updateComplianceTemplate(em, viewer, input);
  }

  @Mutation(() => ComplianceTemplateType, {
    description: 'Retires a company template (administrators): no new checks; its checks and their history stay. Templates are never deleted.',
  })
  retireComplianceTemplate(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<ComplianceTemplateType> {
    return retireComplianceTemplate(em, viewer, id);
  }
}

/** A template's publication in words (its areas' and sites' names), asked only by the screens that show it. */
@Resolver(() => ComplianceTemplateType)
export class ComplianceTemplateFieldsResolver {
  @FieldResolver(() => PublicationType, { description: 'Where it applies: all sites, chosen areas or sites, or one site alone; with its summary in words.' })
  publication(@Ctx() { em }: GraphQLContext, @Root() template: ComplianceTemplateType): Promise<PublicationType> {
    return publicationView(em, template.publication);
  }
}
