import { Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { listReports, packRecordCount, requestExport } from './export-request.service.js';
import { ExportRangeArgs, ReportType, RequestExportArgs, toReportType } from './reports.types.js';

@Resolver()
export class ReportsResolver {
  @Query(() => [ReportType], { description: 'The viewer’s recent due-diligence exports, newest first.' })
  async reports(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<ReportType[]> {
    return (await listReports(em, viewer)).map(toReportType);
  }

  @Query(() => Int, {
    description:
      'How many records a due-diligence pack of this range and these locations would hold (training, a standing record, aside). 0: nothing to export.',
  })
  exportRecordCount(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Args(() => ExportRangeArgs) args: ExportRangeArgs,
  ): Promise<number> {
    return packRecordCount(em, services, viewer, args);
  }

  @Mutation(() => ReportType, {
    description: 'Starts a due-diligence pack for a range and locations; it is generated in the background. A period without records is refused.',
  })
  async requestExport(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Args(() => RequestExportArgs) args: RequestExportArgs,
  ): Promise<ReportType> {
    return toReportType(await requestExport(em, services, viewer, args));
  }
}
