import { IsDate, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { DISPOSITION_DECISIONS, type DispositionDecision, QUANTITY_UNITS, type QuantityUnit } from './food-disposition.entity.js';

@InputType('FoodDispositionInput', { description: 'What was done with one food after a temperature or food-process action (issue 36).' })
export class FoodDispositionInput {
  @Field(() => Int)
  @IsInt()
  actionId!: number;

  @Field(() => String, { description: 'The food, e.g. "Cooked chicken".' })
  @IsString()
  @MaxLength(200, { message: 'The food must be at most 200 characters' })
  food!: string;

  @Field(() => Float, { nullable: true, description: 'How much, in unit; more than 0 (required).' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Quantity must be a number' })
  @Max(9_999_999, { message: 'Quantity must be at most 9999999' })
  quantity?: number | null;

  @Field(() => String, { description: `One of ${QUANTITY_UNITS.join(', ')}.` })
  @IsIn(QUANTITY_UNITS, { message: `Unit must be one of ${QUANTITY_UNITS.join(', ')}` })
  unit!: QuantityUnit;

  @Field(() => String, { description: `One of ${DISPOSITION_DECISIONS.join(', ')}.` })
  @IsIn(DISPOSITION_DECISIONS, { message: `Decision must be one of ${DISPOSITION_DECISIONS.join(', ')}` })
  decision!: DispositionDecision;

  @Field(() => Int, { nullable: true, description: 'For use_within_hours: within how many hours (1 to 72).' })
  @IsOptional()
  @IsInt({ message: 'Hours must be a whole number' })
  useWithinHours?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why: required for discarded food, and for food kept when its exposure exceeded the time rule.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'The reason must be at most 2000 characters' })
  reason?: string | null;

  @Field(() => Int, { nullable: true, description: 'The earlier disposition of this action that this row corrects.' })
  @IsOptional()
  @IsInt()
  correctsId?: number | null;
}

@ObjectType('FoodDisposition', { description: 'What was done with one food; append-only (a correction is a new row naming the one it corrects).' })
export class FoodDispositionType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  food!: string;

  @Field(() => Float)
  quantity!: number;

  @Field(() => String)
  unit!: string;

  @Field(() => String, { description: 'kept_within_limits, use_within_hours, recooked_reheated or discarded.' })
  decision!: string;

  @Field(() => Int, { nullable: true })
  useWithinHours!: number | null;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field(() => String, { nullable: true, description: 'For a kept decision: the time rule and the exposure shown when it was decided.' })
  ruleBasis!: string | null;

  @Field(() => Boolean, { description: 'The exposure exceeded the time rule when it was decided.' })
  exceededRule!: boolean;

  @Field(() => Int, { nullable: true, description: 'The row this one corrects.' })
  correctsId!: number | null;

  @Field(() => Int, { nullable: true, description: 'The later row that corrects this one; null while it stands.' })
  correctedById!: number | null;

  @Field(() => String, { nullable: true })
  recordedByName!: string | null;

  @Field(() => Date)
  recordedAt!: Date;
}

@ObjectType('ActionExposure', {
  description:
    "How much warmth a unit's food saw during a temperature action's excursion, computed from its readings, with the time rule that applies: to inform the food's disposition, not to decide it.",
})
export class ActionExposureType {
  @Field(() => Date, { description: 'The excursion’s first out-of-range reading.' })
  from!: Date;

  @Field(() => Date, { description: 'Its first in-range reading after, or now while it lasts.' })
  to!: Date;

  @Field(() => Boolean)
  ongoing!: boolean;

  @Field(() => Float, { description: "The unit's upper limit, °C." })
  limit!: number;

  @Field(() => Float)
  minutesAboveLimit!: number;

  @Field(() => Float, { description: '°C × minutes above the upper limit, each reading standing until the next.' })
  degreeMinutesAboveLimit!: number;

  @Field(() => String, { description: 'uk_chilled_tolerance (°C companies) or fda_time_as_control (°F companies).' })
  ruleKey!: string;

  @Field(() => String)
  ruleText!: string;

  @Field(() => String, { description: "The rule's temperature in its own scale, e.g. '8 °C' or '41 °F'." })
  ruleThreshold!: string;

  @Field(() => Int)
  ruleMaxMinutes!: number;

  @Field(() => Float, { description: "Minutes above the rule's temperature." })
  minutesAboveRule!: number;

  @Field(() => Boolean, { description: 'Out of temperature control longer than the rule allows: food kept needs a reason.' })
  exceedsRule!: boolean;

  @Field(() => Int, { description: 'Readings the figures come from.' })
  readings!: number;
}

@ObjectType('WasteLogEntry', { description: 'Food discarded after a corrective action.' })
export class WasteLogEntryType {
  @Field(() => Int)
  id!: number;

  @Field(() => Date)
  discardedAt!: Date;

  @Field(() => Int)
  locationId!: number;

  @Field(() => String)
  locationName!: string;

  @Field(() => String)
  food!: string;

  @Field(() => Float)
  quantity!: number;

  @Field(() => String)
  unit!: string;

  @Field(() => String)
  reason!: string;

  @Field(() => Int)
  correctiveActionId!: number;

  @Field(() => String, { nullable: true })
  recordedByName!: string | null;
}

@ObjectType('WasteTotal', { description: 'Food discarded in one unit of quantity.' })
export class WasteTotalType {
  @Field(() => String)
  unit!: string;

  @Field(() => Float)
  quantity!: number;

  @Field(() => Int)
  entries!: number;
}

@ObjectType('WasteLog')
export class WasteLogType {
  @Field(() => [WasteLogEntryType], { description: 'Newest first.' })
  entries!: WasteLogEntryType[];

  @Field(() => [WasteTotalType], { description: 'Totals per unit of quantity.' })
  totals!: WasteTotalType[];
}

@ArgsType()
export class WasteLogArgs {
  @Field(() => Int, { nullable: true, description: 'One location; omitted for every location the user may use.' })
  @IsOptional()
  @IsInt()
  locationId?: number | null;

  @Field(() => Date)
  @IsDate()
  from!: Date;

  @Field(() => Date, { description: 'Exclusive.' })
  @IsDate()
  to!: Date;
}

@ArgsType()
export class AssignCorrectiveActionArgs {
  @Field(() => Int)
  @IsInt()
  id!: number;

  @Field(() => Int, { description: 'The new owner: someone who works at the action’s location.' })
  @IsInt()
  assigneeId!: number;

  @Field(() => Date, { nullable: true, description: 'By when; unchanged when omitted.' })
  @IsOptional()
  @IsDate()
  dueDate?: Date | null;
}

@ObjectType('ActionAssignee', { description: 'Someone an action may be given to.' })
export class ActionAssigneeType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  fullName!: string;
}
