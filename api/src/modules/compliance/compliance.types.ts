import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** Largest PostgreSQL integer: bigger ids would fail in the database instead of being "not found". */
const MAX_ID = 2_147_483_647;
const idRule = (name: string) => ({ message: `${name} must be a positive whole number` });

@ObjectType('CheckItem')
export class CheckItemType {
  @Field(() => String)
  description!: string;
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

  @Field(() => String, { nullable: true })
  frequency!: string | null;

  @Field(() => Int, { description: 'Minutes the check takes; 5 when the template does not say.' })
  estimatedMinutes!: number;

  @Field(() => [CheckItemType], { description: 'The template’s items, or the three default items when it has none.' })
  checkItems!: CheckItemType[];
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

  @Field(() => String, { description: 'Full name of the person who started or completed the check.' })
  userName!: string;
}

@ObjectType('ComplianceSummary', {
  description: 'The figures of the Compliance Checks and Daily Opening Checks screens. Today is the location’s local day (its time zone).',
})
export class ComplianceSummaryType {
  @Field(() => Int)
  pendingCount!: number;

  @Field(() => Int)
  completedToday!: number;

  @Field(() => Int, { description: 'Completed today / (pending + completed today), rounded percent; 0 when both are 0.' })
  complianceRate!: number;

  @Field(() => Int)
  dailyOpeningTemplates!: number;

  @Field(() => Int)
  dailyOpeningCompletedToday!: number;

  @Field(() => Int)
  dailyOpeningPending!: number;

  @Field(() => Int, { description: 'Daily opening checks completed today / daily opening templates, rounded percent; 0 without templates.' })
  dailyOpeningCompletionRate!: number;
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

@InputType({ description: 'A check done on the phone: the ticked items, how many photos were taken and any notes.' })
export class CompleteComplianceCheckInput extends StartComplianceCheckInput {
  @Field(() => [String], { description: 'Descriptions of the items that were ticked.' })
  @IsArray({ message: 'checkedItems must be a list of item descriptions' })
  @ArrayMaxSize(100, { message: 'checkedItems can have at most 100 items' })
  @IsString({ each: true, message: 'checkedItems must be a list of item descriptions' })
  @MaxLength(500, { each: true, message: 'Each checked item must be at most 500 characters' })
  checkedItems!: string[];

  @Field(() => Int, { nullable: true, defaultValue: 0 })
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
