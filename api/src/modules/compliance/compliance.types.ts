import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { Publication } from '../publishing/publication.js';
import { PhotoEvidence } from '../uploads/photo-evidence.js';
import { PhotoIdsField } from '../uploads/photo-ids-field.js';
import { CHECK_ITEM_TYPES } from './check-item-kinds.js';

/** Largest PostgreSQL integer: bigger ids would fail in the database instead of being "not found". */
export const MAX_ID = 2_147_483_647;
export const idRule = (name: string) => ({ message: `${name} must be a positive whole number` });

@ObjectType('CheckItem')
export class CheckItemType {
  @Field(() => String, { description: 'The item’s label, unique in its template (whatever the case).' })
  description!: string;

  @Field(() => Boolean, { description: 'A failed critical item opens a corrective action.' })
  critical!: boolean;

  @Field(() => String, { description: `One of ${CHECK_ITEM_TYPES.join(', ')}; items written before types are yes_no.` })
  type!: string;

  @Field(() => String, { nullable: true, description: 'Guidance shown under the item.' })
  helpText!: string | null;

  @Field(() => Boolean, {
    description: 'Whether the check needs an answer; an item not required left empty is not applicable (yes/no items are always answered).',
  })
  required!: boolean;

  @Field(() => String, { nullable: true, description: 'A number item’s unit; °C for a temperature item.' })
  unit!: string | null;

  @Field(() => Float, { nullable: true, description: 'Lowest acceptable value of a number or temperature (°C) item; below it the item fails.' })
  min!: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest acceptable value of a number or temperature (°C) item; above it the item fails.' })
  max!: number | null;

  @Field(() => [String], { description: 'A choice item’s options, in order; empty for other items.' })
  options!: string[];
}

@ObjectType('CheckItemAnswer', { description: 'An item of a check and its answer.' })
export class CheckItemAnswerType extends CheckItemType {
  @Field(() => String, {
    nullable: true,
    description: 'pass, fail or not_applicable; null until answered. The server’s verdict: a number or temperature outside its range fails.',
  })
  result!: string | null;

  @Field(() => String, { nullable: true, description: 'The value given for an item other than yes/no: a number, °C, text, option, date, or upload id.' })
  value!: string | null;

  @Field(() => String, { nullable: true })
  note!: string | null;
}

@ObjectType('ComplianceTemplate')
export class ComplianceTemplateType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'daily_opening, daily, weekly, monthly …' })
  type!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'daily, weekly or monthly: how often the schedule creates its checks; null: started by hand.' })
  frequency!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Local time of day (HH:MM) its checks fall due; null: the company’s schedule time (08:00 unless changed).',
  })
  dueTime!: string | null;

  @Field(() => Int, { description: 'Minutes the check takes; 5 when the template does not say.' })
  estimatedMinutes!: number;

  @Field(() => [CheckItemType], { description: 'The template’s items, or the three default items when it has none.' })
  checkItems!: CheckItemType[];

  @Field(() => Int, { description: 'The current version: each edit of its items, schedule or publication makes a new one.' })
  version!: number;

  @Field(() => Boolean, { description: 'False once retired: no new checks; its checks and history stay.' })
  isActive!: boolean;

  /** Where it applies; the `publication` field (with its summary) is resolved by ComplianceTemplateFieldsResolver. */
  publication!: Publication;

  @Field(() => Boolean, {
    description:
      'Whether the user may edit or retire it: a company’s own template; a head-office one for company-wide administrators, a site-only one for that site’s administrators (not the provider’s shared ones).',
  })
  editable!: boolean;
}

@ObjectType('ComplianceCheck')
export class ComplianceCheckType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { nullable: true })
  templateId!: number | null;

  @Field(() => String, { description: 'The template’s name, or “Compliance Check” when there is none.' })
  templateName!: string;

  @Field(() => String, { nullable: true, description: 'The template’s type.' })
  type!: string | null;

  @Field(() => String, { nullable: true, description: 'The template’s description.' })
  description!: string | null;

  @Field(() => Int)
  locationId!: number;

  @Field(() => Int, { nullable: true, description: 'The template version the check began with (its items); null without a template.' })
  templateVersion!: number | null;

  @Field(() => String, { description: 'pending, in_progress, completed, overdue or scheduled.' })
  status!: string;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  dueDate!: Date | null;

  @Field(() => String, { description: 'Full name of the person who started or completed the check; “Schedule” for a generated check nobody has worked yet.' })
  userName!: string;

  @Field(() => [CheckItemAnswerType], { description: 'The checklist: each item with its answer so far.' })
  items!: CheckItemAnswerType[];

  @Field(() => [PhotoEvidence], { description: 'Photos stored with the check when it was completed.' })
  photoEvidence!: PhotoEvidence[];
}

@ObjectType('ComplianceSummary', {
  description: 'The figures of the Compliance Checks and Daily Opening Checks screens. Today is the location’s local day (its time zone).',
})
export class ComplianceSummaryType {
  @Field(() => Int)
  pendingCount!: number;

  @Field(() => Int)
  completedToday!: number;

  @Field(() => Int, { nullable: true, description: 'Completed today / (pending + completed today), rounded percent; null when both are 0.' })
  complianceRate!: number | null;

  @Field(() => Int)
  dailyOpeningTemplates!: number;

  @Field(() => Int)
  dailyOpeningCompletedToday!: number;

  @Field(() => Int)
  dailyOpeningPending!: number;

  @Field(() => Int, { nullable: true, description: 'Daily opening checks completed today / daily opening templates, rounded percent; null without templates.' })
  dailyOpeningCompletionRate!: number | null;
}

@InputType()
export class StartComplianceCheckInput {
  @Field(() => Int)
  @IsInt(idRule('templateId'))
  @Min(1, idRule('templateId'))
  @Max(MAX_ID, idRule('templateId'))
  templateId!: number;

  @Field(() => Int)
  @IsInt(idRule('locationId'))
  @Min(1, idRule('locationId'))
  @Max(MAX_ID, idRule('locationId'))
  locationId!: number;
}

/** The documented REST body also carries status, which may only say what starting does anyway. */
export class StartComplianceCheckBody extends StartComplianceCheckInput {
  @IsOptional()
  @IsIn(['pending'], { message: 'status must be pending' })
  status?: string;
}

@InputType('CheckAnswerInput')
export class CheckAnswerInput {
  @Field(() => String, { description: 'The item, as the checklist words it.' })
  @IsString({ message: 'Each answer must name its item' })
  @MaxLength(500, { message: 'An item is at most 500 characters' })
  description!: string;

  @Field(() => String, { nullable: true, description: 'pass, fail or not_applicable; null clears the answer.' })
  @IsOptional()
  @IsIn(['pass', 'fail', 'not_applicable'], { message: "An item's result must be one of pass, fail, not_applicable" })
  result?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The answer of an item other than yes/no: a number, °C, text, one of its options, a date (YYYY-MM-DD) or an upload id (photo, signature).',
  })
  @IsOptional()
  @IsString({ message: 'An answer’s value must be text' })
  @MaxLength(2000, { message: 'An answer is at most 2000 characters' })
  value?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'A note is at most 1000 characters' })
  note?: string | null;
}

@InputType({ description: 'Answers saved while a check is worked.' })
export class SaveCheckProgressInput {
  @Field(() => Int)
  @IsInt(idRule('checkId'))
  @Min(1, idRule('checkId'))
  @Max(MAX_ID, idRule('checkId'))
  checkId!: number;

  @Field(() => [CheckAnswerInput])
  @IsArray({ message: 'answers must be a list' })
  @ArrayMaxSize(100, { message: 'answers can have at most 100 items' })
  @ValidateNested({ each: true })
  answers!: CheckAnswerInput[];
}

@InputType({
  description: 'Completes the check named by checkId, or (the phone) records a new completed check of a template at a location. Every item must be answered.',
})
export class CompleteComplianceCheckInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(idRule('checkId'))
  @Min(1, idRule('checkId'))
  @Max(MAX_ID, idRule('checkId'))
  checkId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(idRule('templateId'))
  @Min(1, idRule('templateId'))
  @Max(MAX_ID, idRule('templateId'))
  templateId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(idRule('locationId'))
  @Min(1, idRule('locationId'))
  @Max(MAX_ID, idRule('locationId'))
  locationId?: number | null;

  @Field(() => [CheckAnswerInput])
  @IsArray({ message: 'answers must be a list' })
  @ArrayMaxSize(100, { message: 'answers can have at most 100 items' })
  @ValidateNested({ each: true })
  answers!: CheckAnswerInput[];

  @PhotoIdsField('Photos uploaded for the check (POST /api/uploads, purpose photo), stored with it.')
  photoIds?: number[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The phone’s id for its completion: sending it again returns the check stored the first time. With checkId, a check someone completed meanwhile is not refused: this completion is kept as a check of its own (same template and location).',
  })
  @IsOptional()
  @IsUUID('all', { message: 'clientId must be a UUID' })
  clientId?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'Without photoIds: how many photos were taken.' })
  @IsOptional()
  @IsInt({ message: 'photoCount must be a whole number from 0 to 50' })
  @Min(0, { message: 'photoCount must be a whole number from 0 to 50' })
  @Max(50, { message: 'photoCount must be a whole number from 0 to 50' })
  photoCount?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  notes?: string | null;
}

@ObjectType('TodaysCheckCounts', { description: 'The phone’s check counters for one location’s local day.' })
export class TodaysCheckCountsType {
  @Field(() => Int, { description: 'Still open and due by the end of today.' })
  pending!: number;

  @Field(() => Int, { description: 'Completed today.' })
  completed!: number;

  @Field(() => Int, { description: 'Past their window and not done.' })
  overdue!: number;
}
