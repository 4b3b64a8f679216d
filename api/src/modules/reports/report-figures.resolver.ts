import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { reportFigures } from './report-figures.service.js';
import { ReportFiguresType } from './report-figures.types.js';

@Resolver()
export class ReportFiguresResolver {
  @Query(() => ReportFiguresType, { description: 'Reports & Analytics for [from, to). No locations: every location the user may use.' })
  reportFigures(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('from', () => Date) from: Date,
    @Arg('to', () => Date) to: Date,
    @Arg('locationIds', () => [Int], { nullable: true }) locationIds?: number[] | null,
  ): Promise<ReportFiguresType> {
    return services.historyDb.read(em, (records) => reportFigures(records, viewer, { from, to, locationIds }));
  }
}
