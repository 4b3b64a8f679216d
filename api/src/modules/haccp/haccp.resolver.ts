import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { HaccpLimitChoiceType, HaccpPlanType, HaccpPlanVersionType, SaveHaccpPlanVersionInput } from './haccp.types.js';
import { haccpCoverage } from './haccp-coverage.service.js';
import { HaccpCcpCoverageType } from './haccp-coverage.types.js';
import { haccpLimitChoices } from './haccp-limit-choices.service.js';
import { generateHaccpPlan, haccpPlan, saveHaccpPlanVersion, signHaccpPlanVersion } from './haccp-plans.service.js';

const SITE = { nullable: true, description: 'A site’s own plan; left out: the company plan.' } as const;

@Resolver()
export class HaccpResolver {
  @Query(() => HaccpPlanType, { nullable: true, description: 'The HACCP plan with its versions; null before one is generated.' })
  haccpPlan(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('locationId', () => Int, SITE) locationId?: number | null) {
    return haccpPlan(em, viewer, locationId);
  }

  @Query(() => [HaccpLimitChoiceType], { description: 'The limits a CCP may link to, as the configuration holds them now.' })
  haccpLimitChoices(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('locationId', () => Int, SITE) locationId?: number | null) {
    return haccpLimitChoices(em, viewer, locationId);
  }

  @Query(() => [HaccpCcpCoverageType], {
    description: 'For a period, how much of each CCP’s monitoring of the plan in force (else its newest version) happened.',
  })
  haccpCoverage(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('planId', () => Int) planId: number,
    @Arg('from', () => Date) from: Date,
    @Arg('to', () => Date) to: Date,
  ) {
    return haccpCoverage(em, viewer, planId, { from, to });
  }

  @Mutation(() => HaccpPlanType, { description: 'A draft version made from the company’s own set-up (version 1 of a new plan). Administrators.' })
  generateHaccpPlan(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('locationId', () => Int, SITE) locationId?: number | null) {
    return generateHaccpPlan(em, viewer, locationId);
  }

  @Mutation(() => HaccpPlanVersionType, { description: 'Saves an edit as the plan’s next version, a draft. Administrators.' })
  saveHaccpPlanVersion(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => SaveHaccpPlanVersionInput) input: SaveHaccpPlanVersionInput,
  ) {
    return saveHaccpPlanVersion(em, viewer, input.planId, input.steps);
  }

  @Mutation(() => HaccpPlanVersionType, { description: 'Signs a draft version with the signer’s password: it becomes the plan in force. Audited.' })
  signHaccpPlanVersion(
    @Ctx() { em, services, ip }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('versionId', () => Int) versionId: number,
    @Arg('password', () => String) password: string,
  ) {
    return signHaccpPlanVersion(em, viewer, versionId, password, { throttle: services.throttle, ip });
  }
}
