import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('HaccpLimitLink', {
  description: 'Where a CCP’s critical limit is set: exactly one of an equipment type’s preset band, a food-process rule, or a critical checklist item.',
})
@InputType('HaccpLimitLinkInput')
export class HaccpLimitLinkType {
  @Field(() => String, { nullable: true, description: 'An equipment type: its preset band (Settings & Presets).' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  equipmentType?: string | null;

  @Field(() => String, { nullable: true, description: 'cooling, cooking or reheating: the process rule’s stages.' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  processKind?: string | null;

  @Field(() => Int, { nullable: true, description: 'A checklist template; with checklistItem, one of its critical items.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  checklistTemplateId?: number | null;

  @Field(() => String, { nullable: true, description: 'The critical item’s wording in the template.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  checklistItem?: string | null;
}

@ObjectType('HaccpLimit', { description: 'A critical limit as the configuration holds it now.' })
export class HaccpLimitType {
  @Field(() => String)
  key!: string;

  @Field(() => String, { description: 'Where it is set, e.g. "Fridge preset band".' })
  source!: string;

  @Field(() => String, { description: 'The limit in words, e.g. "0 °C to 4 °C".' })
  text!: string;
}

@ObjectType('HaccpLimitChoice', { description: 'A limit a CCP may link to.' })
export class HaccpLimitChoiceType {
  @Field(() => HaccpLimitLinkType)
  link!: HaccpLimitLinkType;

  @Field(() => HaccpLimitType)
  limit!: HaccpLimitType;
}

@ObjectType('HaccpHazard')
@InputType('HaccpHazardInput')
export class HaccpHazardType {
  @Field(() => String, { description: 'biological, chemical, physical or allergen.' })
  @IsString()
  @MaxLength(20)
  type!: string;

  @Field(() => String)
  @IsString()
  @Length(0, 500)
  hazard!: string;

  @Field(() => String)
  @IsString()
  @Length(0, 1000)
  controlMeasure!: string;
}

@ObjectType('HaccpCcp', { description: 'A critical control point: its linked limit (read live), monitoring, corrective action and verification.' })
export class HaccpCcpType {
  @Field(() => HaccpLimitLinkType)
  link!: HaccpLimitLinkType;

  @Field(() => HaccpLimitType, { nullable: true, description: 'Null when the link points at nothing any more.' })
  limit!: HaccpLimitType | null;

  @Field(() => String)
  monitoring!: string;

  @Field(() => String)
  correctiveAction!: string;

  @Field(() => String)
  verification!: string;

  @Field(() => Boolean, { description: 'On a signed version: the limit is not what the signer saw.' })
  changedSinceSigning!: boolean;
}

@ObjectType('HaccpPlanStep')
export class HaccpPlanStepType {
  @Field(() => String, { description: 'goods_in, cold_storage, preparation, cooking, cooling, reheating, hot_holding, display or delivery.' })
  step!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Boolean)
  isCcp!: boolean;

  @Field(() => [HaccpHazardType])
  hazards!: HaccpHazardType[];

  @Field(() => [HaccpCcpType])
  ccps!: HaccpCcpType[];
}

@ObjectType('HaccpPlanVersion', { description: 'One version of a HACCP plan: a draft until signed; a signed version never changes.' })
export class HaccpPlanVersionType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  planId!: number;

  @Field(() => Int)
  version!: number;

  @Field(() => [HaccpPlanStepType])
  steps!: HaccpPlanStepType[];

  @Field(() => String)
  createdBy!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true })
  signedBy!: string | null;

  @Field(() => Date, { nullable: true })
  signedAt!: Date | null;

  @Field(() => Boolean, { description: 'The newest signed version: the plan in force.' })
  inForce!: boolean;
}

@ObjectType('HaccpPlan', { description: 'A company’s HACCP plan, or one site’s own.' })
export class HaccpPlanType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  companyId!: number;

  @Field(() => Int, { nullable: true, description: 'Null: the company plan.' })
  locationId!: number | null;

  @Field(() => String, { nullable: true })
  locationName!: string | null;

  @Field(() => [HaccpPlanVersionType], { description: 'Newest first.' })
  versions!: HaccpPlanVersionType[];

  @Field(() => HaccpPlanVersionType, { nullable: true, description: 'Null until a version is signed.' })
  inForce!: HaccpPlanVersionType | null;

  @Field(() => Boolean, { description: 'A limit the version in force links to has changed since it was signed.' })
  needsReview!: boolean;

  @Field(() => [String])
  reviewReasons!: string[];
}

@InputType()
export class HaccpCcpInput {
  @Field(() => HaccpLimitLinkType)
  @ValidateNested()
  limit!: HaccpLimitLinkType;

  @Field(() => String)
  @IsString()
  @Length(0, 1000)
  monitoring!: string;

  @Field(() => String)
  @IsString()
  @Length(0, 2000)
  correctiveAction!: string;

  @Field(() => String)
  @IsString()
  @Length(0, 1000)
  verification!: string;
}

@InputType()
export class HaccpPlanStepInput {
  @Field(() => String)
  @IsString()
  @MaxLength(40)
  step!: string;

  @Field(() => [HaccpHazardType])
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  hazards!: HaccpHazardType[];

  @Field(() => [HaccpCcpInput])
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  ccps!: HaccpCcpInput[];
}

@InputType()
export class SaveHaccpPlanVersionInput {
  @Field(() => Int)
  @IsInt({ message: 'planId must be a positive whole number' })
  @Min(1, { message: 'planId must be a positive whole number' })
  @Max(2_147_483_647, { message: 'planId must be a positive whole number' })
  planId!: number;

  @Field(() => [HaccpPlanStepInput])
  @IsArray()
  @ArrayMaxSize(9)
  @ValidateNested({ each: true })
  steps!: HaccpPlanStepInput[];
}
