import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { type CheckTypeSummary, checkTypeSummary } from './check-type-summary.service.js';

@ObjectType('CheckTypeSummary', { description: 'The Closing, Allergen and Monthly screens’ figures, in the location’s time zone.' })
export class CheckTypeSummaryType {
  @Field(() => String, { description: 'closing, allergen or monthly.' })
  type!: string;

  @Field(() => String, { description: 'day (closing, allergen) or month (monthly): the period "this period" means.' })
  period!: string;

  @Field(() => Int, { description: 'Active templates of the type for the location.' })
  templates!: number;

  @Field(() => Int)
  completedThisPeriod!: number;

  @Field(() => Int)
  pending!: number;

  @Field(() => Int, { nullable: true, description: 'Completed this period / templates of the type, rounded percent; null without templates.' })
  completionRate!: number | null;
}

@Resolver()
export class CheckTypeSummaryResolver {
  @Query(() => CheckTypeSummaryType)
  checkTypeSummary(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
    @Arg('type', () => String) type: string,
  ): Promise<CheckTypeSummary> {
    return checkTypeSummary(em, viewer, locationId, type);
  }
}
