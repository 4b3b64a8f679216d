import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { ACTION_STATUSES, type ActionStatus, SEVERITIES, type Severity } from './corrective-action.entity.js';

@ArgsType()
export class CorrectiveActionsArgs {
  @Field(() => String, { nullable: true, description: 'open, pending, in_progress or resolved; omitted for all.' })
  @IsOptional()
  @IsIn(ACTION_STATUSES, { message: `Status must be one of ${ACTION_STATUSES.join(', ')}` })
  status?: ActionStatus | null;

  @Field(() => String, { nullable: true, description: 'low, medium, high or critical; omitted for all.' })
  @IsOptional()
  @IsIn(SEVERITIES, { message: `Severity must be one of ${SEVERITIES.join(', ')}` })
  severity?: Severity | null;
}

@ArgsType()
export class CompleteCorrectiveActionArgs {
  @Field(() => Int)
  @IsInt()
  id!: number;

  @Field(() => String, { nullable: true, description: 'What was done about it.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Resolution must be at most 2000 characters' })
  resolution?: string | null;
}

@ObjectType('CorrectiveAction')
export class CorrectiveActionType {
  @Field(() => Int, { description: "Shown as 'Action #id'." })
  id!: number;

  @Field(() => String, { nullable: true, description: 'temperature_alert, equipment_failure, compliance_issue…' })
  type!: string | null;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'low, medium, high or critical.' })
  severity!: string;

  @Field(() => String, { description: 'open, pending, in_progress or resolved.' })
  status!: string;

  @Field(() => Int, { nullable: true })
  equipmentId!: number | null;

  @Field(() => String, { nullable: true })
  equipmentName!: string | null;

  @Field(() => Int, { nullable: true })
  locationId!: number | null;

  @Field(() => String, { nullable: true })
  locationName!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  dueDate!: Date | null;

  @Field(() => Date, { nullable: true })
  resolvedAt!: Date | null;

  @Field(() => String, { nullable: true })
  resolution!: string | null;

  @Field(() => Boolean, { description: 'Start Action applies: not started yet (open or pending).' })
  canStart!: boolean;

  @Field(() => Boolean, { description: 'Mark Complete applies: in progress.' })
  canComplete!: boolean;
}

@ObjectType('CorrectiveActionSummary', { description: 'The Corrective Actions tiles.' })
export class CorrectiveActionSummaryType {
  @Field(() => Int)
  total!: number;

  @Field(() => Int, { description: 'Not started yet: status open or pending.' })
  pending!: number;

  @Field(() => Int)
  inProgress!: number;

  @Field(() => Int)
  resolved!: number;

  @Field(() => Int, { description: 'Severity critical, whatever the status (the Critical tab).' })
  critical!: number;

  @Field(() => Int, { description: 'Not yet resolved: the actions requiring attention.' })
  open!: number;
}
