import { IsDate, IsIn, IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { PhotoEvidence } from '../uploads/photo-evidence.js';
import { PhotoIdsField } from '../uploads/photo-ids-field.js';
import { ACTION_STATUSES, type ActionSource, type ActionStatus, SEVERITIES, type Severity } from './corrective-action.entity.js';

/** SPEC 4's sample types, and other for anything else a person records. */
export const ACTION_TYPES = ['temperature_alert', 'equipment_failure', 'compliance_issue', 'other'] as const;

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

  @Field(() => String, { description: 'What was done about it (required; who and when are recorded with it).' })
  @IsString()
  @MaxLength(2000, { message: 'Resolution must be at most 2000 characters' })
  resolution!: string;
}

@InputType({ description: 'A corrective action a person records (source manual).' })
export class CreateCorrectiveActionInput {
  @Field(() => String, { description: `One of ${ACTION_TYPES.join(', ')}.` })
  @IsIn(ACTION_TYPES, { message: `Type must be one of ${ACTION_TYPES.join(', ')}` })
  type!: string;

  @Field(() => String)
  @IsString()
  @MinLength(1, { message: 'Please describe the problem' })
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description!: string;

  @Field(() => String, { description: 'low, medium, high or critical.' })
  @IsIn(SEVERITIES, { message: `Severity must be one of ${SEVERITIES.join(', ')}` })
  severity!: Severity;

  @Field(() => Int, { nullable: true, description: "The unit concerned; its location is the action's." })
  @IsOptional()
  @IsInt()
  equipmentId?: number | null;

  @Field(() => Int, { nullable: true, description: "The compliance check concerned; its location is the action's." })
  @IsOptional()
  @IsInt()
  complianceCheckId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Where the problem is, when neither a unit nor a check is named.' })
  @IsOptional()
  @IsInt()
  locationId?: number | null;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  @IsDate()
  dueDate?: Date | null;

  @PhotoIdsField('Photos uploaded for the action (POST /api/uploads, purpose photo), stored with it.')
  photoIds?: number[] | null;
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

  @Field(() => String, { description: 'automatic (raised by the alert engine) or manual (recorded by a person).' })
  source!: ActionSource;

  @Field(() => Date, { nullable: true, description: 'For a temperature excursion: when the unit first read out of range.' })
  excursionStartedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When this critical action was escalated for not being started in time.' })
  escalatedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who recorded the resolution.' })
  resolvedByName!: string | null;

  @Field(() => Boolean, { description: 'Start Action applies: not started yet (open or pending).' })
  canStart!: boolean;

  @Field(() => Boolean, { description: 'Mark Complete applies: in progress.' })
  canComplete!: boolean;

  @Field(() => [PhotoEvidence], { description: 'Photos stored with the action.' })
  photoEvidence!: PhotoEvidence[];
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
