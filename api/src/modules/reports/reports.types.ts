import { ArrayMaxSize, ArrayMinSize, IsDate, IsIn, IsInt } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { EXPORT_FORMATS, type ExportFormat, type PackParameters } from './export-pack.js';
import type { Report } from './report.entity.js';

/** The period and places a pack covers. */
@ArgsType()
export class ExportRangeArgs {
  @Field(() => Date, { description: 'Start of the range (inclusive).' })
  @IsDate()
  from!: Date;

  @Field(() => Date, { description: 'End of the range (exclusive).' })
  @IsDate()
  to!: Date;

  @Field(() => [Int], { description: 'Locations of the viewer’s company that the pack covers.' })
  @ArrayMinSize(1, { message: 'Choose at least one location' })
  @ArrayMaxSize(200)
  @IsInt({ each: true })
  locationIds!: number[];
}

@ArgsType()
export class RequestExportArgs extends ExportRangeArgs {
  @Field(() => String, { description: 'pdf (the inspector’s document) or csv (a ZIP of one CSV per record type).' })
  @IsIn(EXPORT_FORMATS, { message: `Format must be one of ${EXPORT_FORMATS.join(', ')}` })
  format!: ExportFormat;
}

@ObjectType('Report', { description: 'A generated due-diligence pack.' })
export class ReportType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'pdf or csv.' })
  format!: string;

  @Field(() => String, { description: 'generating, ready or failed.' })
  status!: string;

  @Field(() => Int, { description: 'Percent done while generating.' })
  progress!: number;

  @Field(() => Date)
  from!: Date;

  @Field(() => Date, { description: 'End of the range (exclusive).' })
  to!: Date;

  @Field(() => [String])
  locationNames!: string[];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  generatedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'GET this to download; set once ready.' })
  downloadUrl!: string | null;

  @Field(() => String, { nullable: true })
  errorMessage!: string | null;
}

export function toReportType(report: Report): ReportType {
  const parameters = report.parameters as PackParameters;
  return {
    id: report.id,
    format: report.format ?? 'pdf',
    status: report.status,
    progress: report.progress,
    from: new Date(parameters.from),
    to: new Date(parameters.to),
    locationNames: parameters.locationNames,
    createdAt: report.createdAt,
    generatedAt: report.generatedAt ?? null,
    downloadUrl: report.status === 'ready' ? `/api/reports/${report.id}/download` : null,
    errorMessage: report.errorMessage ?? null,
  };
}
