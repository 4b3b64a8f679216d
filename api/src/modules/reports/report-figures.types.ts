import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('FrequencyCompletion', { description: 'Checks of one frequency due in the range, and how many were completed.' })
export class FrequencyCompletionType {
  @Field(() => String, { description: 'daily, weekly, monthly… (the template’s frequency; "other" when it has none).' })
  frequency!: string;

  @Field(() => Int)
  completed!: number;

  @Field(() => Int)
  scheduled!: number;
}

@ObjectType('SeverityResponse', { description: 'How fast corrective actions of one severity were started and resolved.' })
export class SeverityResponseType {
  @Field(() => String)
  severity!: string;

  @Field(() => Int, { description: 'Actions opened in the range.' })
  actions!: number;

  @Field(() => Float, { nullable: true, description: 'Mean minutes from opened to started (null: none started).' })
  minutesToStart!: number | null;

  @Field(() => Float, { nullable: true, description: 'Mean minutes from opened to resolved (null: none resolved).' })
  minutesToResolve!: number | null;
}

@ObjectType('ReportIncident', { description: 'An incident report form or a critical corrective action.' })
export class ReportIncidentType {
  @Field(() => String, { description: 'incident_report or critical_action.' })
  kind!: string;

  @Field(() => Int, { description: 'The form’s or the action’s id.' })
  id!: number;

  @Field(() => String)
  title!: string;

  @Field(() => Date)
  occurredAt!: Date;

  @Field(() => String, { nullable: true })
  severity!: string | null;

  @Field(() => String)
  status!: string;
}

@ObjectType('StaffPerformance', { description: 'What one person recorded in the range.' })
export class StaffPerformanceType {
  @Field(() => Int)
  userId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  checksCompleted!: number;

  @Field(() => Int)
  readingsRecorded!: number;
}

@ObjectType('UnitTemperatureFigures', { description: 'One unit’s readings in the range.' })
export class UnitTemperatureFiguresType {
  @Field(() => Int)
  equipmentId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  locationName!: string;

  @Field(() => Int)
  readings!: number;

  @Field(() => Int, { description: 'Readings outside the unit’s target range.' })
  outOfRange!: number;

  @Field(() => Int)
  excursions!: number;
}

@ObjectType('ReportFigures', { description: 'SPEC 2.13 figures from the records of [from, to) at the chosen locations.' })
export class ReportFiguresType {
  @Field(() => Date)
  from!: Date;

  @Field(() => Date)
  to!: Date;

  @Field(() => [Int])
  locationIds!: number[];

  @Field(() => Float, { nullable: true, description: 'Per cent of the checks due in the range that were completed, one decimal (null when none were due).' })
  complianceRate!: number | null;

  @Field(() => Int)
  checksDue!: number;

  @Field(() => Int)
  checksCompleted!: number;

  @Field(() => Int, { description: 'Temperature excursions (each opened one corrective action) that started in the range.' })
  temperatureAlerts!: number;

  @Field(() => Int, { description: 'Digital forms submitted in the range.' })
  formsCompleted!: number;

  @Field(() => Float, { nullable: true, description: 'Mean minutes from an action opened to started, over actions opened in the range.' })
  avgMinutesToStart!: number | null;

  @Field(() => Float, { nullable: true, description: 'Mean minutes from an action opened to resolved.' })
  avgMinutesToResolve!: number | null;

  @Field(() => [SeverityResponseType], { description: 'critical, high, medium, low.' })
  responseBySeverity!: SeverityResponseType[];

  @Field(() => [FrequencyCompletionType])
  completionByFrequency!: FrequencyCompletionType[];

  @Field(() => [ReportIncidentType], { description: 'Newest first, at most 50.' })
  incidents!: ReportIncidentType[];

  @Field(() => [StaffPerformanceType], { description: 'Most active first.' })
  staffPerformance!: StaffPerformanceType[];

  @Field(() => [UnitTemperatureFiguresType])
  temperatureByUnit!: UnitTemperatureFiguresType[];
}
