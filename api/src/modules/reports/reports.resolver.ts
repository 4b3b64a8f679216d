import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { listReports, requestExport } from './export-request.service.js';
import { ReportType, RequestExportArgs, toReportType } from './reports.types.js';

@Resolver()
export class ReportsResolver {
  @Query(() => [ReportType], { description: 'The viewer’s recent due-diligence exports, newest first.' })
  async reports(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<ReportType[]> {
    return (await listReports(em, viewer)).map(toReportType);
  }

  @Mutation(() => ReportType, { description: 'Starts a due-diligence pack for a range and locations; it is generated in the background.' })
  async requestExport(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Args(() => RequestExportArgs) args: RequestExportArgs,
  ): Promise<ReportType> {
    return toReportType(await requestExport(em, viewer, args));
  }
}
