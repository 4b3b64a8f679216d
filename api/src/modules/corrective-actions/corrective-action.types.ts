import { IsDate, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
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

  @Field(() => Int, { nullable: true, description: 'One location within reach (e.g. from the league table); omitted for all. Out of reach: NOT_FOUND.' })
  @IsOptional()
  @IsInt()
  locationId?: number | null;
}

@InputType('ActionVerificationInput', {
  description:
    "What verified the fix of a temperature action (required for a critical one): a unit's reading named (readingId) or taken now (temperature), or a manager's override (overrideReason).",
})
export class ActionVerificationInput {
  @Field(() => Int, { nullable: true, description: "A reading of the action's unit taken since it opened, within the unit's range." })
  @IsOptional()
  @IsInt()
  readingId?: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "A reading taken now, in the scale given by unit: stored as the unit's manual reading (for a food process action, a probe reading of the food).",
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Temperature must be a number' })
  @Min(-999.99, { message: 'Temperature must be between -999.99 and 999.99 °C' })
  @Max(999.99, { message: 'Temperature must be between -999.99 and 999.99 °C' })
  temperature?: number | null;

  @Field(() => String, { nullable: true, description: 'The scale of temperature: C (the default) or F; stored as °C.' })
  @IsOptional()
  @IsIn(['C', 'F'], { message: 'unit must be C or F' })
  unit?: 'C' | 'F' | null;

  @Field(() => String, { nullable: true, description: "A manager's override instead of a reading: why (who and when are recorded with it)." })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'The reason must be at most 2000 characters' })
  overrideReason?: string | null;
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

  @Field(() => ActionVerificationInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  verification?: ActionVerificationInput | null;
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

@ObjectType('ActionVerification', { description: "What verified a resolved action's fix: a reading, or a manager's override." })
export class ActionVerificationType {
  @Field(() => String, { description: 'reading or override.' })
  method!: 'reading' | 'override';

  @Field(() => Int, { nullable: true, description: "The unit's reading relied on; null for a food probe reading or an override." })
  readingId!: number | null;

  @Field(() => Float, { nullable: true, description: '°C.' })
  temperature!: number | null;

  @Field(() => Date, { nullable: true, description: 'When the reading was taken.' })
  recordedAt!: Date | null;

  @Field(() => String, { nullable: true })
  overrideReason!: string | null;

  @Field(() => String, { nullable: true, description: 'Who gave it: the person who resolved the action.' })
  verifiedByName!: string | null;

  @Field(() => Date, { nullable: true })
  verifiedAt!: Date | null;
}

@ObjectType('VerificationRequirement', { description: 'What Mark Complete needs to verify a critical temperature or food-process action.' })
export class VerificationRequirementType {
  @Field(() => String, {
    description:
      "unit: a reading of the unit within its range; process: a probe reading of the food at or above minTemperature; override: a manager's override only.",
  })
  kind!: string;

  @Field(() => Float, { nullable: true, description: '°C.' })
  minTemperature!: number | null;

  @Field(() => Float, { nullable: true, description: '°C; null when there is no upper limit.' })
  maxTemperature!: number | null;

  @Field(() => Boolean, { description: 'Whether the viewer may override the verification with a reason.' })
  canOverride!: boolean;
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

  @Field(() => Date, {
    nullable: true,
    description: 'When someone acknowledged the action ("I\'ve got it"): its escalation stopped; it still needs its resolution.',
  })
  acknowledgedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who acknowledged the action.' })
  acknowledgedByName!: string | null;

  @Field(() => Boolean, { description: 'Acknowledge applies: not resolved and not acknowledged yet.' })
  canAcknowledge!: boolean;

  @Field(() => Boolean, { description: 'Start Action applies: not started yet (open or pending).' })
  canStart!: boolean;

  @Field(() => Boolean, { description: 'Mark Complete applies: in progress.' })
  canComplete!: boolean;

  @Field(() => [PhotoEvidence], { description: 'Photos stored with the action.' })
  photoEvidence!: PhotoEvidence[];

  @Field(() => ActionVerificationType, { nullable: true, description: 'What verified the fix, recorded with the resolution; null without one.' })
  verification!: ActionVerificationType | null;

  @Field(() => Int, { nullable: true, description: 'The owner: who is to deal with the action (dueDate says by when).' })
  assigneeId!: number | null;

  @Field(() => String, { nullable: true })
  assigneeName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'equipment_failure, door_left_open, overloading, power_cut, process_not_followed or other; null until recorded.',
  })
  rootCause!: string | null;

  @Field(() => String, { nullable: true, description: "The root cause's label, e.g. 'Door left open'." })
  rootCauseLabel!: string | null;

  @Field(() => String, { nullable: true, description: 'The root cause in the words of whoever recorded it.' })
  rootCauseText!: string | null;

  @Field(() => Date, { nullable: true, description: "When a manager signed off the critical action's verification (password re-entered)." })
  signedOffAt!: Date | null;

  @Field(() => String, { nullable: true })
  signedOffByName!: string | null;

  @Field(() => Date, {
    nullable: true,
    description: "When the action counts as closed: its resolution, or for a critical temperature or food-process action its manager's sign-off.",
  })
  closedAt!: Date | null;

  @Field(() => Boolean, { description: 'Resolved, but a critical action still needs its manager’s sign-off before it counts as closed.' })
  awaitingSignOff!: boolean;
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
